import type { EntityManager } from 'typeorm';
import type { EventStore } from '../eventstore';
import { REPORTED_EVENT_TYPES, reportsProjection } from './reports.projection';
import { fillReportsFromEvents } from './reports.rebuild';

/**
 * Runs `read` against the reports' read models as they stood at `instant`: inside one transaction, empty
 * temporary tables of the same names shadow the kept ones (PostgreSQL looks in pg_temp first), they are filled from
 * the outlets' events recorded up to then as a rebuild fills the kept ones, and they are dropped at the end.
 */
export async function asOf<T>(
  store: EventStore,
  rids: readonly number[],
  instant: string,
  read: (db: EntityManager) => Promise<T>,
): Promise<T> {
  return store.dataSource.transaction(async (manager) => {
    for (const table of reportsProjection.tables)
      await manager.query(`CREATE TEMPORARY TABLE ${table} (LIKE ${table} INCLUDING ALL) ON COMMIT DROP`);
    await fillReportsFromEvents(manager, REPORTED_EVENT_TYPES, { rids, upTo: instant });
    return read(manager);
  });
}
