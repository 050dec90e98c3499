import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The reports' read models: each booking as the reports see it (so a change can take its old figures out of the
 * rollups), the rollups by outlet, service day (and month) and one dimension (hour, source, party size, kind, known
 * diner) crossed with status, and each diner's first fulfilled visit per outlet (new vs repeat), counted by day.
 */
export class ReportsSchema1732730000000 implements MigrationInterface {
  name = 'ReportsSchema1732730000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE report_bookings (
        rid integer NOT NULL,
        reservation_id uuid NOT NULL,
        date date NOT NULL,
        hour smallint NOT NULL,
        kind text NOT NULL,
        status text NOT NULL,
        source text NOT NULL,
        adults integer NOT NULL,
        children integer NOT NULL,
        diner_id uuid,
        PRIMARY KEY (rid, reservation_id)
      )`);
    await q.query(`CREATE INDEX report_bookings_day ON report_bookings (rid, date)`);
    await q.query(`
      CREATE TABLE report_rollups (
        rid integer NOT NULL,
        date date NOT NULL,
        dimension text NOT NULL,
        value text NOT NULL,
        status text NOT NULL,
        bookings integer NOT NULL,
        adults integer NOT NULL,
        children integer NOT NULL,
        PRIMARY KEY (rid, dimension, date, value, status)
      )`);
    // Rows a change emptied are found through this and removed, so a rollup holds only buckets with bookings.
    await q.query(`CREATE INDEX report_rollups_empty ON report_rollups (rid) WHERE bookings = 0`);
    // The same by calendar month (date = its first day): a year's report reads twelve of these instead of 365 days.
    await q.query(`CREATE TABLE report_rollups_monthly (LIKE report_rollups INCLUDING ALL)`);
    await q.query(`
      CREATE TABLE report_first_visits (
        rid integer NOT NULL,
        diner_id uuid NOT NULL,
        first_date date NOT NULL,
        PRIMARY KEY (rid, diner_id)
      )`);
    await q.query(`CREATE INDEX report_first_visits_date ON report_first_visits (rid, first_date)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE report_first_visits, report_rollups_monthly, report_rollups, report_bookings`);
  }
}
