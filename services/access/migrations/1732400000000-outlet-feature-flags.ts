import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Each outlet's spec §3 feature flags as a super-admin set them; NULL until then (the defaults). */
export class OutletFeatureFlags1732400000000 implements MigrationInterface {
  name = 'OutletFeatureFlags1732400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE outlets ADD COLUMN feature_flags jsonb`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE outlets DROP COLUMN feature_flags`);
  }
}
