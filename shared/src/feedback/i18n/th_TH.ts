import type { Translated } from '../../i18n/define-messages';
import type * as en_US from './en_US';

export const feedback: Translated<typeof en_US.feedback> = {
  linkInvalid: 'ลิงก์แสดงความคิดเห็นนี้ไม่ถูกต้อง',
  visitNotOver: 'แสดงความคิดเห็นได้เมื่อการใช้บริการเสร็จสิ้นแล้ว',
  alreadyGiven: 'ได้รับความคิดเห็นสำหรับการใช้บริการครั้งนี้แล้ว',
  ratingRange: 'โปรดให้คะแนน 1 ถึง 5 ดาว',
  rangeOrder: 'วันที่สิ้นสุดต้องไม่อยู่ก่อนวันที่เริ่มต้น',
  rangeTooLong: 'โปรดเลือกช่วงเวลาไม่เกิน 366 วัน',
};

export const feedbackUi: Translated<typeof en_US.feedbackUi> = {
  pageTitle: 'การใช้บริการของคุณเป็นอย่างไรบ้าง?',
  pageIntro: 'บอก {{outlet}} เกี่ยวกับการใช้บริการของคุณเมื่อวันที่ {{date}}',
  ratingLabel: 'คะแนนของคุณ',
  rating_1: 'แย่',
  rating_2: 'พอใช้',
  rating_3: 'ดี',
  rating_4: 'ดีมาก',
  rating_5: 'ยอดเยี่ยม',
  commentLabel: 'ความคิดเห็น (ไม่บังคับ)',
  commentPlaceholder: 'คุณชอบอะไร? มีอะไรที่ควรปรับปรุงบ้าง?',
  submit: 'ส่งความคิดเห็น',
  thanksTitle: 'ขอบคุณสำหรับความคิดเห็นของคุณ!',
  thanksBody: 'ทีมงานของ {{outlet}} จะอ่านความคิดเห็นของคุณ',
  invalidTitle: 'ลิงก์นี้ใช้งานไม่ได้',
  copyLink: 'คัดลอกลิงก์แสดงความคิดเห็น',
  linkCopied: 'คัดลอกลิงก์แล้ว',
  section: 'ความคิดเห็นของลูกค้า',
  noFeedback: 'ยังไม่มีความคิดเห็น',
  ratingOf: '{{rating}} จาก 5 ดาว',
};
