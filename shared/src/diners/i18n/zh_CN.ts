import type { Translated } from '../../i18n/define-messages';
import type * as en_US from './en_US';

export const diners: Translated<typeof en_US.diners> = {
  dinerNotFound: '此食客不存在。',
  phoneTaken: '已有其他食客使用此电话号码。',
  emailTaken: '已有其他食客使用此电子邮箱。',
  tagNotFound: '此标签不存在。',
  tagExists: '此标签已存在',
  tagLimit: '集团的标签数量已达上限。',
  lastNameRequired: '姓氏为必填项。',
  tagNameRequired: '标签名称为必填项。',
  'ageBand_<25': '25岁以下',
  'ageBand_25-34': '25-34岁',
  'ageBand_35-44': '35-44岁',
  'ageBand_45-54': '45-54岁',
  'ageBand_55-64': '55-64岁',
  'ageBand_65-74': '65-74岁',
  'ageBand_>75': '75岁以上',
  gender_Male: '男',
  gender_Female: '女',
  gender_Unspecified: '未指定',
  visitOp_lt: '少于',
  visitOp_eq: '等于',
  visitOp_gt: '多于',
};

export const dinersUi: Translated<typeof en_US.dinersUi> = {
  suggestions: '已有顾客',
  visits: '到访：{{count}}',
  noShows: '未到：{{count}}',
  lastVisit: '上次到访：{{date}}',
  useDiner: '使用此顾客',
};
