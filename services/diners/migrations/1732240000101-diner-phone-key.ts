import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A diner's phone as matched: digits and a leading '+' only (the same rule as `phoneKey`), unique per group,
 * so "+65 9123-4567" and "+6591234567" are one diner and two hosts registering it at once cannot make two.
 */
export class DinerPhoneKey1732240000101 implements MigrationInterface {
  name = 'DinerPhoneKey1732240000101';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE diners ADD COLUMN phone_key text GENERATED ALWAYS AS (NULLIF(regexp_replace(phone, '[^0-9+]', '', 'g'), '')) STORED`);
    await q.query(`CREATE UNIQUE INDEX diners_group_phone_key ON diners (group_uid, phone_key) WHERE phone_key IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE diners DROP COLUMN phone_key`);
  }
}
