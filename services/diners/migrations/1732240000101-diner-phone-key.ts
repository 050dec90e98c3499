import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The diners projection's columns as of this migration (a migration keeps its own copy: the code moves on). */
const COLUMNS = [
  'diner_id',
  'group_uid',
  'salutation',
  'first_name',
  'last_name',
  'phone',
  'email',
  'vip',
  'gender',
  'nationality',
  'organisation',
  'birthday',
  'anniversary',
  'tags',
  'dining_preferences',
  'seating_preferences',
  'notes',
  'marketing_opt_in',
  'membership',
];

/**
 * A diner's phone as matched: digits and a leading '+' only (the same rule as `phoneKey`), unique per group,
 * so "+65 9123-4567" and "+6591234567" are one diner and two hosts registering it at once cannot make two.
 *
 * A database from before this rule may hold such pairs in one group, and the index could not be created. Then
 * the diners read model is projected again from the diner events under the new index, in event order, with the
 * projection's own rule (a phone or email already taken keeps its first diner, ON CONFLICT DO NOTHING): the
 * diner registered first keeps the phone and the later ones are left out — exactly the table a rebuild
 * (`npm run projections:rebuild`) gives, so the two never disagree. Their bookings keep the diner_id they were
 * made with, as after a rebuild. Without such pairs the table is left as it is.
 */
export class DinerPhoneKey1732240000101 implements MigrationInterface {
  name = 'DinerPhoneKey1732240000101';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE diners ADD COLUMN phone_key text GENERATED ALWAYS AS (NULLIF(regexp_replace(phone, '[^0-9+]', '', 'g'), '')) STORED`,
    );
    const [{ clash }] = await q.query(
      `SELECT EXISTS (SELECT 1 FROM diners WHERE phone_key IS NOT NULL GROUP BY group_uid, phone_key HAVING count(*) > 1) AS clash`,
    );
    if (clash) await q.query(`TRUNCATE diners`);
    await q.query(`CREATE UNIQUE INDEX diners_group_phone_key ON diners (group_uid, phone_key) WHERE phone_key IS NOT NULL`);
    if (!clash) return;
    await q.query(`
      INSERT INTO diners (created_at, ${COLUMNS.join(', ')})
      SELECT (e.metadata->>'now')::timestamptz, ${COLUMNS.map((c) => `d.${c}`).join(', ')}
        FROM events e
       CROSS JOIN LATERAL jsonb_array_elements(CASE e.type WHEN 'DinerRegistered' THEN jsonb_build_array(e.data->'diner') ELSE e.data->'diners' END)
             WITH ORDINALITY AS registered(diner, n)
       CROSS JOIN LATERAL jsonb_populate_record(null::diners, registered.diner) d
       WHERE e.type IN ('DinerRegistered', 'DinersRegistered')
       ORDER BY e.position, registered.n
      ON CONFLICT DO NOTHING`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE diners DROP COLUMN phone_key`);
  }
}
