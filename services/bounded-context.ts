import type { MigrationInterface } from 'typeorm';
import type { BatchesLeftOut, Projection } from './eventstore';

/** A bounded context as the rest of the system sees it: what to migrate, what to project, which events and tables are its own. */
export interface BoundedContext {
  name: string;
  /** Its schema, oldest first. */
  migrations: readonly (new () => MigrationInterface)[];
  /** Read models kept inside the appending transaction. */
  projections: readonly Projection[];
  /** Every event type it has ever written: stored streams still hold them all. */
  eventTypes: readonly string[];
  /** Its tables: only its own queries read them (context-boundaries.unit.spec.ts). */
  tables: readonly string[];
  /**
   * Its events that carry a batch (an import's bookings, its new diners), with the data keys that hold it: what the
   * live tailer leaves out (`ReadAllOptions.batchesLeftOut`), as screens only hear that such an event happened.
   */
  batches?: BatchesLeftOut;
}
