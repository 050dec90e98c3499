import { FULFILLED_STATUSES } from '@covers/shared';
import type { EntityManager } from 'typeorm';

/** The diner a booking's visits count for: the diner it was merged into, if it was. */
export const IDENTITY_SQL = (dinerId: string) =>
  `coalesce((SELECT m.kept_id FROM report_diner_merges m WHERE m.diner_id = ${dinerId}), ${dinerId})`;

/**
 * Works the first fulfilled visit out again for the diners these diner ids count for (at one outlet, or at every
 * outlet when `rid` is null): the earliest fulfilled booking of the diner or of any diner merged into it. Each change
 * moves the diner's count in the daily rollup's first visits (dimension first_visit) from the old day to the new one.
 */
export async function settleFirstVisits(manager: EntityManager, dinerIds: readonly (string | null)[], rid: number | null): Promise<void> {
  const touched = [...new Set(dinerIds.filter((id): id is string => !!id))];
  if (touched.length === 0) return;
  await manager.query(
    `WITH touched AS (SELECT unnest($1::uuid[]) AS diner_id),
     identities AS (SELECT DISTINCT ${IDENTITY_SQL('t.diner_id')} AS identity FROM touched t),
     members AS (SELECT identity AS diner_id, identity FROM identities
                 UNION SELECT m.diner_id, m.kept_id FROM report_diner_merges m JOIN identities i ON i.identity = m.kept_id),
     fresh AS (SELECT b.rid, mb.identity AS diner_id, min(b.date) AS first_date
                 FROM members mb JOIN report_bookings b ON b.diner_id = mb.diner_id
                WHERE b.status = ANY($2::text[]) AND ($3::int IS NULL OR b.rid = $3) GROUP BY 1, 2),
     old AS (SELECT f.rid, f.diner_id, f.first_date FROM report_first_visits f
              WHERE f.diner_id IN (SELECT diner_id FROM members UNION SELECT diner_id FROM touched) AND ($3::int IS NULL OR f.rid = $3)),
     changed AS (SELECT coalesce(n.rid, o.rid) AS rid, coalesce(n.diner_id, o.diner_id) AS diner_id, n.first_date AS new_date, o.first_date AS old_date
                   FROM fresh n FULL JOIN old o ON o.rid = n.rid AND o.diner_id = n.diner_id
                  WHERE n.first_date IS DISTINCT FROM o.first_date),
     gone AS (DELETE FROM report_first_visits f USING changed c WHERE f.rid = c.rid AND f.diner_id = c.diner_id AND c.new_date IS NULL),
     moved AS (INSERT INTO report_first_visits (rid, diner_id, first_date) SELECT rid, diner_id, new_date FROM changed WHERE new_date IS NOT NULL
               ON CONFLICT (rid, diner_id) DO UPDATE SET first_date = EXCLUDED.first_date)
     INSERT INTO report_rollups AS t (rid, date, dimension, value, status, bookings, adults, children)
     SELECT rid, date, 'first_visit', '', '', sum(n), 0, 0
       FROM (SELECT rid, new_date AS date, 1 AS n FROM changed WHERE new_date IS NOT NULL
             UNION ALL SELECT rid, old_date, -1 FROM changed WHERE old_date IS NOT NULL) x
      GROUP BY rid, date
     ON CONFLICT (rid, dimension, date, value, status) DO UPDATE SET bookings = t.bookings + EXCLUDED.bookings`,
    [touched, FULFILLED_STATUSES, rid],
  );
}

/** Every diner's first fulfilled visit per outlet, and their count per day, from the bookings at once (the tables empty). */
export async function fillFirstVisits(manager: EntityManager): Promise<void> {
  await manager.query(
    `INSERT INTO report_first_visits (rid, diner_id, first_date)
     SELECT b.rid, coalesce(m.kept_id, b.diner_id), min(b.date) FROM report_bookings b LEFT JOIN report_diner_merges m ON m.diner_id = b.diner_id
      WHERE b.diner_id IS NOT NULL AND b.status = ANY($1::text[]) GROUP BY 1, 2`,
    [FULFILLED_STATUSES],
  );
  await manager.query(
    `INSERT INTO report_rollups (rid, date, dimension, value, status, bookings, adults, children)
     SELECT rid, first_date, 'first_visit', '', '', count(*), 0, 0 FROM report_first_visits GROUP BY rid, first_date`,
  );
}
