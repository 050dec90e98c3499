import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Marketing messages go to a diner about no booking: a message names its booking or its diner. */
export class MarketingMessages1732752000000 implements MigrationInterface {
  name = 'MarketingMessages1732752000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE messages ALTER COLUMN reservation_id DROP NOT NULL, ADD COLUMN diner_id uuid`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM message_history h USING messages m WHERE m.message_id = h.message_id AND m.reservation_id IS NULL`);
    await q.query(`DELETE FROM messages WHERE reservation_id IS NULL`);
    await q.query(`ALTER TABLE messages DROP COLUMN diner_id, ALTER COLUMN reservation_id SET NOT NULL`);
  }
}
