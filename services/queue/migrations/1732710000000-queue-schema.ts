import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The queue: one row per numbered party, each outlet's settings, and the public links' tokens. */
export class QueueSchema1732710000000 implements MigrationInterface {
  name = 'QueueSchema1732710000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE queue_entries (
        reservation_id uuid PRIMARY KEY,
        rid integer NOT NULL,
        service_date date NOT NULL,
        category text NOT NULL,
        number integer NOT NULL,
        label text NOT NULL,
        pax integer NOT NULL,
        name text NOT NULL,
        phone text,
        status text NOT NULL DEFAULT 'Queue',
        quote_minutes integer NOT NULL,
        joined_at timestamptz NOT NULL,
        called_at timestamptz,
        closed_at timestamptz,
        UNIQUE (rid, service_date, category, number)
      )`);
    await q.query(`
      CREATE TABLE queue_settings (
        rid integer PRIMARY KEY,
        settings jsonb NOT NULL
      )`);
    await q.query(`
      CREATE TABLE queue_links (
        token text PRIMARY KEY,
        rid integer NOT NULL,
        purpose text NOT NULL,
        UNIQUE (rid, purpose)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE queue_links`);
    await q.query(`DROP TABLE queue_settings`);
    await q.query(`DROP TABLE queue_entries`);
  }
}
