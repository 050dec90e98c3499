import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A phone's claim in the group is held by `diners_group_phone_key` alone: the key is the phone's digits and '+', so two
 * diners with the same phone already share a key. The second unique index on the phone itself only slowed every write.
 */
export class OnePhoneClaim1732620000000 implements MigrationInterface {
  name = 'OnePhoneClaim1732620000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX diners_group_phone`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`CREATE UNIQUE INDEX diners_group_phone ON diners (group_uid, phone) WHERE phone IS NOT NULL AND merged_into IS NULL`);
  }
}
