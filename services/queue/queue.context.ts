import type { BoundedContext } from '../bounded-context';
import { QUEUE_EVENT_TYPES } from './queue.events';
import { queueProjection } from './queue.projection';
import { QueueSchema1732710000000 } from './migrations/1732710000000-queue-schema';

export const queueContext: BoundedContext = {
  name: 'queue',
  migrations: [QueueSchema1732710000000],
  projections: [queueProjection],
  eventTypes: QUEUE_EVENT_TYPES,
  tables: queueProjection.tables,
};
