import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Wait quotes: each party's quote with the default and the learnt quote beside it and the wait measured when it was
 * seated; when staff last set the default; and every booking's turn (seated to departed) the learnt quote learns from.
 */
export class QueueWaitQuotes1732710000010 implements MigrationInterface {
  name = 'QueueWaitQuotes1732710000010';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE queue_entries
        ADD COLUMN quote_source text NOT NULL DEFAULT 'default',
        ADD COLUMN default_minutes integer,
        ADD COLUMN learnt_minutes integer,
        ADD COLUMN seated_at timestamptz`);
    await q.query(`ALTER TABLE queue_settings ADD COLUMN wait_set_at timestamptz`);
    await q.query(`
      CREATE TABLE queue_turns (
        reservation_id uuid PRIMARY KEY,
        rid integer NOT NULL,
        seated_at timestamptz NOT NULL,
        departed_at timestamptz
      )`);
    await q.query(`CREATE INDEX queue_turns_rid_seated ON queue_turns (rid, seated_at)`);
    await q.query(`CREATE INDEX queue_entries_rid_seated ON queue_entries (rid, seated_at) WHERE seated_at IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE queue_turns`);
    await q.query(`ALTER TABLE queue_settings DROP COLUMN wait_set_at`);
    await q.query(`
      ALTER TABLE queue_entries DROP COLUMN quote_source, DROP COLUMN default_minutes, DROP COLUMN learnt_minutes, DROP COLUMN seated_at`);
  }
}
