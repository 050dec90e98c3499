import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Messages to diners and each step of their life, read models of the message streams. */
export class MessagingSchema1732700000000 implements MigrationInterface {
  name = 'MessagingSchema1732700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE messages (
        message_id text PRIMARY KEY,
        rid integer NOT NULL,
        reservation_id uuid NOT NULL,
        kind text NOT NULL,
        channel text NOT NULL,
        recipient text NOT NULL,
        lang text NOT NULL,
        subject text,
        body text NOT NULL,
        state text NOT NULL,
        provider text,
        provider_ref text,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX messages_booking ON messages (rid, reservation_id, created_at)`);
    await q.query(`CREATE INDEX messages_outlet_recent ON messages (rid, created_at DESC)`);
    await q.query(`
      CREATE TABLE message_history (
        message_id text NOT NULL REFERENCES messages (message_id),
        position bigint NOT NULL,
        state text NOT NULL,
        detail text,
        at timestamptz NOT NULL,
        PRIMARY KEY (message_id, position)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE message_history`);
    await q.query(`DROP TABLE messages`);
  }
}
