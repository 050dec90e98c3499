import type { Translated } from '../../i18n/define-messages';
import type * as en_US from './en_US';

/** Staff notifications: refusals. */
export const notifications: Translated<typeof en_US.notifications> = {
  notFound: 'Notifikasi itu tidak ada.',
};

/** The notifications screen and the shell's bell. */
export const notificationsUi: Translated<typeof en_US.notificationsUi> = {
  bell: 'Notifikasi',
  unread: '{{count}} belum dibaca',
  markRead: 'Tandai dibaca',
  markAllRead: 'Tandai semua dibaca',
  arrived_other: '{{count}} notifikasi baru di atas',
  showArrived: 'Tampilkan',
  unreadOnly: 'Hanya yang belum dibaca',
  empty: 'Tidak ada notifikasi.',
  openBooking: 'Buka reservasi',
  kind_online_booking: 'Reservasi online baru',
  kind_diner_confirmed: 'Tamu mengonfirmasi lewat tautan',
  kind_diner_cancelled: 'Tamu membatalkan lewat tautan',
  kind_message_failed: 'Pesan gagal',
  kind_capacity_alert: 'Peringatan kapasitas',
  booking: '{{diner_name}} · {{pax}} · {{date}} {{time}}',
  bookingGone: 'Reservasi sudah tidak ada',
};
