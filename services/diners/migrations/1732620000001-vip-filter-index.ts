import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The VIP filter's index holds the directory's VIPs (merged-away diners are not in the directory) with their ids, so
 * the filter and its count read the index alone, not one table page per VIP.
 */
export class VipFilterIndex1732620000001 implements MigrationInterface {
  name = 'VipFilterIndex1732620000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX diners_vip`);
    await q.query(`CREATE INDEX diners_vip ON diners (group_uid, diner_id) WHERE vip AND merged_into IS NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX diners_vip`);
    await q.query(`CREATE INDEX diners_vip ON diners (group_uid) WHERE vip`);
  }
}
