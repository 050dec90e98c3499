import { normaliseVoucherCode, type VoucherKind, type VoucherRow, type VoucherTab, type VoucherUse } from '@covers/shared';
import type { DataSource, EntityManager } from 'typeorm';

type Db = DataSource | EntityManager;

const KIND_COLUMNS = `k.kind_id, k.name, k.value_minor::float8 AS value_minor, k.currency, k.vouchers_quota, k.uses_per_voucher,
  to_char(k.valid_from, 'YYYY-MM-DD') AS valid_from, to_char(k.valid_to, 'YYYY-MM-DD') AS valid_to, k.rids, k.issued`;
const iso = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A voucher as stored, with its kind's terms, its status on `today` and its latest use (null columns when unused). */
export interface VoucherRecord extends Omit<VoucherRow, 'qr' | 'last_use'> {
  group_uid: string;
  rids: number[];
  last_use: number | null;
  last_rid: number | null;
  last_reservation_id: string | null;
  last_fulfilled_by: string | null;
  last_fulfilled_at: string | null;
}

export type UseRecord = Omit<VoucherUse, 'outlet_name'> & { code: string };

/** The status of a voucher on the outlet date `$3`: every use spent, else validity over, else still to come in. */
const STATUS = `CASE WHEN v.uses_left = 0 THEN 'fulfilled' WHEN k.valid_to < $3::date THEN 'expired' ELSE 'incoming' END`;
const inTab = (tab: VoucherTab) => `${STATUS} = '${tab}'`;

const VOUCHER_FROM = `FROM vouchers v JOIN voucher_kinds k ON k.kind_id = v.kind_id
  LEFT JOIN LATERAL (
    SELECT u.use, u.rid, u.reservation_id, u.fulfilled_by, u.fulfilled_at FROM voucher_uses u
     WHERE u.group_uid = v.group_uid AND u.code = v.code ORDER BY u.use DESC LIMIT 1
  ) lu ON true`;
const VOUCHER_COLUMNS = `v.group_uid, v.code, v.kind_id, k.name AS kind_name, v.holder, k.value_minor::float8 AS value_minor, k.currency,
  v.uses_total, v.uses_left, to_char(k.valid_from, 'YYYY-MM-DD') AS valid_from, to_char(k.valid_to, 'YYYY-MM-DD') AS valid_to,
  k.rids, ${iso('v.issued_at')} AS issued_at, ${STATUS} AS status, lu.use AS last_use, lu.rid AS last_rid,
  lu.reservation_id AS last_reservation_id, lu.fulfilled_by AS last_fulfilled_by, ${iso('lu.fulfilled_at')} AS last_fulfilled_at`;

const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Vouchers of the group valid at the outlet, matching a code or holder search: the WHERE and its parameters from $4 on. */
function scope(search: string): { where: string; params: string[] } {
  const where = `v.group_uid = $1 AND $2 = ANY(k.rids)`;
  if (!search) return { where, params: [] };
  return {
    where: `${where} AND (v.code LIKE $4 OR lower(v.holder) LIKE $5)`,
    params: [`%${likeEscape(normaliseVoucherCode(search))}%`, `%${likeEscape(search.toLowerCase())}%`],
  };
}

export async function kindsAt(db: Db, groupUid: string, rid: number): Promise<VoucherKind[]> {
  return db.query(
    `SELECT ${KIND_COLUMNS} FROM voucher_kinds k WHERE k.group_uid = $1 AND $2 = ANY(k.rids) ORDER BY k.created_at DESC, k.kind_id`,
    [groupUid, rid],
  );
}

export async function kindOf(db: Db, groupUid: string, kindId: string): Promise<VoucherKind | undefined> {
  const [kind]: VoucherKind[] = await db.query(`SELECT ${KIND_COLUMNS} FROM voucher_kinds k WHERE k.group_uid = $1 AND k.kind_id = $2`, [
    groupUid,
    kindId,
  ]);
  return kind;
}

/** One voucher of the group (whichever outlets it names), with its status on `today`. */
export async function findVoucher(db: Db, groupUid: string, code: string, today: string): Promise<VoucherRecord | undefined> {
  const [row]: VoucherRecord[] = await db.query(`SELECT ${VOUCHER_COLUMNS} ${VOUCHER_FROM} WHERE v.group_uid = $1 AND v.code = $2`, [
    groupUid,
    code,
    today,
  ]);
  return row;
}

