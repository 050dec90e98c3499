import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Each outlet's online booking settings and the seats it holds back from online booking (a projection). */
export class OnlineSettings1732500000000 implements MigrationInterface {
  name = 'OnlineSettings1732500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE online_settings (
        rid integer PRIMARY KEY,
        settings jsonb,
        holds jsonb NOT NULL DEFAULT '[]'::jsonb
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE online_settings`);
  }
}
