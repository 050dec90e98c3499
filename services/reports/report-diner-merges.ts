import type { EntityManager } from 'typeorm';
import type { DinerEvent } from '../diners';

type MergeEvent = Extract<DinerEvent, { type: 'DinerKeptInMerge' | 'DinerKeptMergeUndone' | 'DinerMergedAwayRestored' }>;

export const MERGE_EVENT_TYPES: MergeEvent['type'][] = ['DinerKeptInMerge', 'DinerKeptMergeUndone', 'DinerMergedAwayRestored'];

/**
 * Keeps which diner each merged-away diner's bookings count for, and answers the diners whose first visits may have
 * moved. An undo and the restore of the merged diner commute: each touches only the links it owns.
 */
export async function followMerge(manager: EntityManager, event: MergeEvent): Promise<string[]> {
  // The diner of the event's stream: the kept one, or the one restored.
  const own = event.data.diner.diner_id;
  switch (event.type) {
    case 'DinerKeptInMerge':
      await manager.query(
        `INSERT INTO report_diner_merges (diner_id, kept_id) SELECT unnest($1::uuid[]), $2
         ON CONFLICT (diner_id) DO UPDATE SET kept_id = EXCLUDED.kept_id`,
        [event.data.absorbed, own],
      );
      return [own, ...event.data.absorbed];
    case 'DinerKeptMergeUndone':
      await manager.query(`DELETE FROM report_diner_merges WHERE diner_id = ANY($1::uuid[]) AND kept_id = $2`, [event.data.released, own]);
      return [own, ...event.data.released];
    case 'DinerMergedAwayRestored':
      await manager.query(
        `INSERT INTO report_diner_merges (diner_id, kept_id) SELECT unnest($1::uuid[]), $2
         ON CONFLICT (diner_id) DO UPDATE SET kept_id = EXCLUDED.kept_id`,
        [event.data.absorbed, own],
      );
      return [own, event.data.kept_id, ...event.data.absorbed];
  }
}
