import { FULFILLED_STATUSES } from '@covers/shared';
import type { DataSource, EntityManager } from 'typeorm';

/** How a diner's bookings went, across every outlet of the group: derived from the reservations, never typed in. */
export interface DinerVisitStats {
  diner_id: string;
  visits: number;
  no_shows: number;
  cancellations: number;
  last_visit: string | null;
}

export async function dinerVisitStats(db: DataSource | EntityManager, dinerIds: readonly string[]): Promise<DinerVisitStats[]> {
  if (dinerIds.length === 0) return [];
  return db.query(
    `SELECT diner_id,
            count(*) FILTER (WHERE status = ANY($2::text[]))::int AS visits,
            count(*) FILTER (WHERE status = 'NoShow')::int AS no_shows,
            count(*) FILTER (WHERE status = 'Cancelled')::int AS cancellations,
            max(date) FILTER (WHERE status = ANY($2::text[])) AS last_visit
       FROM reservations WHERE diner_id = ANY($1::uuid[]) GROUP BY diner_id`,
    [dinerIds, FULFILLED_STATUSES],
  );
}
