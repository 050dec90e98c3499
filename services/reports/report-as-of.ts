import type { EntityManager } from 'typeorm';
import { toRecordedEvent, type EventRow, type EventStore } from '../eventstore';
import { reportsProjection } from './reports.projection';

const PAGE_SIZE = 1000;

/**
 * Runs `read` against the reports' read models as they stood at `instant`: inside one transaction, empty
 * temporary tables of the same names shadow the kept ones (PostgreSQL looks in pg_temp first), the outlets'
 * events recorded up to then are replayed into them by the same projection, and they are dropped at the end.
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
    for (let after = 0; ;) {
      const rows: EventRow[] = await manager.query(
        `SELECT position, stream_id, stream_version, rid, type, data, metadata, recorded_at FROM events
          WHERE position > $1 AND rid = ANY($2::int[]) AND type = ANY($3::text[]) AND recorded_at <= $4
          ORDER BY position LIMIT $5`,
        [after, rids, reportsProjection.handles, instant, PAGE_SIZE],
      );
      for (const row of rows) await reportsProjection.apply(manager, toRecordedEvent(row));
      if (rows.length < PAGE_SIZE) break;
      after = Number(rows[rows.length - 1].position);
    }
    return read(manager);
  });
}
