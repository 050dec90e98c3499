import { FULFILLED_STATUSES } from '@covers/shared';
import type { MigrationInterface, QueryRunner } from 'typeorm';

const fulfilled = FULFILLED_STATUSES.map((status) => `'${status}'`).join(', ');
/** What a status counts as in a diner's visit stats: a visit, a cancellation, a no-show, or nothing. */
const counted = (status: string) =>
  `CASE WHEN ${status} IN (${fulfilled}) THEN 'visit' WHEN ${status} IN ('Cancelled', 'NoShow') THEN ${status} ELSE '' END`;

const onChange = (statusMoved: string) => `
  CREATE OR REPLACE FUNCTION diner_visit_stats_on_change() RETURNS trigger LANGUAGE plpgsql AS $$
  DECLARE ids uuid[];
  BEGIN
    IF TG_OP = 'INSERT' THEN
      ids := ARRAY(SELECT DISTINCT diner_id FROM new_rows WHERE diner_id IS NOT NULL);
    ELSIF TG_OP = 'DELETE' THEN
      ids := ARRAY(SELECT DISTINCT diner_id FROM old_rows WHERE diner_id IS NOT NULL);
    ELSE
      ids := ARRAY(
        SELECT DISTINCT x.diner_id FROM new_rows n JOIN old_rows o USING (rid, reservation_id),
               LATERAL (VALUES (n.diner_id), (o.diner_id)) AS x(diner_id)
         WHERE x.diner_id IS NOT NULL AND (n.diner_id IS DISTINCT FROM o.diner_id OR ${statusMoved} OR n.date <> o.date));
    END IF;
    IF cardinality(ids) > 0 THEN PERFORM diner_visit_stats_refresh(ids); END IF;
    RETURN NULL;
  END $$`;

/**
 * A booking's status change recounts its diner only if it moves the booking between what the stats count (a visit, a
 * cancellation, a no-show, nothing): the host's steps in between (a party called, pinged, seated, paid) left every
 * count as it was, and the recount was most of the time of each of those writes.
 */
export class VisitStatsOnCountedChanges1732757000000 implements MigrationInterface {
  name = 'VisitStatsOnCountedChanges1732757000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(onChange(`${counted('n.status')} <> ${counted('o.status')}`));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(onChange('n.status <> o.status'));
  }
}
