import type { MigrationInterface, QueryRunner } from 'typeorm';

/** When an outlet's confirmations and reminders go out (no row: the defaults). */
export class MessageLeadTimes1732700000010 implements MigrationInterface {
  name = 'MessageLeadTimes1732700000010';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE message_lead_times (
        rid integer PRIMARY KEY,
        confirmation_hours integer,
        reminder_hours integer[] NOT NULL,
        updated_at timestamptz NOT NULL
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE message_lead_times`);
  }
}
