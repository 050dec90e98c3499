import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../../session/use-session';
import { onlineApi } from '../api/online.api';
import { onlineKey } from '../api/online.keys';

export function useOnlineSettings() {
  const rid = useSession().outlet?.rid;
  return useQuery({ queryKey: [...onlineKey(rid), 'settings'], queryFn: onlineApi.settings, enabled: rid !== undefined });
}

export function useOfflineSeats() {
  const rid = useSession().outlet?.rid;
  return useQuery({ queryKey: [...onlineKey(rid), 'offlineSeats'], queryFn: onlineApi.offlineSeats, enabled: rid !== undefined });
}
