import { DEFAULT_TELEPHONY_SETTINGS, type ApiKeySummary, type TelephonySettings } from '@covers/shared';
import type { DataSource, EntityManager } from 'typeorm';

type Db = DataSource | EntityManager;

export async function telephonySettings(db: Db, rid: number): Promise<TelephonySettings> {
  const rows: { settings: TelephonySettings }[] = await db.query(`SELECT settings FROM telephony_settings WHERE rid = $1`, [rid]);
  return rows[0]?.settings ?? DEFAULT_TELEPHONY_SETTINGS;
}

/** The outlet's keys not revoked, newest first. */
export function activeApiKeys(db: Db, rid: number): Promise<ApiKeySummary[]> {
  return db.query(
    `SELECT key_id AS "keyId", label, prefix, created_at AS "createdAt", created_by AS "createdBy"
       FROM telephony_api_keys WHERE rid = $1 AND revoked_at IS NULL ORDER BY created_at DESC`,
    [rid],
  );
}

/** The outlet whose key this is (by its SHA-256), if the key is not revoked. */
export async function outletOfKeyHash(db: Db, keyHash: string): Promise<number | null> {
  const rows: { rid: number }[] = await db.query(`SELECT rid FROM telephony_api_keys WHERE key_hash = $1 AND revoked_at IS NULL`, [
    keyHash,
  ]);
  return rows[0]?.rid ?? null;
}
