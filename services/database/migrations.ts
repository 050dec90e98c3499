import { CONTEXTS } from '../contexts';
import { EVENT_STORE_MIGRATIONS } from '../eventstore/event-store.migrations';

/** The event store's migrations, then every context's in the order of services/contexts.ts (TypeORM runs them by timestamp). */
export const ALL_MIGRATIONS = [...EVENT_STORE_MIGRATIONS, ...CONTEXTS.flatMap((context) => context.migrations)];
