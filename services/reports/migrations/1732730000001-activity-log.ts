import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The user activity log: one row per logged event, chained per stream (each row's hash covers its content and
 * the hash of the stream's row before it), so an edited or removed row no longer matches the chain.
 */
export class ActivityLog1732730000001 implements MigrationInterface {
  name = 'ActivityLog1732730000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE activity_log (
        position bigint PRIMARY KEY,
        stream_id text NOT NULL,
        stream_version integer NOT NULL,
        rid integer,
        group_uid text,
        at timestamptz NOT NULL,
        actor text NOT NULL,
        category text NOT NULL,
        event_type text NOT NULL,
        subject text,
        details jsonb NOT NULL,
        prev_hash text NOT NULL,
        hash text NOT NULL
      )`);
    await q.query(`CREATE UNIQUE INDEX activity_log_chain ON activity_log (stream_id, stream_version)`);
    await q.query(`CREATE INDEX activity_log_outlet ON activity_log (rid, at)`);
    await q.query(`CREATE INDEX activity_log_group ON activity_log (group_uid, at) WHERE group_uid IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE activity_log`);
  }
}
