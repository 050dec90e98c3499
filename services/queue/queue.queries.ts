import { DEFAULT_QUEUE_SETTINGS, OPEN_QUEUE_STATUSES, type QueueEntryRow, type QueueLinkPurpose, type QueueSettings } from '@covers/shared';
import type { DataSource, EntityManager } from 'typeorm';

type Db = DataSource | EntityManager;

const instant = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const ENTRY = `reservation_id, to_char(service_date, 'YYYY-MM-DD') AS service_date, category, number, label, pax, name, phone, status,
  quote_minutes, ${instant('joined_at')} AS joined_at, ${instant('called_at')} AS called_at`;
const OPEN = `status = ANY($3::text[])`;

export type QueueEntry = Omit<QueueEntryRow, 'status_link'> & { service_date: string };

/** The outlet's queue settings: the defaults until Queues Setup saves them. */
export async function queueSettingsOf(db: Db, rid: number): Promise<QueueSettings> {
  return (await queueSettingsAndWaitSetAt(db, rid)).settings;
}

/**
 * The settings, and when staff last set the default wait (null if never: it is quoted for 30 minutes from then), in one
 * read of their row: every queue screen view reads both.
 */
export async function queueSettingsAndWaitSetAt(db: Db, rid: number): Promise<{ settings: QueueSettings; setAt: string | null }> {
  const [row]: { settings: QueueSettings; set_at: string | null }[] = await db.query(
    `SELECT settings, ${instant('wait_set_at')} AS set_at FROM queue_settings WHERE rid = $1`,
    [rid],
  );
  return { settings: { ...DEFAULT_QUEUE_SETTINGS, ...row?.settings }, setAt: row?.set_at ?? null };
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

/** A booking's turn at the outlet: when it sat down, and when it left (null while it is still at the table). */
export interface ObservedTurn {
  reservation_id: string;
  seated_at: string;
  departed_at: string | null;
}

/** The turns of bookings seated from `since` on, newest first. */
export async function turnsSince(db: Db, rid: number, since: string): Promise<ObservedTurn[]> {
  return db.query(
    `SELECT reservation_id, ${instant('seated_at')} AS seated_at, ${instant('departed_at')} AS departed_at
       FROM queue_turns WHERE rid = $1 AND seated_at >= $2 ORDER BY seated_at DESC`,
    [rid, since],
  );
}

/**
 * The accuracy of the quotes: over the parties seated from the queue since `since` that had a learnt quote, the mean
 * absolute error (minutes) of the learnt quote and of the default against the wait measured (joined to seated).
 */
export async function quoteAccuracy(db: Db, rid: number, since: string) {
  const [row]: { parties: number; learnt: number | null; default: number | null }[] = await db.query(
    `WITH waits AS (
       SELECT learnt_minutes, default_minutes, EXTRACT(EPOCH FROM seated_at - joined_at) / 60 AS waited
         FROM queue_entries WHERE rid = $1 AND seated_at >= $2 AND learnt_minutes IS NOT NULL AND default_minutes IS NOT NULL)
     SELECT count(*)::int AS parties, round(avg(abs(learnt_minutes - waited)), 1)::float AS learnt,
            round(avg(abs(default_minutes - waited)), 1)::float AS default
       FROM waits`,
    [rid, since],
  );
  return row;
}

/** A numbered party wherever it queues, with its outlet (a party status link names the booking alone). */
export async function queuedParty(db: Db, reservationId: string): Promise<(QueueEntry & { rid: number }) | undefined> {
  const [row]: (QueueEntry & { rid: number })[] = await db.query(`SELECT rid, ${ENTRY} FROM queue_entries WHERE reservation_id = $1`, [
    reservationId,
  ]);
  return row;
}
