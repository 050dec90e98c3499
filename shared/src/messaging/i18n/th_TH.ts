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
  reminder_subject: 'แจ้งเตือน: การจองของคุณ',
  reminder_text: 'เรียนคุณ {{diner_name}} ขอแจ้งเตือนการจองโต๊ะสำหรับ {{party_size}} ท่าน วันที่ {{booking_time}} หมายเลขการจอง: {{booking_number}}',
  reminder_sms: 'แจ้งเตือน: {{party_size}} ท่าน {{booking_time}} หมายเลข {{booking_number}}',
  cancellation_subject: 'การจองของคุณถูกยกเลิกแล้ว',
  cancellation_text: 'เรียนคุณ {{diner_name}} การจอง {{booking_number}} สำหรับ {{party_size}} ท่าน วันที่ {{booking_time}} ถูกยกเลิกแล้ว',
  cancellation_sms: 'ยกเลิกแล้ว: {{party_size}} ท่าน {{booking_time}} หมายเลข {{booking_number}}',
  ping_subject: 'โต๊ะของคุณ',
  ping_text: 'เรียนคุณ {{diner_name}} เกี่ยวกับการจอง {{party_size}} ท่าน วันที่ {{booking_time}} โปรดแจ้งให้เราทราบว่าคุณจะมาหรือไม่',
  ping_sms: 'เกี่ยวกับการจอง {{party_size}} ท่าน {{booking_time}}: โปรดแจ้งว่าคุณจะมาหรือไม่',
};

export const messagingUi: Translated<typeof en_US.messagingUi> = {
  section: 'ข้อความถึงลูกค้า',
  noMessages: 'ยังไม่มีข้อความ',
  notSent: 'ไม่ได้ส่ง (กล่องขาออกสำหรับพัฒนา)',
  history: 'ประวัติ',
  state_queued: 'อยู่ในคิว',
  state_sent: 'ส่งแล้ว',
  state_delivered: 'ถึงผู้รับแล้ว',
  state_failed: 'ล้มเหลว',
  state_answered: 'รับสายแล้ว',
  state_no_answer: 'ไม่มีผู้รับสาย',
  kind_confirmation: 'ยืนยัน',
  kind_change: 'การจองเปลี่ยนแปลง',
  kind_ping: 'โทรแจ้ง',
  kind_ping_sms: 'SMS แจ้ง',
  kind_resend: 'ส่งซ้ำ',
  channel_email: 'อีเมล',
  channel_sms: 'SMS',
  channel_voice: 'โทรด้วยเสียง',
};
