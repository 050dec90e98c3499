import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Diners are found by phone and e-mail on the search's ordered indexes (see HELD_BY): their own lookup indexes go. */
export class LookupsOnSearchIndexes1732620000003 implements MigrationInterface {
  name = 'LookupsOnSearchIndexes1732620000003';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX diners_phone_lookup, diners_email_lookup`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX diners_phone_lookup ON diners (group_uid, phone_key) WHERE phone_key IS NOT NULL`);
    await q.query(`CREATE INDEX diners_email_lookup ON diners (group_uid, lower(email)) WHERE email IS NOT NULL`);
  }
}
