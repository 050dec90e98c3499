import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../../session/use-session';
import { availabilityApi, type TimeSlotsQuery } from '../api/availability.api';
import { availabilityKey, sectionsKey, servicesKey, tablePlanChoicesKey } from '../api/availability.keys';

function useRid(): number | undefined {
  return useSession().outlet?.rid;
}

/** The current outlet's services, by start time. */
export function useServiceList() {
  const rid = useRid();
  return useQuery({ queryKey: servicesKey(rid), queryFn: availabilityApi.services, enabled: rid !== undefined });
}

/** Sections in service, for table priority, service sections and forbidden tables. */
export function useSections() {
  const rid = useRid();
  return useQuery({ queryKey: sectionsKey(rid), queryFn: availabilityApi.sections, enabled: rid !== undefined });
}

export function useTablePlans() {
  const rid = useRid();
  return useQuery({ queryKey: tablePlanChoicesKey(rid), queryFn: availabilityApi.tablePlans, enabled: rid !== undefined });
}

export function useCapacityAlert() {
  const rid = useRid();
  return useQuery({
    queryKey: [...availabilityKey(rid), 'capacityAlert'],
    queryFn: availabilityApi.capacityAlert,
    enabled: rid !== undefined,
  });
}

/** One date's bookable times for a party, by channel; the previous answer stays shown while the next loads. */
export function useTimeSlots(query: TimeSlotsQuery & { date: string; pax: number }) {
  const rid = useRid();
  return useQuery({
    queryKey: [...availabilityKey(rid), 'times', query.date, query.pax, query.channel, query.excludeReservationId],
    queryFn: () => availabilityApi.timeSlots(query),
    // A form still being filled in (no date, no party yet) asks nothing.
    enabled: rid !== undefined && query.date !== '' && query.pax > 0,
    placeholderData: (previous) => previous,
  });
}
