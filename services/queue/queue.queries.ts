import { DEFAULT_QUEUE_SETTINGS, OPEN_QUEUE_STATUSES, type QueueEntryRow, type QueueLinkPurpose, type QueueSettings } from '@covers/shared';
import type { DataSource, EntityManager } from 'typeorm';

type Db = DataSource | EntityManager;

const instant = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const ENTRY = `reservation_id, to_char(service_date, 'YYYY-MM-DD') AS service_date, category, number, label, pax, name, phone, status,
  quote_minutes, ${instant('joined_at')} AS joined_at, ${instant('called_at')} AS called_at`;
const OPEN = `status = ANY($3::text[])`;

export type QueueEntry = QueueEntryRow & { service_date: string };

/** The outlet's queue settings: the defaults until Queues Setup saves them. */
export async function queueSettingsOf(db: Db, rid: number): Promise<QueueSettings> {
  const [row]: { settings: QueueSettings }[] = await db.query(`SELECT settings FROM queue_settings WHERE rid = $1`, [rid]);
  return { ...DEFAULT_QUEUE_SETTINGS, ...row?.settings };
}

/** The outlet's public link tokens, null where none is issued. */
export async function queueLinkTokens(db: Db, rid: number): Promise<Record<QueueLinkPurpose, string | null>> {
  const rows: { purpose: QueueLinkPurpose; token: string }[] = await db.query(`SELECT purpose, token FROM queue_links WHERE rid = $1`, [
    rid,
  ]);
  const token = (purpose: QueueLinkPurpose) => rows.find((row) => row.purpose === purpose)?.token ?? null;
  return { screen: token('screen'), check_in: token('check_in') };
}

/** The outlet a live public link opens, or undefined for a token unknown or revoked. */
export async function outletOfQueueLink(db: Db, token: string, purpose: QueueLinkPurpose): Promise<number | undefined> {
  const [row]: { rid: number }[] = await db.query(`SELECT rid FROM queue_links WHERE token = $1 AND purpose = $2`, [token, purpose]);
  return row?.rid;
}

export async function queueEntry(db: Db, rid: number, reservationId: string): Promise<QueueEntry | undefined> {
  const [row]: QueueEntry[] = await db.query(`SELECT ${ENTRY} FROM queue_entries WHERE rid = $1 AND reservation_id = $2`, [
    rid,
    reservationId,
  ]);
  return row;
}

/** The parties still in the service day's queue, in the order they joined. */
export async function openQueueEntries(db: Db, rid: number, serviceDate: string): Promise<QueueEntry[]> {
  return db.query(`SELECT ${ENTRY} FROM queue_entries WHERE rid = $1 AND service_date = $2 AND ${OPEN} ORDER BY joined_at, number`, [
    rid,
    serviceDate,
    OPEN_QUEUE_STATUSES,
  ]);
}
