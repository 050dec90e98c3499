import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Voucher kinds, their vouchers and each use. `uses_left >= 0` and the use's primary key are the last guard of
 * "never over quota", behind the voucher stream's lock.
 */
export class VouchersSchema1732720000000 implements MigrationInterface {
  name = 'VouchersSchema1732720000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE voucher_kinds (
        kind_id uuid PRIMARY KEY,
        group_uid text NOT NULL,
        name text NOT NULL,
        value_minor bigint NOT NULL CHECK (value_minor > 0),
        currency text NOT NULL,
        vouchers_quota integer NOT NULL CHECK (vouchers_quota > 0),
        uses_per_voucher integer NOT NULL CHECK (uses_per_voucher > 0),
        valid_from date NOT NULL,
        valid_to date NOT NULL,
        rids integer[] NOT NULL,
        issued integer NOT NULL DEFAULT 0 CHECK (issued <= vouchers_quota),
        created_at timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX voucher_kinds_outlets ON voucher_kinds USING gin (rids)`);
    await q.query(`
      CREATE TABLE vouchers (
        group_uid text NOT NULL,
        code text NOT NULL,
        kind_id uuid NOT NULL REFERENCES voucher_kinds (kind_id),
        holder text NOT NULL,
        source text NOT NULL,
        uses_total integer NOT NULL,
        uses_left integer NOT NULL CHECK (uses_left >= 0 AND uses_left <= uses_total),
        issued_at timestamptz NOT NULL,
        PRIMARY KEY (group_uid, code)
      )`);
    await q.query(`CREATE INDEX vouchers_kind ON vouchers (kind_id)`);
    await q.query(`CREATE INDEX vouchers_holder ON vouchers (group_uid, lower(holder))`);
    await q.query(`
      CREATE TABLE voucher_uses (
        group_uid text NOT NULL,
        code text NOT NULL,
        use integer NOT NULL,
        rid integer NOT NULL,
        reservation_id uuid,
        fulfilled_by text NOT NULL,
        fulfilled_at timestamptz NOT NULL,
        PRIMARY KEY (group_uid, code, use),
        FOREIGN KEY (group_uid, code) REFERENCES vouchers (group_uid, code)
      )`);
    await q.query(`CREATE INDEX voucher_uses_booking ON voucher_uses (rid, reservation_id) WHERE reservation_id IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE voucher_uses`);
    await q.query(`DROP TABLE vouchers`);
    await q.query(`DROP TABLE voucher_kinds`);
  }
}
