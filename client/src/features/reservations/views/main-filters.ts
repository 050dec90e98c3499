import { useSearchParams } from 'react-router-dom';
import { outletToday } from '../../../session/outlet-today';
import { useSession } from '../../../session/use-session';
import { useServiceDay } from '../hooks/use-reservation-queries';

export const DATE_FORMAT = 'YYYY-MM-DD';

/**
 * The day and service the main page's three views (list, Gantt, table plan) share, kept in the URL
 * (`?date=2026-01-31&service=<serviceId>`) so a reload or a shared link shows the same. Without a date they show
 * the outlet's service day, which stays the previous date while a night service runs past midnight.
 */
export function useMainFilters() {
  const [params, setParams] = useSearchParams();
  const timeZone = useSession().outlet?.timezone;
  const today = useServiceDay().data?.date ?? outletToday(timeZone);
  const date = params.get('date') ?? today;
  const serviceId = params.get('service');
  const update = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null) next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: true },
    );
  return {
    date,
    serviceId,
    today,
    setDate: (next: string) => update({ date: next === today ? null : next }),
    setServiceId: (next: string | null) => update({ service: next }),
  };
}
