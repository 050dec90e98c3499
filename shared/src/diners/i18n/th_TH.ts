import type { Translated } from '../../i18n/define-messages';
import type * as en_US from './en_US';

export const diners: Translated<typeof en_US.diners> = {
  dinerNotFound: 'ไม่พบลูกค้ารายนี้',
  phoneTaken: 'หมายเลขโทรศัพท์นี้เป็นของลูกค้ารายอื่นแล้ว',
  emailTaken: 'อีเมลนี้เป็นของลูกค้ารายอื่นแล้ว',
  tagNotFound: 'ไม่พบแท็กนี้',
  tagExists: 'แท็กนี้มีอยู่แล้ว',
  tagLimit: 'กลุ่มมีจำนวนแท็กถึงขีดจำกัดแล้ว',
  lastNameRequired: 'ต้องระบุนามสกุล',
  tagNameRequired: 'ต้องระบุชื่อแท็ก',
  'ageBand_<25': 'ต่ำกว่า 25 ปี',
  'ageBand_25-34': '25-34 ปี',
  'ageBand_35-44': '35-44 ปี',
  'ageBand_45-54': '45-54 ปี',
  'ageBand_55-64': '55-64 ปี',
  'ageBand_65-74': '65-74 ปี',
  'ageBand_>75': '75 ปีขึ้นไป',
  gender_Male: 'ชาย',
  gender_Female: 'หญิง',
  gender_Unspecified: 'ไม่ระบุ',
  visitOp_lt: 'น้อยกว่า',
  visitOp_eq: 'เท่ากับ',
  visitOp_gt: 'มากกว่า',
};

export const dinersUi: Translated<typeof en_US.dinersUi> = {
  suggestions: 'ลูกค้าที่มีอยู่',
  visits: 'มาแล้ว: {{count}} ครั้ง',
  noShows: 'ไม่มา: {{count}} ครั้ง',
  lastVisit: 'มาครั้งล่าสุด: {{date}}',
  useDiner: 'ใช้ลูกค้ารายนี้',
};
