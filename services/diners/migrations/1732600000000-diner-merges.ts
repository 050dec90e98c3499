import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Merging duplicate diners. A merged-away diner keeps its row with `merged_into` (the diner that now stands for it):
 * it leaves the directory and gives up its claim on its phone and email (the unique indexes hold for diners in the
 * directory only), while matching on its old phone or email still finds the kept diner. `diner_merges` lists the
 * merges per group, with whether each can still be undone. `diner_match_keys`: the keys possible duplicates are
 * found by (see diner-match-keys.ts; this copy is the rule as of this migration).
 */
export class DinerMerges1732600000000 implements MigrationInterface {
  name = 'DinerMerges1732600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE diners ADD COLUMN merged_into uuid`);
    await q.query(`CREATE INDEX diners_merged_into ON diners (merged_into) WHERE merged_into IS NOT NULL`);
    await q.query(`DROP INDEX diners_group_phone, diners_group_email, diners_group_phone_key`);
    await q.query(`CREATE UNIQUE INDEX diners_group_phone ON diners (group_uid, phone) WHERE phone IS NOT NULL AND merged_into IS NULL`);
    await q.query(
      `CREATE UNIQUE INDEX diners_group_email ON diners (group_uid, lower(email)) WHERE email IS NOT NULL AND merged_into IS NULL`,
    );
    await q.query(
      `CREATE UNIQUE INDEX diners_group_phone_key ON diners (group_uid, phone_key) WHERE phone_key IS NOT NULL AND merged_into IS NULL`,
    );
    // Matching a booking or an import also finds merged-away diners by their phone and email: the unique indexes above leave them out.
    await q.query(`CREATE INDEX diners_phone_lookup ON diners (group_uid, phone_key) WHERE phone_key IS NOT NULL`);
    await q.query(`CREATE INDEX diners_email_lookup ON diners (group_uid, lower(email)) WHERE email IS NOT NULL`);
    await q.query(`
      CREATE TABLE diner_merges (
        merge_id uuid PRIMARY KEY,
        group_uid text NOT NULL,
        kept_id uuid NOT NULL,
        merged_id uuid NOT NULL,
        merged_at timestamptz NOT NULL,
        position bigint NOT NULL,
        undone_at timestamptz,
        undoable boolean NOT NULL
      )`);
    await q.query(`CREATE TABLE diner_match_keys (group_uid text NOT NULL, key text NOT NULL, diner_id uuid NOT NULL)`);
    await q.query(`CREATE INDEX diner_match_keys_block ON diner_match_keys (group_uid, key, diner_id)`);
    await q.query(`CREATE INDEX diner_match_keys_diner ON diner_match_keys (diner_id)`);
    await q.query(`
      INSERT INTO diner_match_keys (group_uid, key, diner_id)
      SELECT d.group_uid, k.key, d.diner_id
        FROM diners d
       CROSS JOIN LATERAL (
         SELECT regexp_replace(regexp_replace(coalesce(d.phone, ''), '[^0-9]', '', 'g'), '^00', '') AS e164,
                lower(trim(coalesce(d.email, ''))) AS email,
                trim(regexp_replace(lower(coalesce(d.first_name, '') || ' ' || d.last_name), '[^[:alnum:]]+', ' ', 'g')) AS name,
                regexp_replace(lower(coalesce(d.first_name, '')), '[^[:alnum:]]+', '', 'g') AS first,
                regexp_replace(lower(d.last_name), '[^[:alnum:]]+', '', 'g') AS last) m
       CROSS JOIN LATERAL (VALUES
         (CASE WHEN length(m.e164) >= 7 THEN 'p' || m.e164 END),
         (CASE WHEN length(m.e164) >= 8 THEN 'n' || right(m.e164, 8) END),
         (CASE WHEN m.email <> '' THEN 'e' || m.email END),
         (CASE WHEN m.email LIKE '%@%' THEN 'a' || regexp_replace(split_part(m.email, '@', 1), '\\+.*$|\\.', '', 'g') || '@' || split_part(m.email, '@', 2) END),
         (CASE WHEN m.name <> '' THEN 's' || array_to_string(ARRAY(SELECT w FROM unnest(string_to_array(m.name, ' ')) w WHERE w <> '' ORDER BY w), ' ') END),
         (CASE WHEN length(m.first) >= 3 AND m.last <> '' THEN 'f' || m.last || '|' || left(m.first, 3) END)
       ) k(key)
       WHERE k.key IS NOT NULL`);
    await q.query(`CREATE INDEX diner_merges_kept ON diner_merges (kept_id) WHERE undoable`);
    await q.query(`CREATE INDEX diner_merges_merged ON diner_merges (merged_id) WHERE undoable`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE diner_merges, diner_match_keys`);
    await q.query(
      `DROP INDEX diners_group_phone, diners_group_email, diners_group_phone_key, diners_merged_into, diners_phone_lookup, diners_email_lookup`,
    );
    await q.query(`ALTER TABLE diners DROP COLUMN merged_into`);
    await q.query(`CREATE UNIQUE INDEX diners_group_phone ON diners (group_uid, phone) WHERE phone IS NOT NULL`);
    await q.query(`CREATE UNIQUE INDEX diners_group_email ON diners (group_uid, lower(email)) WHERE email IS NOT NULL`);
    await q.query(`CREATE UNIQUE INDEX diners_group_phone_key ON diners (group_uid, phone_key) WHERE phone_key IS NOT NULL`);
  }
}
