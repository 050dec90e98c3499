/** Staff notifications: refusals. */
export const notifications = {
  notFound: 'That notification does not exist.',
};

/** The notifications screen and the shell's bell. */
export const notificationsUi = {
  bell: 'Notifications',
  unread: '{{count}} unread',
  markRead: 'Mark read',
  markAllRead: 'Mark all read',
  arrived_one: '{{count}} new notification above',
  arrived_other: '{{count}} new notifications above',
  showArrived: 'Show',
  unreadOnly: 'Unread only',
  empty: 'No notifications.',
  openBooking: 'Open booking',
  kind_online_booking: 'New online booking',
  kind_diner_confirmed: 'Diner confirmed by link',
  kind_diner_cancelled: 'Diner cancelled by link',
  kind_message_failed: 'Message failed',
  kind_capacity_alert: 'Capacity alert',
  booking: '{{diner_name}} · {{pax}} · {{date}} {{time}}',
  bookingGone: 'Booking no longer exists',
};
