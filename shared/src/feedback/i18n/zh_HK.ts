import type { Translated } from '../../i18n/define-messages';
import type * as en_US from './en_US';

export const feedback: Translated<typeof en_US.feedback> = {
  linkInvalid: '此意見連結無效。',
  visitNotOver: '用餐完畢後才可留下意見。',
  alreadyGiven: '已收到這次用餐的意見。',
  ratingRange: '請選擇 1 至 5 星的評分。',
  rangeOrder: '結束日期不能早於開始日期。',
  rangeTooLong: '請選擇不超過 366 日的日期範圍。',
};

export const feedbackUi: Translated<typeof en_US.feedbackUi> = {
  pageTitle: '您這次用餐體驗如何？',
  pageIntro: '請告訴{{outlet}}您在{{date}}的用餐體驗。',
  ratingLabel: '您的評分',
  rating_1: '差',
  rating_2: '一般',
  rating_3: '好',
  rating_4: '很好',
  rating_5: '非常好',
  commentLabel: '意見（選填）',
  commentPlaceholder: '您喜歡甚麼？哪些地方可以做得更好？',
  submit: '提交意見',
  thanksTitle: '多謝您的意見！',
  thanksBody: '{{outlet}}的團隊會細心閱讀。',
  invalidTitle: '此連結無法使用',
  copyLink: '複製意見連結',
  linkCopied: '已複製意見連結',
  section: '食客意見',
  noFeedback: '暫時未有意見。',
  ratingOf: '{{rating}} 星（滿分 5 星）',
};
