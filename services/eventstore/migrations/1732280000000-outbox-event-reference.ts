import type { MigrationInterface, QueryRunner } from 'typeorm';
import { recordedEventJson } from '../event-store';

/**
 * An event's outbox row holds its position only, no copy of the event: the relay builds the message from the
 * `events` row, so an import's data is written (and compressed) once. Messages that are not events (sign-in
 * codes) keep their payload. Rows already written keep their copies; both relay alike.
 */
export class OutboxEventReference1732280000000 implements MigrationInterface {
  name = 'OutboxEventReference1732280000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE outbox ALTER COLUMN payload DROP NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(
      `UPDATE outbox o SET payload = ${recordedEventJson('e')} FROM events e WHERE o.payload IS NULL AND e.position = o.position`,
    );
    await q.query(`ALTER TABLE outbox ALTER COLUMN payload SET NOT NULL`);
  }
}
