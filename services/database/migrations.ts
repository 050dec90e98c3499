import { EventStoreSchema1732200000000 } from '../eventstore/migrations/1732200000000-event-store-schema';

/** Every context's migrations, in the order they were written. */
export const ALL_MIGRATIONS = [EventStoreSchema1732200000000];
