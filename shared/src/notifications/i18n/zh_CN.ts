import type { Translated } from '../../i18n/define-messages';
import type * as en_US from './en_US';

/** Staff notifications: refusals. */
export const notifications: Translated<typeof en_US.notifications> = {
  notFound: '该通知不存在。',
};

/** The notifications screen and the shell's bell. */
export const notificationsUi: Translated<typeof en_US.notificationsUi> = {
  bell: '通知',
  unread: '{{count}} 条未读',
  markRead: '标为已读',
  markAllRead: '全部标为已读',
  arrived_other: '上方有 {{count}} 条新通知',
  showArrived: '显示',
  unreadOnly: '仅未读',
  empty: '没有通知。',
  openBooking: '打开预订',
  kind_online_booking: '新的在线预订',
  kind_diner_confirmed: '食客已通过链接确认',
  kind_diner_cancelled: '食客已通过链接取消',
  kind_message_failed: '消息发送失败',
  kind_capacity_alert: '容量提醒',
  booking: '{{diner_name}} · {{pax}} 人 · {{date}} {{time}}',
  bookingGone: '预订已不存在',
};
