import { useQuery } from '@tanstack/react-query';
import { useWrite } from '../../../api/use-write';
import { useSession } from '../../../session/use-session';
import { notificationsApi } from '../api/notifications.api';
import { notificationListKey, notificationsKey, unreadNotificationsKey } from '../api/notifications.keys';

export function useNotificationList(page: number, pageSize: number, unreadOnly: boolean) {
  const rid = useSession().outlet?.rid;
  return useQuery({
    queryKey: notificationListKey(rid, page, pageSize, unreadOnly),
    queryFn: () => notificationsApi.list({ page, page_size: pageSize, unread_only: unreadOnly }),
    enabled: rid !== undefined,
  });
}

/** This user's unread count at the current outlet, for the shell's bell. */
export function useUnreadNotifications() {
  const rid = useSession().outlet?.rid;
  return useQuery({ queryKey: unreadNotificationsKey(rid), queryFn: notificationsApi.unread, enabled: rid !== undefined });
}

export function useMarkNotificationsRead() {
  const rid = useSession().outlet?.rid;
  return useWrite({ write: notificationsApi.markRead, invalidates: [notificationsKey(rid)], showsRefusal: true });
}
