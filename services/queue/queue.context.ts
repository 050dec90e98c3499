import type { BoundedContext } from '../bounded-context';
import { QUEUE_EVENT_TYPES } from './queue.events';
import { queueProjection } from './queue.projection';
import { QueueSchema1732710000000 } from './migrations/1732710000000-queue-schema';
import { QueueBackgrounds1732710000001 } from './migrations/1732710000001-queue-backgrounds';
import { QueueWaitQuotes1732710000010 } from './migrations/1732710000010-queue-wait-quotes';

export const queueContext: BoundedContext = {
  name: 'queue',
  migrations: [QueueSchema1732710000000, QueueBackgrounds1732710000001, QueueWaitQuotes1732710000010],
  projections: [queueProjection],
  eventTypes: QUEUE_EVENT_TYPES,
  // queue_backgrounds is the images' store, written beside their events, not a read model: a rebuild keeps it.
  tables: [...queueProjection.tables, 'queue_backgrounds'],
};
