import type { Service } from '@covers/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../app/services';
import { useSession } from '../../../session/use-session';
import { servicesKey } from '../../availability/api/availability.keys';

/** The services the current outlet runs on `date`, for the main page's all-day / per-service filter. */
export function useServicesOn(date: string) {
  const { outlet } = useSession();
  return useQuery({
    queryKey: [...servicesKey(outlet?.rid), date],
    queryFn: () => api.call<Service[]>('/api/session/list', { data: { date }, hideError: true }),
    enabled: outlet !== null,
  });
}
