import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * New vs repeat follows diner merges: each merged-away diner points at the diner its bookings now count for, and a
 * diner's bookings are found by diner (across outlets) when its first visit is worked out again.
 */
export class ReportDinerMerges1732730000010 implements MigrationInterface {
  name = 'ReportDinerMerges1732730000010';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE report_diner_merges (diner_id uuid PRIMARY KEY, kept_id uuid NOT NULL)`);
    await q.query(`CREATE INDEX report_diner_merges_kept ON report_diner_merges (kept_id)`);
    await q.query(`CREATE INDEX report_bookings_diner ON report_bookings (diner_id) WHERE diner_id IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX report_bookings_diner`);
    await q.query(`DROP TABLE report_diner_merges`);
  }
}
