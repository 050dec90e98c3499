import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Phone booking settings, and the API keys telephony systems call in with (their SHA-256 only): projections. */
export class Telephony1732510000000 implements MigrationInterface {
  name = 'Telephony1732510000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE telephony_settings (rid integer PRIMARY KEY, settings jsonb NOT NULL)`);
    await q.query(`
      CREATE TABLE telephony_api_keys (
        key_id uuid PRIMARY KEY,
        rid integer NOT NULL,
        label text NOT NULL,
        prefix text NOT NULL,
        key_hash text NOT NULL UNIQUE,
        created_at timestamptz NOT NULL,
        created_by text NOT NULL,
        revoked_at timestamptz
      )`);
    await q.query(`CREATE INDEX telephony_api_keys_rid ON telephony_api_keys (rid)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE telephony_api_keys, telephony_settings`);
  }
}
