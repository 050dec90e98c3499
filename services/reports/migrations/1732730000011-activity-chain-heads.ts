import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The head of each stream's chain in the activity log: its last version and hash, written with every row. A row
 * removed from the end of a stream (or all of them) leaves the head pointing past what is there, and is seen.
 * Filled from the rows as they stand: each stream's last row is its head.
 */
export class ActivityChainHeads1732730000011 implements MigrationInterface {
  name = 'ActivityChainHeads1732730000011';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE activity_chain_heads (
        stream_id text PRIMARY KEY,
        stream_version integer NOT NULL,
        hash text NOT NULL,
        rid integer,
        group_uid text
      )`);
    await q.query(`CREATE INDEX activity_chain_heads_outlet ON activity_chain_heads (rid)`);
    await q.query(`CREATE INDEX activity_chain_heads_group ON activity_chain_heads (group_uid) WHERE group_uid IS NOT NULL`);
    await q.query(`
      INSERT INTO activity_chain_heads (stream_id, stream_version, hash, rid, group_uid)
      SELECT DISTINCT ON (stream_id) stream_id, stream_version, hash, rid, group_uid FROM activity_log ORDER BY stream_id, stream_version DESC`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE activity_chain_heads`);
  }
}