/** Several vouchers of the group by code, in the order given (those that exist). */
export async function findVouchers(db: Db, groupUid: string, codes: readonly string[], today: string): Promise<VoucherRecord[]> {
  return db.query(
    `SELECT ${VOUCHER_COLUMNS} ${VOUCHER_FROM} WHERE v.group_uid = $1 AND v.code = ANY($2::text[]) ORDER BY array_position($2::text[], v.code)`,
    [groupUid, codes, today],
  );
}

/** A page of one tab at the outlet, latest activity first, with the tab's total. */
export async function listVouchers(
  db: Db,
  at: { groupUid: string; rid: number; today: string },
  tab: VoucherTab,
  search: string,
  page: { page: number; size: number } | null,
): Promise<{ rows: VoucherRecord[]; total: number }> {
  const { where, params } = scope(search);
  const base = [at.groupUid, at.rid, at.today, ...params];
  const filter = `${where} AND ${inTab(tab)}`;
  const limit = page ? `LIMIT ${page.size} OFFSET ${(page.page - 1) * page.size}` : '';
  const [rows, [{ total }]] = await Promise.all([
    db.query(
      `SELECT ${VOUCHER_COLUMNS} ${VOUCHER_FROM} WHERE ${filter} ORDER BY coalesce(lu.fulfilled_at, v.issued_at) DESC, v.code ${limit}`,
      base,
    ) as Promise<VoucherRecord[]>,
    db.query(
      `SELECT count(*)::int AS total FROM vouchers v JOIN voucher_kinds k ON k.kind_id = v.kind_id WHERE ${filter}`,
      base,
    ) as Promise<{ total: number }[]>,
  ]);
  return { rows, total };
}

/** Every tab's count at the outlet on `today`, in one scan. */
export async function countVouchers(db: Db, at: { groupUid: string; rid: number; today: string }, search: string) {
  const { where, params } = scope(search);
  const [counts]: { issued: number; incoming: number; fulfilled: number; expired: number }[] = await db.query(
    `SELECT count(*)::int AS issued,
            count(*) FILTER (WHERE ${inTab('incoming')})::int AS incoming,
            count(*) FILTER (WHERE ${inTab('fulfilled')})::int AS fulfilled,
            count(*) FILTER (WHERE ${inTab('expired')})::int AS expired
       FROM vouchers v JOIN voucher_kinds k ON k.kind_id = v.kind_id WHERE ${where}`,
    [at.groupUid, at.rid, at.today, ...params],
  );
  return counts;
}

export async function usesOf(db: Db, groupUid: string, code: string): Promise<UseRecord[]> {
  return db.query(
    `SELECT code, use, rid, reservation_id, fulfilled_by, ${iso('fulfilled_at')} AS fulfilled_at FROM voucher_uses
      WHERE group_uid = $1 AND code = $2 ORDER BY use`,
    [groupUid, code],
  );
}

/** The uses of vouchers on one booking of the outlet, first first. */
export async function usesOnBooking(db: Db, rid: number, reservationId: string) {
  const rows: (UseRecord & { kind_name: string; value_minor: number; currency: string })[] = await db.query(
    `SELECT u.code, u.use, u.rid, u.reservation_id, u.fulfilled_by, ${iso('u.fulfilled_at')} AS fulfilled_at,
            k.name AS kind_name, k.value_minor::float8 AS value_minor, k.currency
       FROM voucher_uses u JOIN vouchers v ON v.group_uid = u.group_uid AND v.code = u.code JOIN voucher_kinds k ON k.kind_id = v.kind_id
      WHERE u.rid = $1 AND u.reservation_id = $2 ORDER BY u.fulfilled_at, u.code`,
    [rid, reservationId],
  );
  return rows;
}

/** Which of these codes the group already has. */
export async function takenCodes(db: Db, groupUid: string, codes: readonly string[]): Promise<string[]> {
  const rows: { code: string }[] = await db.query(`SELECT code FROM vouchers WHERE group_uid = $1 AND code = ANY($2::text[])`, [
    groupUid,
    codes,
  ]);
  return rows.map((row) => row.code);
}
