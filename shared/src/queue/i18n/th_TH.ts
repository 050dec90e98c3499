import type { Translated } from '../../i18n/define-messages';
import type * as en_US from './en_US';

export const queue: Translated<typeof en_US.queue> = {
  linkInvalid: 'ลิงก์คิวนี้ไม่ถูกต้อง',
  entryNotFound: 'กลุ่มนี้ไม่ได้อยู่ในคิว',
  actionNotAllowed: 'ไม่สามารถดำเนินการนี้กับกลุ่มนี้ได้ในขณะนี้',
  alreadyNumbered: 'กลุ่มนี้มีหมายเลขคิวแล้ว',
  backgroundInvalid: 'ภาพพื้นหลังต้องเป็น JPG หรือ PNG ขนาด 2048 × 2732 พิกเซล และไม่เกิน 3 MB',
  nameRequired: 'กรุณากรอกชื่อของคุณ',
  phoneRequired: 'กรุณากรอกหมายเลขโทรศัพท์ของคุณ',
  bandsOrder: 'ขอบเขตของประเภท B ต้องมากกว่าประเภท A',
};

export const queueUi: Translated<typeof en_US.queueUi> = {
  panelTitle: 'คิว',
  addParty: 'เพิ่มเข้าคิว',
  pax: 'จำนวนคน',
  name: 'ชื่อ',
  phone: 'โทรศัพท์',
  empty: 'ยังไม่มีผู้รอคิว',
  numberGiven: 'หมายเลข {{label}}',
  groupsAhead: 'รออีก {{count}} กลุ่ม',
  waitMinutes: 'ประมาณ {{minutes}} นาที',
  joinedAt: 'เข้าคิวเมื่อ {{time}}',
  called: 'เรียกแล้ว',
  waiting: 'รอ {{count}} กลุ่ม',
  running: 'คิว',
  category: 'ประเภท {{category}}',
  action_offer: 'จัดโต๊ะให้',
  action_ping: 'ติดต่อ',
  action_ping_unanswered: 'ไม่รับสาย',
  action_seat: 'พาไปนั่ง',
  action_remove: 'นำออก',
  action_switch_to_waitlist: 'ย้ายไปรายชื่อรอ',
  action_switch_to_reservation: 'เปลี่ยนเป็นการจอง',
  seatTitle: 'จัดที่นั่งให้ {{label}}',
  tables: 'โต๊ะ',
  checkInTitle: 'ต่อคิวที่ {{outlet}}',
  checkInSubmit: 'เข้าคิว',
  yourNumber: 'หมายเลขของคุณ',
  checkInAgain: 'ลงทะเบียนกลุ่มอื่น',
};
