import type { EventRow } from './event-store';
import { toRecordedEvent, type EventStore } from './event-store';
import type { Projection } from './projection';

const PAGE_SIZE = 1000;

/**
 * Empties every projection's tables and replays all events in position order (or lets a projection that can rebuild
 * itself set-based do so), in one transaction: readers
 * see the old read models until the new ones commit. Appends that touch a projected table meanwhile wait
 * for the truncation's lock and apply on top of the rebuilt state once it commits; events that commit
 * before the lock are read by the replay (each page is a fresh read-committed statement).
 */
export async function rebuildProjections(
  store: EventStore,
  projections: readonly Projection[] = store.projections,
): Promise<{ events: number; projections: string[] }> {
  const tables = [...new Set(projections.flatMap((p) => p.tables))];
  let replayed = 0;
  await store.dataSource.transaction(async (manager) => {
    if (tables.length > 0) await manager.query(`TRUNCATE ${tables.map(quoteIdentifier).join(', ')} RESTART IDENTITY`);
    for (const projection of projections) if (projection.rebuild) replayed += await projection.rebuild(manager);
    const replaying = projections.filter((p) => !p.rebuild);
    const types = new Set(replaying.flatMap((p) => p.handles));
    if (types.size === 0) return;
    for (let after = 0; ;) {
      const rows: EventRow[] = await manager.query(
        `SELECT position, stream_id, stream_version, rid, type, data, metadata, recorded_at
           FROM events WHERE position > $1 AND type = ANY($2::text[]) ORDER BY position LIMIT $3`,
        [after, [...types], PAGE_SIZE],
      );
      for (const row of rows) {
        const event = toRecordedEvent(row);
        for (const projection of replaying) if (projection.handles.includes(event.type)) await projection.apply(manager, event);
      }
      replayed += rows.length;
      if (rows.length < PAGE_SIZE) break;
      after = Number(rows[rows.length - 1].position);
    }
  });
  return { events: replayed, projections: projections.map((p) => p.name) };
}

function quoteIdentifier(name: string): string {
  return name
    .split('.')
    .map((part) => `"${part.replace(/"/g, '""')}"`)
    .join('.');
}
