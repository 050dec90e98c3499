import type { Translated } from '../../i18n/define-messages';
import type * as en_US from './en_US';

export const diners: Translated<typeof en_US.diners> = {
  dinerNotFound: '此食客不存在。',
  phoneTaken: '已有其他食客使用此電話號碼。',
  emailTaken: '已有其他食客使用此電郵地址。',
  tagNotFound: '此標籤不存在。',
  tagExists: '此標籤已存在',
  tagLimit: '集團的標籤數量已達上限。',
  lastNameRequired: '姓氏為必填項。',
  tagNameRequired: '標籤名稱為必填項。',
  'ageBand_<25': '25歲以下',
  'ageBand_25-34': '25-34歲',
  'ageBand_35-44': '35-44歲',
  'ageBand_45-54': '45-54歲',
  'ageBand_55-64': '55-64歲',
  'ageBand_65-74': '65-74歲',
  'ageBand_>75': '75歲以上',
  gender_Male: '男',
  gender_Female: '女',
  gender_Unspecified: '未指明',
  visitOp_lt: '少於',
  visitOp_eq: '等於',
  visitOp_gt: '多於',
};

export const dinersUi: Translated<typeof en_US.dinersUi> = {
  suggestions: '現有顧客',
  visits: '到訪：{{count}}',
  noShows: '未到：{{count}}',
  lastVisit: '上次到訪：{{date}}',
  useDiner: '使用此顧客',
};
