import { DEFAULT_ONLINE_SETTINGS, type OfflineHold, type OnlineSettings } from '@covers/shared';
import type { DataSource, EntityManager } from 'typeorm';
import type { OnlineSetup } from './online.state';

/** An outlet's online setup; the defaults (online booking off, nothing held) until a manager saves one. */
export async function onlineSetup(db: DataSource | EntityManager, rid: number): Promise<OnlineSetup> {
  const rows: { settings: OnlineSettings | null; holds: OfflineHold[] }[] = await db.query(
    `SELECT settings, holds FROM online_settings WHERE rid = $1`,
    [rid],
  );
  return { settings: rows[0]?.settings ?? DEFAULT_ONLINE_SETTINGS, holds: rows[0]?.holds ?? [] };
}
