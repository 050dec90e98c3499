import type { FeatureFlags } from '@covers/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { get } from '../app/services';
import { sessionStore } from './session-store';
import { useSession } from './use-session';

export const outletFeaturesKey = (rid: number | undefined) => ['uac', rid, 'features'] as const;

/** Keeps the current outlet's feature flags as the server has them now: a super-admin may change them mid-session. */
export function OutletFeatureSync() {
  const rid = useSession().outlet?.rid;
  const { data } = useQuery({
    queryKey: outletFeaturesKey(rid),
    queryFn: () => get<{ feature_flags: FeatureFlags }>('/api/uac/features'),
    enabled: rid !== undefined,
  });
  useEffect(() => {
    if (rid !== undefined && data) sessionStore.updateOutletFlags(rid, data.feature_flags);
  }, [rid, data]);
  return null;
}
