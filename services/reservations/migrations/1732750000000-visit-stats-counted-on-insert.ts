import { FULFILLED_STATUSES } from '@covers/shared';
import type { MigrationInterface, QueryRunner } from 'typeorm';
import { countedDinerIds, standingDinerId } from '../../diners';
import { MergedDinerVisitStats1732610000000 } from './1732610000000-merged-diner-visit-stats';
import { VisitStatsPlannedPerCall1732740000000 } from './1732740000000-visit-stats-planned-per-call';

const fulfilled = FULFILLED_STATUSES.map((status) => `'${status}'`).join(', ');

/** The counts of the standing diners in `standing`, one row per diner (`id`). */
const COUNTS = `
  SELECT u.id, c.* FROM unnest(standing) AS u(id), LATERAL (
    SELECT count(*) FILTER (WHERE r.status IN (${fulfilled}))::int AS visit_count,
           count(*) FILTER (WHERE r.status = 'Cancelled')::int AS cancellation_count,
           count(*) FILTER (WHERE r.status = 'NoShow')::int AS no_show_count,
           max(r.date) FILTER (WHERE r.status IN (${fulfilled})) AS last_visit
      FROM reservations r
     WHERE r.diner_id = ANY(${countedDinerIds('u.id')})) c`;

/**
 * A diner's first counts are written as counted, in one write: an import's thousands of new diners were each
 * inserted as zeros, locked and updated (three writes of a row with three indexes), and the refresh's big estimated
 * cost had it compiled (JIT) at every call, which took longer than the counting.
 *
 * Still true under concurrency: a booking of the diner committed before this statement made their row (its own
 * refresh), so the insert meets it and the diner is locked and counted again as before; a booking committing after
 * it meets this row, waits for this transaction and counts again after it.
 */
export class VisitStatsCountedOnInsert1732750000000 implements MigrationInterface {
  name = 'VisitStatsCountedOnInsert1732750000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE OR REPLACE FUNCTION diner_visit_stats_refresh(ids uuid[]) RETURNS void LANGUAGE plpgsql
        SET plan_cache_mode = force_custom_plan SET jit = off AS $$
      DECLARE standing uuid[]; counted_before uuid[];
      BEGIN
        standing := ARRAY(SELECT DISTINCT ${standingDinerId('u.id')} FROM unnest(ids) AS u(id));
        WITH counted AS (${COUNTS}),
             added AS (
               INSERT INTO diner_visit_stats (diner_id, visit_count, cancellation_count, no_show_count, last_visit)
               SELECT id, visit_count, cancellation_count, no_show_count, last_visit FROM counted ORDER BY id
               ON CONFLICT (diner_id) DO NOTHING RETURNING diner_id)
        SELECT ARRAY(SELECT id FROM counted EXCEPT SELECT diner_id FROM added) INTO counted_before;
        IF cardinality(counted_before) = 0 THEN RETURN; END IF;
        standing := counted_before;
        PERFORM 1 FROM diner_visit_stats WHERE diner_id = ANY(standing) ORDER BY diner_id FOR UPDATE;
        UPDATE diner_visit_stats v SET visit_count = c.visit_count, cancellation_count = c.cancellation_count,
               no_show_count = c.no_show_count, last_visit = c.last_visit
          FROM (${COUNTS}) c
         WHERE v.diner_id = c.id;
      END $$`);
  }

  async down(q: QueryRunner): Promise<void> {
    await new MergedDinerVisitStats1732610000000().up(q);
    await new VisitStatsPlannedPerCall1732740000000().up(q);
  }
}
