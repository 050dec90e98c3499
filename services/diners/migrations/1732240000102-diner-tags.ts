import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The outlet a diner was added at, and a group's diner tags; their name is unique regardless of case and spacing (name_key). */
export class DinerTags1732240000102 implements MigrationInterface {
  name = 'DinerTags1732240000102';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE diner_tags (
        tag_id uuid PRIMARY KEY,
        group_uid text NOT NULL,
        name text NOT NULL,
        name_key text NOT NULL,
        colour text NOT NULL
      )`);
    await q.query(`CREATE UNIQUE INDEX diner_tags_group_name ON diner_tags (group_uid, name_key)`);
    await q.query(`ALTER TABLE diners ADD COLUMN home_rid integer`);
    await q.query(`CREATE INDEX diners_group_name ON diners (group_uid, lower(last_name), lower(first_name))`);
    await q.query(`CREATE INDEX diners_tags ON diners USING gin (tags)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX diners_tags`);
    await q.query(`DROP INDEX diners_group_name`);
    await q.query(`ALTER TABLE diners DROP COLUMN home_rid`);
    await q.query(`DROP TABLE diner_tags`);
  }
}
