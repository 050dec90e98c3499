import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Diners' feedback: one row per booking (the primary key is the last guard of once per booking). */
export class FeedbackSchema1732410000000 implements MigrationInterface {
  name = 'FeedbackSchema1732410000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE feedback (
        rid integer NOT NULL,
        reservation_id uuid NOT NULL,
        date date NOT NULL,
        diner_name text NOT NULL,
        rating smallint NOT NULL CHECK (rating BETWEEN 1 AND 5),
        comment text NOT NULL,
        created_at timestamptz NOT NULL,
        PRIMARY KEY (rid, reservation_id)
      )`);
    await q.query(`CREATE INDEX feedback_outlet_date ON feedback (rid, date)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE feedback`);
  }
}
