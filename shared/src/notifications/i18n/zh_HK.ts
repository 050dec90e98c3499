import type { Translated } from '../../i18n/define-messages';
import type * as en_US from './en_US';

/** Staff notifications: refusals. */
export const notifications: Translated<typeof en_US.notifications> = {
  notFound: '該通知不存在。',
};

/** The notifications screen and the shell's bell. */
export const notificationsUi: Translated<typeof en_US.notificationsUi> = {
  bell: '通知',
  unread: '{{count}} 則未讀',
  markRead: '標為已讀',
  markAllRead: '全部標為已讀',
  arrived_other: '上方有 {{count}} 則新通知',
  showArrived: '顯示',
  unreadOnly: '只顯示未讀',
  empty: '沒有通知。',
  openBooking: '開啟預訂',
  kind_online_booking: '新的網上預訂',
  kind_diner_confirmed: '食客已透過連結確認',
  kind_diner_cancelled: '食客已透過連結取消',
  kind_message_failed: '訊息發送失敗',
  kind_capacity_alert: '容量提示',
  booking: '{{diner_name}} · {{pax}} 人 · {{date}} {{time}}',
  bookingGone: '預訂已不存在',
};
