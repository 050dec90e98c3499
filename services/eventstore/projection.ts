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
  /**
   * Optional: the events of one multi-stream append (`appendMany`: an import's service days) that it handles, in
   * position order, applied set-based (a few statements for all of them instead of some for each), to the same
   * state as `apply` on each in turn.
   */
  applyAll?(manager: EntityManager, events: readonly RecordedEvent[]): Promise<void>;
  /**
   * Optional: fills the emptied tables from the events set-based (a few statements instead of one round trip per
   * event), to the same state as replaying them through `apply`; answers how many events it read.
   */
  rebuild?(manager: EntityManager): Promise<number>;
}
