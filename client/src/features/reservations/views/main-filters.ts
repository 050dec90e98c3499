import { useSearchParams } from 'react-router-dom';
import { outletToday } from '../../../session/outlet-today';
import { useSession } from '../../../session/use-session';

export const DATE_FORMAT = 'YYYY-MM-DD';

/**
 * The day and service the main page's three views (list, Gantt, table plan) share, kept in the URL
 * (`?date=2026-01-31&service=<serviceId>`) so a reload or a shared link shows the same.
 */
export function useMainFilters() {
  const [params, setParams] = useSearchParams();
  const today = outletToday(useSession().outlet?.timezone);
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
