import type { Translated } from '../../i18n/define-messages';
import type * as en_US from './en_US';

export const access: Translated<typeof en_US.access> = {
  verificationCodeText: 'รหัสยืนยัน Covers ของคุณคือ {{code}} ใช้ได้ภายใน 5 นาที',
  resetLinkText: 'รีเซ็ตรหัสผ่าน Covers ของคุณด้วยลิงก์นี้ (ใช้ได้ 1 ชั่วโมง): {{link}}',
  accessTypeNameTaken: 'มีประเภทการเข้าถึงนี้อยู่แล้ว',
  accessTypeCreated: 'สร้างประเภทการเข้าถึงแล้ว',
  accessTypeUpdated: 'อัปเดตประเภทการเข้าถึงแล้ว',
  accessTypeDeleted: 'ลบประเภทการเข้าถึงแล้ว',
  userCreated: 'สร้างผู้ใช้แล้ว',
  userUpdated: 'อัปเดตผู้ใช้แล้ว',
  userDeleted: 'ลบผู้ใช้แล้ว',
  unassigned: 'ยังไม่กำหนด',
  levelAll: 'เข้าถึงทั้งหมด',
  levelView: 'ดูอย่างเดียว',
  levelNone: 'ไม่มีสิทธิ์เข้าถึง',
};
