import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Failed sign-ins per account (the lockout), and the secrets taken out of the messaging outbox: messages now
 * carry their code or link sealed for the mailer, and the rows written before keep no code, link or text.
 */
export class SignInLimits1732283100000 implements MigrationInterface {
  name = 'SignInLimits1732283100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE sign_in_failures (
        user_id uuid PRIMARY KEY,
        failures integer NOT NULL,
        locked_until timestamptz,
        last_attempt_at timestamptz NOT NULL
      )`);
    await q.query(`UPDATE outbox SET payload = payload - 'code' - 'link' - 'text' WHERE topic = 'covers.messaging'`);
    await q.query(`CREATE INDEX one_time_tokens_user ON one_time_tokens (user_id, purpose)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX one_time_tokens_user`);
    await q.query(`DROP TABLE sign_in_failures`);
  }
}
