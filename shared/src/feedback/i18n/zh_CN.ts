import type { Translated } from '../../i18n/define-messages';
import type * as en_US from './en_US';

export const feedback: Translated<typeof en_US.feedback> = {
  linkInvalid: '此反馈链接无效。',
  visitNotOver: '用餐结束后才能留下反馈。',
  alreadyGiven: '已收到本次用餐的反馈。',
  ratingRange: '请选择 1 到 5 星的评分。',
  rangeOrder: '结束日期不能早于开始日期。',
  rangeTooLong: '请选择不超过 366 天的日期范围。',
};

export const feedbackUi: Translated<typeof en_US.feedbackUi> = {
  pageTitle: '您这次用餐体验如何？',
  pageIntro: '请告诉{{outlet}}您在{{date}}的用餐体验。',
  ratingLabel: '您的评分',
  rating_1: '差',
  rating_2: '一般',
  rating_3: '好',
  rating_4: '很好',
  rating_5: '非常好',
  commentLabel: '评论（选填）',
  commentPlaceholder: '您喜欢什么？哪些地方可以做得更好？',
  submit: '提交反馈',
  thanksTitle: '感谢您的反馈！',
  thanksBody: '{{outlet}}的团队会认真阅读。',
  invalidTitle: '此链接无法使用',
  copyLink: '复制反馈链接',
  linkCopied: '已复制反馈链接',
  section: '食客反馈',
  noFeedback: '暂无反馈。',
  ratingOf: '{{rating}} 星（满分 5 星）',
};
