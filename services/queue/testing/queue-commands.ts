import type { QueueCategory } from '@covers/shared';
import type { QueueDayCommand } from '../queue.commands';
import type { QueueDayEvent } from '../queue.events';

export const RID = 11;
export const SERVICE_DATE = '2034-03-14';
export const partyId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const party = (n: number, category: QueueCategory) => ({
  rid: RID,
  service_date: SERVICE_DATE,
  reservation_id: partyId(n),
  category,
  pax: 2,
  name: `Party ${n}`,
  phone: null,
  quote_minutes: 15,
  joined_at: '2034-03-14T12:00:00.000Z',
});

/** The host (or the check-in page) queues party `n` in `category`. */
export const joinQueue = (n: number, category: QueueCategory = 'A'): QueueDayCommand => ({
  type: 'IssueQueueNumber',
  data: party(n, category),
});

/** What the day's stream holds once party `n` got `number` in `category`. */
export const numbered = (n: number, number: number, category: QueueCategory = 'A'): QueueDayEvent => ({
  type: 'QueueNumberIssued',
  data: { ...party(n, category), number, label: `${category}${number}` },
});

export const offerTable = (n: number): QueueDayCommand => ({
  type: 'RecordTableOffered',
  data: { rid: RID, reservation_id: partyId(n), phone: null },
});
