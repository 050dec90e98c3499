import type { Service } from '@covers/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../app/services';
import { useSession } from '../../../session/use-session';
import { servicesKey } from '../../availability/api/availability.keys';

/** The current outlet's services, for the all-day / per-service filter. */
export function useServices() {
  const { outlet } = useSession();
  return useQuery({
    queryKey: servicesKey(outlet?.rid),
    queryFn: () => api.call<Service[]>('/api/session/list', { hideError: true }),
    enabled: outlet !== null,
  });
}
