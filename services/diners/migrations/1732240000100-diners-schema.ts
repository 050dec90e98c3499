import type { MigrationInterface, QueryRunner } from 'typeorm';

export class DinersSchema1732240000100 implements MigrationInterface {
  name = 'DinersSchema1732240000100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE diners (
        diner_id uuid PRIMARY KEY,
        group_uid text NOT NULL,
        salutation text,
        first_name text,
        last_name text NOT NULL,
        phone text,
        email text,
        vip boolean NOT NULL DEFAULT false,
        gender text NOT NULL DEFAULT 'Unspecified',
        nationality text,
        organisation text,
        birthday text,
        anniversary text,
        tags text[] NOT NULL DEFAULT '{}',
        dining_preferences text,
        seating_preferences text,
        notes text,
        marketing_opt_in boolean NOT NULL DEFAULT false,
        membership text,
        created_at timestamptz NOT NULL
      )`);
    await q.query(`CREATE UNIQUE INDEX diners_group_phone ON diners (group_uid, phone) WHERE phone IS NOT NULL`);
    await q.query(`CREATE UNIQUE INDEX diners_group_email ON diners (group_uid, lower(email)) WHERE email IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE diners`);
  }
}
