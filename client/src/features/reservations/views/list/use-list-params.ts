import type { ReservationTab } from '@covers/shared';
import { RESERVATION_TABS } from '@covers/shared';
import { useSearchParams } from 'react-router-dom';
import { useMainFilters } from '../main-filters';
import type { ListParams } from '../../api/reservations.api';

export const LIST_FILTERS = ['vip', 'requests_notes', 'deposit_paid', 'deposit_pending', 'large_party', 'campaign'] as const;
export type ListFilter = (typeof LIST_FILTERS)[number];

/**
 * The tab, order, filters and search of the list and the Gantt, kept in the URL next to the main page's day
 * and service (`?tab=upcoming&sort=created_time&f=vip,large_party&q=tan`), so both views and a reload agree.
 */
export function useListParams() {
  const { date, serviceId } = useMainFilters();
  const [search, setSearch] = useSearchParams();
  const tabParam = search.get('tab');
  const tab: ReservationTab = (RESERVATION_TABS as readonly string[]).includes(tabParam ?? '') ? (tabParam as ReservationTab) : 'all';
  const sort: ListParams['sort'] = search.get('sort') === 'created_time' ? 'created_time' : 'reservation_time';
  const filters = new Set(
    (search.get('f') ?? '').split(',').filter((f): f is ListFilter => (LIST_FILTERS as readonly string[]).includes(f)),
  );
  const query = search.get('q') ?? '';

  const params: ListParams = {
    date,
    tab,
    sort,
    service_id: serviceId ?? undefined,
    vip: filters.has('vip') || undefined,
    requests_notes: filters.has('requests_notes') || undefined,
    deposit: filters.has('deposit_paid') ? 'paid' : filters.has('deposit_pending') ? 'pending' : undefined,
    large_party: filters.has('large_party') || undefined,
    campaign: filters.has('campaign') || undefined,
    search: query.trim() || undefined,
  };
  for (const key of Object.keys(params) as (keyof ListParams)[]) if (params[key] === undefined) delete params[key];

  const update = (changes: Record<string, string | null>) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === '') next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: true },
    );

  const toggleFilter = (filter: ListFilter) => {
    const next = new Set(filters);
    if (next.has(filter)) next.delete(filter);
    else {
      next.add(filter);
      // Paid and pending deposit are one field: choosing one drops the other.
      if (filter === 'deposit_paid') next.delete('deposit_pending');
      if (filter === 'deposit_pending') next.delete('deposit_paid');
    }
    update({ f: [...next].join(',') || null });
  };

  return {
    params,
    tab,
    sort,
    filters,
    query,
    setTab: (next: ReservationTab) => update({ tab: next === 'all' ? null : next }),
    setSort: (next: ListParams['sort']) => update({ sort: next === 'reservation_time' ? null : next }),
    toggleFilter,
    setQuery: (next: string) => update({ q: next || null }),
  };
}
