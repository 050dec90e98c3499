import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Diners' photos. The image is stored by the server, shared by every gateway process: one row per diner in
 * diner_photos, written in the transaction of the DinerPhotoChanged or DinerPhotoRemoved event. It is not a read
 * model (the events carry only the version), so a projection rebuild leaves it; the directory's photo_version is.
 */
export class DinerPhotos1732540000000 implements MigrationInterface {
  name = 'DinerPhotos1732540000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE diners ADD COLUMN photo_version text`);
    await q.query(`
      CREATE TABLE diner_photos (
        diner_id uuid PRIMARY KEY,
        version text NOT NULL,
        content_type text NOT NULL,
        bytes bytea NOT NULL,
        stored_at timestamptz NOT NULL
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE diner_photos`);
    await q.query(`ALTER TABLE diners DROP COLUMN photo_version`);
  }
}
