import { isOpenQueueStatus, type QueueCategory, type QueueCategorySummary, type QueueScreenResult } from '@covers/shared';
import type { QueueEntry } from './queue.queries';

type ScreenEntry = Pick<QueueEntry, 'reservation_id' | 'category' | 'status' | 'label'>;

/** A status screen's view, with the service day and the open parties it was made from. */
export interface QueueScreenState {
  view: QueueScreenResult;
  serviceDate: string;
  open: ScreenEntry[];
}

/** Per category, in letter order: the numbers offered a table now, and the parties still waiting for one. */
export function summarise(entries: Pick<QueueEntry, 'category' | 'status' | 'label'>[]): QueueCategorySummary[] {
  const categories = [...new Set(entries.map((entry) => entry.category))].sort();
  return categories.map((category) => {
    const mine = entries.filter((entry) => entry.category === category);
    return {
      category,
      called: mine.filter((entry) => entry.status === 'Offered').map((entry) => entry.label),
      waiting: mine.filter((entry) => entry.status !== 'Offered').length,
    };
  });
}

/** The screen's categories with the numbers called and the parties waiting of `open`; each keeps its wait. */
export function screenCategories(
  categories: { category: QueueCategory; wait_minutes: number }[],
  open: ScreenEntry[],
): QueueScreenResult['categories'] {
  const summaries = summarise(open);
  return categories.map(({ category, wait_minutes }) => ({
    ...(summaries.find((summary) => summary.category === category) ?? { category, called: [], waiting: 0 }),
    wait_minutes,
  }));
}

/** A committed event as the screens' state reads it. */
export type ScreenEvent = { type: string; data: unknown };

/**
 * The screen after these committed events, from what they say alone: a number issued joins the queue, a status change
 * calls, moves or closes a party. Nothing else is read, so screens show a call the moment it is heard; the waits stay
 * as last read until the view is read again. Null when the events change nothing shown. Applying an event the state
 * was read after changes nothing.
 */
export function screenStateAfter(state: QueueScreenState, events: readonly ScreenEvent[]): QueueScreenState | null {
  let open = state.open;
  for (const event of events) {
    if (event.type === 'QueueNumberIssued') {
      const issued = event.data as ScreenEntry & { service_date: string };
      if (issued.service_date !== state.serviceDate || open.some((entry) => entry.reservation_id === issued.reservation_id)) continue;
      const { reservation_id, category, label } = issued;
      open = [...open, { reservation_id, category, label, status: 'Queue' }];
    } else if (event.type === 'ReservationStatusChanged') {
      const { reservation_id, to } = event.data as { reservation_id: string; to: string };
      if (!open.some((entry) => entry.reservation_id === reservation_id)) continue;
      open = isOpenQueueStatus(to)
        ? open.map((entry) => (entry.reservation_id === reservation_id ? { ...entry, status: to } : entry))
        : open.filter((entry) => entry.reservation_id !== reservation_id);
    }
  }
  if (open === state.open) return null;
  const categories = screenCategories(state.view.categories, open);
  if (JSON.stringify(categories) === JSON.stringify(state.view.categories)) return null;
  return { ...state, open, view: { ...state.view, categories } };
}
