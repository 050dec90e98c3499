import type { Translated } from '../../i18n/define-messages';
import type * as en_US from './en_US';

export const telephony: Translated<typeof en_US.telephony> = {
  keyInvalid: 'คีย์ API นี้ไม่ถูกต้อง',
  keyNotFound: 'ไม่มีคีย์ API นี้',
  keyLimit: 'สาขานี้มีคีย์ API ครบจำนวนสูงสุดแล้ว โปรดเพิกถอนคีย์หนึ่งก่อน',
  labelRequired: 'โปรดตั้งชื่อคีย์',
};

export const telephonyUi: Translated<typeof en_US.telephonyUi> = {
  showIncomingCalls: 'แสดงสายเรียกเข้าบนคอนโซล',
  showIncomingCallsHint: 'เมื่อมีสายเรียกเข้า ทุกหน้าจอของสาขานี้จะแสดงผู้โทรและโปรไฟล์ลูกค้า',
  save: 'บันทึก',
  settingsSaved: 'บันทึกการตั้งค่าแล้ว',
  connection: 'เชื่อมต่อระบบโทรศัพท์ของคุณ',
  connectionHint: 'ระบบโทรศัพท์ของคุณแจ้งทุกสายเรียกเข้าด้วยคำขอ POST มาที่ที่อยู่นี้ โดยใส่หมายเลขผู้โทรใน “caller” และคีย์ API ในส่วนหัว “key”',
  apiKeys: 'คีย์ API',
  noKeys: 'ยังไม่มีคีย์ API',
  keyLabel: 'ชื่อ',
  keyPrefix: 'คีย์',
  keyCreated: 'สร้างเมื่อ',
  keyCreatedBy: 'โดย',
  createKey: 'สร้างคีย์ API',
  create: 'สร้าง',
  cancel: 'ยกเลิก',
  newKeyTitle: 'คีย์ API ใหม่ของคุณ',
  newKeyHint: 'คัดลอกตอนนี้: คีย์จะแสดงเพียงครั้งเดียว',
  done: 'เสร็จสิ้น',
  revoke: 'เพิกถอน',
  revokeConfirm: 'เพิกถอนคีย์นี้หรือไม่? ระบบโทรศัพท์ที่ใช้คีย์นี้จะแจ้งสายเข้าไม่ได้อีก',
  keyRevoked: 'เพิกถอนคีย์ API แล้ว',
  incomingCall: 'สายเรียกเข้า',
  unknownCaller: 'ไม่อยู่ในสมุดรายชื่อลูกค้า',
  addReservation: 'เพิ่มการจอง',
};
