import { useQuery } from '@tanstack/react-query';
import type { Dayjs } from 'dayjs';
import { useSession } from '../../../session/use-session';
import { availabilityApi } from '../api/availability.api';
import { availabilityKey } from '../api/availability.keys';
import { monthGrid } from '../calendar-range';

export function useCalendar(month: Dayjs, pax: number) {
  const rid = useSession().outlet?.rid;
  const { from, to } = monthGrid(month);
  return useQuery({
    queryKey: [...availabilityKey(rid), 'calendar', from, to, pax],
    queryFn: () => availabilityApi.calendar(from, to, pax),
    enabled: rid !== undefined,
    placeholderData: (previous) => previous,
  });
}

/** Everything set on one date (note, ad-hoc services, quick edits, switches, forbidden tables) and its effective switches. */
export function useDaySettings(date: string) {
  const rid = useSession().outlet?.rid;
  const entry = useQuery({
    queryKey: [...availabilityKey(rid), 'special', date],
    queryFn: async () => (await availabilityApi.specialDates(date, date)).find((day) => day.date === date) ?? null,
    enabled: rid !== undefined,
  });
  const switches = useQuery({
    queryKey: [...availabilityKey(rid), 'switches', date],
    queryFn: () => availabilityApi.switches(date),
    enabled: rid !== undefined,
  });
  return { entry, switches };
}
