import type { Folding } from '../eventstore';
import type { QueueCategory } from '@covers/shared';
import type { QueueDayEvent } from './queue.events';

/** One outlet's service day of the queue folded: the last number of each category and who holds which label. */
export interface QueueDay {
  lastNumber: Partial<Record<QueueCategory, number>>;
  labels: Map<string, string>;
}
export const initialQueueDay = (): QueueDay => ({ lastNumber: {}, labels: new Map() });

/** Folds one event in. The state is private to one fold, so it is updated in place. */
export function evolveQueueDay(state: QueueDay, event: QueueDayEvent): QueueDay {
  switch (event.type) {
    case 'QueueNumberIssued': {
      const { category, number, reservation_id, label } = event.data;
      state.lastNumber[category] = number;
      state.labels.set(reservation_id, label);
      return state;
    }
    default:
      return state;
  }
}

/** A queue day as kept folded between decisions, sized by its parties. */
export const queueDayFolding: Folding<QueueDay> = {
  initialState: initialQueueDay,
  evolve: evolveQueueDay,
  copy: (day) => ({ lastNumber: { ...day.lastNumber }, labels: new Map(day.labels) }),
  size: (day) => day.labels.size,
};
