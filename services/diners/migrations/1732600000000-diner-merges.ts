import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Merging duplicate diners. A merged-away diner keeps its row with `merged_into` (the diner that now stands for it):
 * it leaves the directory and gives up its claim on its phone and email (the unique indexes hold for diners in the
 * directory only), while matching on its old phone or email still finds the kept diner. `diner_merges` lists the
 * merges per group, with whether each can still be undone.
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
    await q.query(`CREATE INDEX diner_merges_kept ON diner_merges (kept_id) WHERE undoable`);
    await q.query(`CREATE INDEX diner_merges_merged ON diner_merges (merged_id) WHERE undoable`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE diner_merges`);
    await q.query(`DROP INDEX diners_group_phone, diners_group_email, diners_group_phone_key, diners_merged_into`);
    await q.query(`ALTER TABLE diners DROP COLUMN merged_into`);
    await q.query(`CREATE UNIQUE INDEX diners_group_phone ON diners (group_uid, phone) WHERE phone IS NOT NULL`);
    await q.query(`CREATE UNIQUE INDEX diners_group_email ON diners (group_uid, lower(email)) WHERE email IS NOT NULL`);
    await q.query(`CREATE UNIQUE INDEX diners_group_phone_key ON diners (group_uid, phone_key) WHERE phone_key IS NOT NULL`);
  }
}
