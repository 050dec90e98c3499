import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The queue screens' backgrounds: the image of each outlet, stored beside its QueueBackgroundSet event. */
export class QueueBackgrounds1732710000001 implements MigrationInterface {
  name = 'QueueBackgrounds1732710000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE queue_backgrounds (
        rid integer PRIMARY KEY,
        version text NOT NULL,
        content_type text NOT NULL,
        bytes bytea NOT NULL,
        stored_at timestamptz NOT NULL
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE queue_backgrounds`);
  }
}
