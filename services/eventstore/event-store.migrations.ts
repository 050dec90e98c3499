import { EventStoreSchema1732200000000 } from './migrations/1732200000000-event-store-schema';
import { EventPayloadCompression1732270000000 } from './migrations/1732270000000-event-payload-compression';
import { OutboxEventReference1732280000000 } from './migrations/1732280000000-outbox-event-reference';

/** The event store's own schema: infrastructure under every context, so it is set up before them. */
export const EVENT_STORE_MIGRATIONS = [
  EventStoreSchema1732200000000,
  EventPayloadCompression1732270000000,
  OutboxEventReference1732280000000,
];
