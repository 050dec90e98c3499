import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The directory's search as the host types: each of name, full name and e-mail by its prefix (text_pattern_ops, so
 * LIKE 'x%' uses the index whatever the database's collation), and any part of a phone by trigrams (pg_trgm).
 */
export class DinerSearch1732520000000 implements MigrationInterface {
  name = 'DinerSearch1732520000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await q.query(`CREATE INDEX diners_search_last ON diners (group_uid, lower(last_name) text_pattern_ops)`);
    await q.query(`CREATE INDEX diners_search_first ON diners (group_uid, lower(first_name) text_pattern_ops)`);
    await q.query(
      `CREATE INDEX diners_search_full ON diners (group_uid, lower(coalesce(first_name, '') || ' ' || last_name) text_pattern_ops)`,
    );
    await q.query(`CREATE INDEX diners_search_email ON diners (group_uid, lower(email) text_pattern_ops)`);
    await q.query(`CREATE INDEX diners_search_phone ON diners USING gin (phone_key gin_trgm_ops)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX diners_search_last, diners_search_first, diners_search_full, diners_search_email, diners_search_phone`);
  }
}
