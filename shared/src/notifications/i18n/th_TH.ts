import type { Translated } from '../../i18n/define-messages';
import type * as en_US from './en_US';

/** Staff notifications: refusals. */
export const notifications: Translated<typeof en_US.notifications> = {
  notFound: 'ไม่พบการแจ้งเตือนนี้',
};

/** The notifications screen and the shell's bell. */
export const notificationsUi: Translated<typeof en_US.notificationsUi> = {
  bell: 'การแจ้งเตือน',
  unread: 'ยังไม่อ่าน {{count}} รายการ',
  markRead: 'ทำเครื่องหมายว่าอ่านแล้ว',
  markAllRead: 'อ่านทั้งหมดแล้ว',
  arrived_other: 'มีการแจ้งเตือนใหม่ {{count}} รายการด้านบน',
  showArrived: 'แสดง',
  unreadOnly: 'เฉพาะที่ยังไม่อ่าน',
  empty: 'ไม่มีการแจ้งเตือน',
  openBooking: 'เปิดการจอง',
  kind_online_booking: 'การจองออนไลน์ใหม่',
  kind_diner_confirmed: 'ลูกค้ายืนยันทางลิงก์',
  kind_diner_cancelled: 'ลูกค้ายกเลิกทางลิงก์',
  kind_message_failed: 'ส่งข้อความไม่สำเร็จ',
  kind_capacity_alert: 'แจ้งเตือนความจุ',
  booking: '{{diner_name}} · {{pax}} ท่าน · {{date}} {{time}}',
  bookingGone: 'ไม่มีการจองนี้แล้ว',
};
