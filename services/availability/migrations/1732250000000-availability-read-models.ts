import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AvailabilityReadModels1732250000000 implements MigrationInterface {
  name = 'AvailabilityReadModels1732250000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE availability_services (
        rid integer NOT NULL,
        service_id text NOT NULL,
        name text NOT NULL,
        color text NOT NULL,
        start_minute integer NOT NULL,
        end_minute integer NOT NULL,
        repeat_days integer[] NOT NULL,
        online boolean NOT NULL,
        definition jsonb NOT NULL,
        PRIMARY KEY (rid, service_id)
      )`);
    await q.query(`
      CREATE TABLE availability_days (
        rid integer NOT NULL,
        date text NOT NULL CHECK (date ~ '^\\d{4}-\\d{2}-\\d{2}$'),
        settings jsonb NOT NULL,
        PRIMARY KEY (rid, date)
      )`);
    await q.query(`
      CREATE TABLE availability_settings (
        rid integer PRIMARY KEY,
        capacity_alert jsonb NOT NULL
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE availability_settings`);
    await q.query(`DROP TABLE availability_days`);
    await q.query(`DROP TABLE availability_services`);
  }
}
