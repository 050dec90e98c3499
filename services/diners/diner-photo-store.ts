import type { DataSource, EntityManager } from 'typeorm';
import type { DinerPhotoRecord } from './diners.events';

type Db = DataSource | EntityManager;

/** The photo's bytes, written in the transaction of its DinerPhotoChanged event. */
export async function savePhotoBytes(manager: EntityManager, dinerId: string, photo: DinerPhotoRecord, bytes: Buffer, at: string) {
  await manager.query(
    `INSERT INTO diner_photos (diner_id, version, content_type, bytes, stored_at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (diner_id) DO UPDATE SET version = $2, content_type = $3, bytes = $4, stored_at = $5`,
    [dinerId, photo.version, photo.content_type, bytes, at],
  );
}

export async function deletePhotoBytes(manager: EntityManager, dinerId: string) {
  await manager.query(`DELETE FROM diner_photos WHERE diner_id = $1`, [dinerId]);
}

export async function isGroupDiner(db: Db, groupUid: string, dinerId: string): Promise<boolean> {
  const rows: unknown[] = await db.query(`SELECT 1 FROM diners WHERE diner_id = $1 AND group_uid = $2`, [dinerId, groupUid]);
  return rows.length > 0;
}

/** A diner of the group and their photo: undefined for no such diner (or another group's), photo null without one. */
export async function readDinerPhoto(
  db: Db,
  groupUid: string,
  dinerId: string,
): Promise<{ photo: { version: string; content_type: string; bytes: Buffer } | null } | undefined> {
  const [row]: { version: string | null; content_type: string; bytes: Buffer }[] = await db.query(
    `SELECT p.version, p.content_type, p.bytes FROM diners d LEFT JOIN diner_photos p ON p.diner_id = d.diner_id
      WHERE d.diner_id = $1 AND d.group_uid = $2`,
    [dinerId, groupUid],
  );
  if (!row) return undefined;
  return { photo: row.version === null ? null : { version: row.version, content_type: row.content_type, bytes: row.bytes } };
}
