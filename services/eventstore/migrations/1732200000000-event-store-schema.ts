import type { MigrationInterface, QueryRunner } from 'typeorm';

export class EventStoreSchema1732200000000 implements MigrationInterface {
  name = 'EventStoreSchema1732200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE events (
        position bigserial PRIMARY KEY,
        stream_id text NOT NULL,
        stream_version integer NOT NULL,
        rid integer,
        type text NOT NULL,
        data jsonb NOT NULL,
        metadata jsonb NOT NULL DEFAULT '{}'::jsonb,
        recorded_at timestamptz NOT NULL DEFAULT now(),
        transaction_id xid8 NOT NULL DEFAULT pg_current_xact_id(),
        CONSTRAINT events_stream_version UNIQUE (stream_id, stream_version)
      )`);
    await q.query(`CREATE INDEX events_rid_position ON events (rid, position)`);
    await q.query(`
      CREATE TABLE streams (
        stream_id text PRIMARY KEY,
        version integer NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE outbox (
        id bigserial PRIMARY KEY,
        position bigint NOT NULL,
        topic text NOT NULL,
        message_key text NOT NULL,
        payload jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        published_at timestamptz
      )`);
    await q.query(`CREATE INDEX outbox_unpublished ON outbox (id) WHERE published_at IS NULL`);
    await q.query(`
      CREATE TABLE subscription_checkpoints (
        name text PRIMARY KEY,
        position bigint NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE subscription_checkpoints, outbox, streams, events`);
  }
}
