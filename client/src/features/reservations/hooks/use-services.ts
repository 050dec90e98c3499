import { useQuery } from '@tanstack/react-query';
import { api } from '../../../app/services';
import { registerEventQueryKeys } from '../../../live/event-query-keys';
import { useSession } from '../../../session/use-session';

export interface ServiceSummary {
  serviceId: string;
  name: string;
  color: string;
  startTime?: string | number;
}

const servicesKey = (rid: number | undefined) => ['session', 'list', rid] as const;

// The filter follows services added, edited or deleted anywhere, without a reload.
registerEventQueryKeys({ 'Service*': (event) => [servicesKey(event.rid ?? undefined)] });

/** The current outlet's services, for the all-day / per-service filter. */
export function useServices() {
  const { outlet } = useSession();
  return useQuery({
    queryKey: servicesKey(outlet?.rid),
    queryFn: () => api.call<ServiceSummary[]>('/api/session/list', { hideError: true }),
    enabled: outlet !== null,
  });
}
