import type { Translated } from '../../i18n/define-messages';
import type * as en_US from './en_US';

export const messaging: Translated<typeof en_US.messaging> = {
  noPhone: 'การจองนี้ไม่มีหมายเลขโทรศัพท์สำหรับโทรหรือส่ง SMS',
  noEmail: 'การจองนี้ไม่มีที่อยู่อีเมล',
  webhookUnsigned: 'คำขอนี้ไม่ได้ลงนามโดยผู้ให้บริการข้อความ',
};

export const messageDefaults: Translated<typeof en_US.messageDefaults> = {
  confirmation_subject: 'ยืนยันการจองของคุณแล้ว',
  confirmation_text:
    'เรียนคุณ {{diner_name}} โต๊ะสำหรับ {{party_size}} ท่าน วันที่ {{booking_time}} ได้รับการจองแล้ว หมายเลขการจอง: {{booking_number}}',
  confirmation_sms: 'จองแล้ว: {{party_size}} ท่าน {{booking_time}} หมายเลข {{booking_number}}',
  change_subject: 'การจองของคุณมีการเปลี่ยนแปลง',
  change_text: 'เรียนคุณ {{diner_name}} การจอง {{booking_number}} เปลี่ยนเป็น {{party_size}} ท่าน วันที่ {{booking_time}}',
  change_sms: 'เปลี่ยนแล้ว: {{party_size}} ท่าน {{booking_time}} หมายเลข {{booking_number}}',
  ping_subject: 'โต๊ะของคุณ',
  ping_text: 'เรียนคุณ {{diner_name}} เกี่ยวกับการจอง {{party_size}} ท่าน วันที่ {{booking_time}} โปรดแจ้งให้เราทราบว่าคุณจะมาหรือไม่',
  ping_sms: 'เกี่ยวกับการจอง {{party_size}} ท่าน {{booking_time}}: โปรดแจ้งว่าคุณจะมาหรือไม่',
  resend_subject: 'การจองของคุณ',
  resend_text: 'เรียนคุณ {{diner_name}} โต๊ะสำหรับ {{party_size}} ท่าน วันที่ {{booking_time}} ได้รับการจองแล้ว หมายเลขการจอง: {{booking_number}}',
  resend_sms: 'การจองของคุณ: {{party_size}} ท่าน {{booking_time}} หมายเลข {{booking_number}}',
  notSent: 'กล่องขาออกสำหรับพัฒนา: ไม่ได้ส่ง',
};
