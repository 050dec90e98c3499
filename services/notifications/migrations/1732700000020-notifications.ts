import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Staff notifications (one per event staff must know of) and what each user has read of them. */
export class Notifications1732700000020 implements MigrationInterface {
  name = 'Notifications1732700000020';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE staff_notifications (
        notification_id bigint PRIMARY KEY,
        rid integer NOT NULL,
        kind text NOT NULL,
        reservation_id uuid NOT NULL,
        detail text,
        at timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX staff_notifications_outlet_recent ON staff_notifications (rid, notification_id DESC)`);
    await q.query(`
      CREATE TABLE notification_reads (
        rid integer NOT NULL,
        user_id text NOT NULL,
        notification_id bigint NOT NULL,
        PRIMARY KEY (rid, user_id, notification_id)
      )`);
    await q.query(`
      CREATE TABLE notification_read_marks (
        rid integer NOT NULL,
        user_id text NOT NULL,
        up_to bigint NOT NULL,
        PRIMARY KEY (rid, user_id)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE notification_read_marks`);
    await q.query(`DROP TABLE notification_reads`);
    await q.query(`DROP TABLE staff_notifications`);
  }
}
