import type { EntityManager } from 'typeorm';
import type { RecordedEvent } from './event.types';

/**
 * A read model kept by SQL. Inline projections run inside the appending transaction; every projection
 * can be rebuilt from the events, so `tables` lists what a rebuild empties first.
 */
export interface Projection {
  name: string;
  tables: readonly string[];
  handles: readonly string[];
  apply(manager: EntityManager, event: RecordedEvent): Promise<void>;
}
