import { FULFILLED_STATUSES } from '@covers/shared';
import type { MigrationInterface, QueryRunner } from 'typeorm';
import { countedDinerIds, standingDinerId } from '../../diners';

const fulfilled = FULFILLED_STATUSES.map((status) => `'${status}'`).join(', ');

/**
 * A merged-away diner's bookings count at the diner that stands for it (the diners context says which:
 * `standingDinerId`, `countedDinerIds`). The visit counts kept as reservations change (DinerVisitStats) are credited to
 * the standing diner; the diners projection refreshes both diners on a merge and on its undo.
 */
export class MergedDinerVisitStats1732610000000 implements MigrationInterface {
  name = 'MergedDinerVisitStats1732610000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE OR REPLACE FUNCTION diner_visit_stats_refresh(ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
      DECLARE standing uuid[];
      BEGIN
        standing := ARRAY(SELECT DISTINCT ${standingDinerId('u.id')} FROM unnest(ids) AS u(id));
        INSERT INTO diner_visit_stats (diner_id, visit_count, cancellation_count, no_show_count)
          SELECT id, 0, 0, 0 FROM unnest(standing) AS u(id) ORDER BY id ON CONFLICT (diner_id) DO NOTHING;
        PERFORM 1 FROM diner_visit_stats WHERE diner_id = ANY(standing) ORDER BY diner_id FOR UPDATE;
        UPDATE diner_visit_stats v SET visit_count = c.visit_count, cancellation_count = c.cancellation_count,
               no_show_count = c.no_show_count, last_visit = c.last_visit
          FROM (SELECT u.id, c.* FROM unnest(standing) AS u(id), LATERAL (
                  SELECT count(*) FILTER (WHERE r.status IN (${fulfilled}))::int AS visit_count,
                         count(*) FILTER (WHERE r.status = 'Cancelled')::int AS cancellation_count,
                         count(*) FILTER (WHERE r.status = 'NoShow')::int AS no_show_count,
                         max(r.date) FILTER (WHERE r.status IN (${fulfilled})) AS last_visit
                    FROM reservations r
                   WHERE r.diner_id = ANY(${countedDinerIds('u.id')})) c) c
         WHERE v.diner_id = c.id;
      END $$`);
    await q.query(`SELECT diner_visit_stats_refresh(ARRAY(SELECT DISTINCT diner_id FROM reservations WHERE diner_id IS NOT NULL))`);
  }

  async down(): Promise<void> {
    // The function of DinerVisitStats1732530000000 comes back with that migration's own down and up.
  }
}
