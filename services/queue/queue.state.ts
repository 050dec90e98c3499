import type { QueueCategory } from '@covers/shared';
import type { QueueDayEvent } from './queue.events';

/** One outlet's service day of the queue folded: the last number of each category and who holds which label. */
export interface QueueDay {
  lastNumber: Partial<Record<QueueCategory, number>>;
  labels: Map<string, string>;
}
export const initialQueueDay = (): QueueDay => ({ lastNumber: {}, labels: new Map() });

export function evolveQueueDay(state: QueueDay, event: QueueDayEvent): QueueDay {
  switch (event.type) {
    case 'QueueNumberIssued': {
      const { category, number, reservation_id, label } = event.data;
      return { lastNumber: { ...state.lastNumber, [category]: number }, labels: new Map(state.labels).set(reservation_id, label) };
    }
    default:
      return state;
  }
}
