import type { BoundedContext } from '../bounded-context';
import { messagingProjection } from './messaging.projection';
import { MessagingSchema1732700000000 } from './migrations/1732700000000-messaging-schema';

export const messagingContext: BoundedContext = {
  name: 'messaging',
  migrations: [MessagingSchema1732700000000],
  projections: [messagingProjection],
  eventTypes: messagingProjection.handles,
  tables: messagingProjection.tables,
};
