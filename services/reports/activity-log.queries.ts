import { ACTIVITY_PAGE_SIZE, type ActivityChain, type ActivityRequest, type ActivityRow } from '@covers/shared';
import type { DataSource, EntityManager } from 'typeorm';
import { ROW_HASH_SQL } from './activity-log.projection';

type Db = DataSource | EntityManager;

export interface ActivityScope {
  rids: readonly number[];
  groupUid: string;
}

/** Rows of the outlets, and the group's own rows (users and access). */
const IN_SCOPE = `(rid = ANY($1::int[]) OR group_uid = $2)`;

/** A page of the log, newest first, between two days of the outlet's calendar (its time zone), by user and kind of action. */
export async function activityPage(
  db: Db,
  scope: ActivityScope,
  timeZone: string,
  request: Pick<ActivityRequest, 'from' | 'to' | 'user_id' | 'category' | 'page'>,
): Promise<{ rows: Omit<ActivityRow, 'actor_name'>[]; total: number }> {
  const params: unknown[] = [scope.rids, scope.groupUid, request.from, request.to, timeZone];
  const where = [
    IN_SCOPE,
    `at >= ($3::date::timestamp AT TIME ZONE $5)`,
    `at < (($4::date + 1)::timestamp AT TIME ZONE $5)`,
    ...(request.user_id ? [`actor = $${params.push(request.user_id)}`] : []),
    ...(request.category ? [`category = $${params.push(request.category)}`] : []),
  ].join(' AND ');
  const [{ total }] = await db.query(`SELECT count(*)::int AS total FROM activity_log WHERE ${where}`, params);
  const rows = await db.query(
    `SELECT position::int AS position, to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS at, rid, actor, category,
            event_type, subject, details
       FROM activity_log WHERE ${where}
      ORDER BY position DESC LIMIT ${ACTIVITY_PAGE_SIZE} OFFSET $${params.push((request.page - 1) * ACTIVITY_PAGE_SIZE)}`,
    params,
  );
  return { rows, total };
}

/**
 * Checks every row in scope: its hash must be the hash of its content and its stored previous hash, and that
 * previous hash must be the hash of the stream's row before it (an edited row fails the first, a removed one the
 * second). Each stream's last row must be its chain head (rows removed from a stream's end, or all of its rows, fail that).
 */
export async function checkActivityChain(db: Db, scope: ActivityScope): Promise<ActivityChain> {
  const [row] = await db.query(
    `WITH checked AS (
       SELECT position, stream_id, stream_version, hash,
              hash = ${ROW_HASH_SQL('', 'prev_hash')} AND prev_hash = coalesce(lag(hash) OVER (PARTITION BY stream_id ORDER BY stream_version), '') AS sound
         FROM activity_log WHERE ${IN_SCOPE}),
     last AS (SELECT DISTINCT ON (stream_id) stream_id, stream_version, hash, position FROM checked ORDER BY stream_id, stream_version DESC),
     heads AS (SELECT stream_id, stream_version, hash FROM activity_chain_heads WHERE ${IN_SCOPE}),
     tails AS (SELECT l.position, h.stream_id IS NULL OR l.stream_id IS NULL OR l.stream_version <> h.stream_version OR l.hash <> h.hash AS cut
                 FROM last l FULL JOIN heads h ON h.stream_id = l.stream_id)
     SELECT (SELECT count(*)::int FROM checked) AS checked,
            (SELECT min(position)::int FROM checked WHERE NOT sound) AS broken_at,
            (SELECT min(position)::int FROM tails WHERE cut) AS cut_after,
            (SELECT bool_or(cut) FROM tails) AS rows_missing`,
    [scope.rids, scope.groupUid],
  );
  const rowsMissing = row.rows_missing === true;
  return {
    intact: row.broken_at === null && !rowsMissing,
    checked: row.checked,
    broken_at: row.broken_at ?? (rowsMissing ? row.cut_after : null),
    rows_missing: rowsMissing && row.broken_at === null,
  };
}
