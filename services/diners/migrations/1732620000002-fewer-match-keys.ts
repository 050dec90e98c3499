import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A diner's phone and e-mail are each one match key: the national number holds every pair the whole phone did, and
 * the e-mail without dots and '+tag' every pair the address did. The whole phone's and the address's keys go.
 */
export class FewerMatchKeys1732620000002 implements MigrationInterface {
  name = 'FewerMatchKeys1732620000002';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM diner_match_keys WHERE key LIKE 'p%' AND length(key) > 8`);
    await q.query(`DELETE FROM diner_match_keys WHERE key LIKE 'e%' AND position('@' IN key) > 0`);
  }

  async down(): Promise<void> {
    // The keys that went are not needed to find any pair: nothing to put back.
  }
}
