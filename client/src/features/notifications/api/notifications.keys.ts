/** Every cached notifications query of an outlet starts with this key: any event that may notify refreshes them all. */
export const notificationsKey = (rid: number | undefined) => ['notifications', rid] as const;
export const notificationListKey = (rid: number | undefined, page: number, pageSize: number, unreadOnly: boolean) =>
  [...notificationsKey(rid), 'list', page, pageSize, unreadOnly] as const;
export const unreadNotificationsKey = (rid: number | undefined) => [...notificationsKey(rid), 'unread'] as const;
