import type { UacMyAccessResult } from '@covers/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { get } from '../app/services';
import { sessionStore } from './session-store';
import { useSession } from './use-session';

/** The caller's access at the current outlet; the live connection makes it stale when an administrator changes it. */
export const myAccessKey = (rid: number | undefined) => ['uac', rid, 'myAccess'] as const;

/**
 * Keeps the current outlet's access type, permissions and feature flags as the server has them now: an
 * administrator or a super-admin may change them mid-session, and the menu and screens follow at once.
 */
export function OutletAccessSync() {
  const rid = useSession().outlet?.rid;
  const { data } = useQuery({
    queryKey: myAccessKey(rid),
    queryFn: () => get<UacMyAccessResult>('/api/uac/my_access'),
    enabled: rid !== undefined,
  });
  useEffect(() => {
    if (rid !== undefined && data) sessionStore.updateOutletAccess(rid, data);
  }, [rid, data]);
  return null;
}
