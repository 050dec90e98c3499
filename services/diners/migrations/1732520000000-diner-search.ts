import type { MigrationInterface, QueryRunner } from 'typeorm';

const INDEXES = {
  // Browsing by name, and the search's prefix matches, each readable in order (collation "C", as the queries sort).
  diners_name_order: `(group_uid, (lower(last_name) COLLATE "C"), (lower(first_name) COLLATE "C"), diner_id)`,
  diners_search_last: `(group_uid, (lower(last_name) COLLATE "C"), diner_id)`,
  diners_search_full: `(group_uid, (lower(coalesce(first_name, '') || ' ' || last_name) COLLATE "C"), diner_id)`,
  diners_search_email: `(group_uid, (lower(email) COLLATE "C"), diner_id)`,
  diners_search_phone_order: `(group_uid, (phone_key COLLATE "C"), diner_id)`,
  // Any part of a phone, by trigrams (pg_trgm).
  diners_search_phone: `USING gin (phone_key gin_trgm_ops)`,
  // The directory's filters.
  diners_vip: `(group_uid) WHERE vip`,
  diners_birthday: `(group_uid, birthday)`,
  diners_birthday_day: `(group_uid, (substr(birthday, 6, 5) COLLATE "C"))`,
  diners_anniversary_day: `(group_uid, (substr(anniversary, 6, 5) COLLATE "C"))`,
};

/** The directory's search as the host types, and its filters, on indexes (see filterDiners). */
export class DinerSearch1732520000000 implements MigrationInterface {
  name = 'DinerSearch1732520000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await q.query(`DROP INDEX diners_group_name`);
    for (const [name, definition] of Object.entries(INDEXES)) await q.query(`CREATE INDEX ${name} ON diners ${definition}`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX ${Object.keys(INDEXES).join(', ')}`);
    await q.query(`CREATE INDEX diners_group_name ON diners (group_uid, lower(last_name), lower(first_name))`);
  }
}
