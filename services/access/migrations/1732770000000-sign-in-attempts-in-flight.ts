import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The attempts of an account whose password is being checked: a lock they set stands only if they fail. */
export class SignInAttemptsInFlight1732770000000 implements MigrationInterface {
  name = 'SignInAttemptsInFlight1732770000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE sign_in_failures ADD COLUMN in_flight integer NOT NULL DEFAULT 0`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE sign_in_failures DROP COLUMN in_flight`);
  }
}
