import { FULFILLED_STATUSES } from '@covers/shared';
import type { MigrationInterface, QueryRunner } from 'typeorm';

const fulfilled = FULFILLED_STATUSES.map((status) => `'${status}'`).join(', ');

/**
 * The trigger function: the diners a statement on reservations touched are refreshed; an update counts where it
 * changed the diner, the day, or the status as `statusMoved` (of `n`, the new row, and `o`, the old) compares it; an
 * insert or a delete where `rowCounts` (of `r`, the row) holds.
 */
export const visitStatsOnChange = (statusMoved: string, create: 'CREATE' | 'CREATE OR REPLACE', rowCounts = 'true') => `
  ${create} FUNCTION diner_visit_stats_on_change() RETURNS trigger LANGUAGE plpgsql AS $$
  DECLARE ids uuid[];
  BEGIN
    IF TG_OP = 'INSERT' THEN
      ids := ARRAY(SELECT DISTINCT diner_id FROM new_rows r WHERE diner_id IS NOT NULL AND ${rowCounts});
    ELSIF TG_OP = 'DELETE' THEN
      ids := ARRAY(SELECT DISTINCT diner_id FROM old_rows r WHERE diner_id IS NOT NULL AND ${rowCounts});
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
 * Each diner's visits, cancellations, no-shows and last visit, kept by the database as the reservations change, so
 * the directory filters and sorts by them without counting bookings per diner. Triggers rather than projection code:
 * every path that writes `reservations` (booking, import, status, merge) keeps them true.
 *
 * A refresh locks the diner's row before counting, and counts in a fresh snapshot (read committed): two
 * transactions booking the same diner at once both end up counted.
 */
export class DinerVisitStats1732530000000 implements MigrationInterface {
  name = 'DinerVisitStats1732530000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE diner_visit_stats (
        diner_id uuid PRIMARY KEY,
        visit_count integer NOT NULL,
        cancellation_count integer NOT NULL,
        no_show_count integer NOT NULL,
        last_visit text
      )`);
    await q.query(`CREATE INDEX diner_visit_stats_visits ON diner_visit_stats (visit_count)`);
    await q.query(`CREATE INDEX diner_visit_stats_last_visit ON diner_visit_stats (last_visit)`);
    await q.query(`
      CREATE FUNCTION diner_visit_stats_refresh(ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO diner_visit_stats (diner_id, visit_count, cancellation_count, no_show_count)
          SELECT id, 0, 0, 0 FROM unnest(ids) AS u(id) ORDER BY id ON CONFLICT (diner_id) DO NOTHING;
        PERFORM 1 FROM diner_visit_stats WHERE diner_id = ANY(ids) ORDER BY diner_id FOR UPDATE;
        UPDATE diner_visit_stats v SET visit_count = c.visit_count, cancellation_count = c.cancellation_count,
               no_show_count = c.no_show_count, last_visit = c.last_visit
          FROM (SELECT u.id,
                       count(r.diner_id) FILTER (WHERE r.status IN (${fulfilled}))::int AS visit_count,
                       count(r.diner_id) FILTER (WHERE r.status = 'Cancelled')::int AS cancellation_count,
                       count(r.diner_id) FILTER (WHERE r.status = 'NoShow')::int AS no_show_count,
                       max(r.date) FILTER (WHERE r.status IN (${fulfilled})) AS last_visit
                  FROM unnest(ids) AS u(id) LEFT JOIN reservations r ON r.diner_id = u.id GROUP BY u.id) c
         WHERE v.diner_id = c.id;
      END $$`);
    await q.query(visitStatsOnChange('n.status <> o.status', 'CREATE'));
    await q.query(`CREATE TRIGGER reservations_diner_stats_insert AFTER INSERT ON reservations REFERENCING NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION diner_visit_stats_on_change()`);
    await q.query(`CREATE TRIGGER reservations_diner_stats_update AFTER UPDATE ON reservations REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION diner_visit_stats_on_change()`);
    await q.query(`CREATE TRIGGER reservations_diner_stats_delete AFTER DELETE ON reservations REFERENCING OLD TABLE AS old_rows
      FOR EACH STATEMENT EXECUTE FUNCTION diner_visit_stats_on_change()`);
    await q.query(`SELECT diner_visit_stats_refresh(ARRAY(SELECT DISTINCT diner_id FROM reservations WHERE diner_id IS NOT NULL))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER reservations_diner_stats_insert ON reservations`);
    await q.query(`DROP TRIGGER reservations_diner_stats_update ON reservations`);
    await q.query(`DROP TRIGGER reservations_diner_stats_delete ON reservations`);
    await q.query(`DROP FUNCTION diner_visit_stats_on_change(), diner_visit_stats_refresh(uuid[])`);
    await q.query(`DROP TABLE diner_visit_stats`);
  }
}
