import {
  addDays,
  type DinerFilterRequest,
  type DinerProfile,
  type DinerTag,
  type DinerUndoableMerge,
  type DinerUnmergeRequest,
} from '@covers/shared';
import type { DataSource, EntityManager } from 'typeorm';
import { dinerBookedAtOutletSubquery, dinerBookedElsewhereSubquery, dinerVisitStats } from '../reservations';
import { DINER_PROFILE_KEYS } from './diners.decider';
import type { Diner } from './diners.events';

type Db = DataSource | EntityManager;

/** The diner that stands for the diner `column` of the query: the one it was merged into, or itself. */
export const standingDinerId = (column: string) => `coalesce((SELECT m.merged_into FROM diners m WHERE m.diner_id = ${column}), ${column})`;

/** The uuid[] of a diner (`column` of the query) and of the diners merged into them: whose bookings are the diner's. */
export const countedDinerIds = (column: string) => `(${column} || ARRAY(SELECT m.diner_id FROM diners m WHERE m.merged_into = ${column}))`;

// A function: the reservations module is still loading when this one is (they import each other).
export const profileColumns = () => `d.diner_id, d.salutation, d.first_name, d.last_name, d.phone, d.email, d.vip, d.gender, d.nationality,
  d.organisation, d.birthday, d.anniversary, d.tags, d.dining_preferences, d.seating_preferences, d.notes, d.marketing_opt_in,
  d.membership, d.created_at, d.photo_version, ${dinerVisitStats.columns}`;

/** One diner of the group in the directory with their counts, or undefined (another group's or a merged-away diner is not found either). */
export async function findDiner(db: Db, groupUid: string, dinerId: string): Promise<DinerProfile | undefined> {
  const [row]: DinerProfile[] = await db.query(
    `SELECT ${profileColumns()} FROM diners d ${dinerVisitStats.join('d.diner_id')} WHERE d.diner_id = $1 AND d.group_uid = $2 AND d.merged_into IS NULL`,
    [dinerId, groupUid],
  );
  return row;
}

/**
 * A phone and an e-mail as diners are found by them, merged-away diners too: on the search's ordered indexes (their
 * "C" collation compares as equality does).
 */
export const HELD_BY = { phone: (d: string) => `(${d}.phone_key COLLATE "C")`, email: (d: string) => `(lower(${d}.email) COLLATE "C")` };

/**
 * The diner holding this phone (E.164) or email in the group, other than `except`. A merged-away diner's phone and
 * email stay the diner's they were merged into (bookings with them find that diner).
 */
export async function dinerHolding(db: Db, groupUid: string, field: 'phone' | 'email', value: string, except: string | null) {
  const rows: { diner_id: string }[] = await db.query(
    `SELECT coalesce(d.merged_into, d.diner_id) AS diner_id FROM diners d
      WHERE d.group_uid = $1 AND ${HELD_BY[field]('d')} = $2 AND coalesce(d.merged_into, d.diner_id) IS DISTINCT FROM $3::uuid LIMIT 1`,
    [groupUid, field === 'phone' ? value : value.toLowerCase(), except],
  );
  return rows[0]?.diner_id ?? null;
}

const AGE_BAND_YEARS: Record<string, [number, number]> = {
  '<25': [0, 24],
  '25-34': [25, 34],
  '35-44': [35, 44],
  '45-54': [45, 54],
  '55-64': [55, 64],
  '65-74': [65, 74],
  '>75': [75, 200],
};
// Names sort byte-wise (collation "C"), so one index serves both the order and the prefix search in any database locale.
const SORTS = {
  name: ['lower(d.last_name) COLLATE "C"', 'lower(d.first_name) COLLATE "C"', 'd.diner_id'],
  last_visit: ['s.last_visit', 'd.diner_id'],
  visits: ['coalesce(s.visit_count, 0)', 'd.diner_id'],
  created: ['d.created_at', 'd.diner_id'],
};
/** What the search matches, each by its prefix on its own index (see the diner-search migration); a phone by any part. */
const SEARCH_KEYS = {
  lastName: 'lower(d.last_name) COLLATE "C"',
  fullName: `lower(coalesce(d.first_name, '') || ' ' || d.last_name) COLLATE "C"`,
  email: 'lower(d.email) COLLATE "C"',
  phone: 'd.phone_key COLLATE "C"',
};
/** A search of digits and the signs a phone is written with. */
const PHONE_LIKE = /^[0-9+()\-.\s]+$/;
/** Counts stop here ("more than 10,000 diners"); a search, typed a letter at a time, sooner. */
export const COUNT_CAP = { list: 10_000, search: 1_000 };

/** The MM-DD of a yearly date `column` falls in the `days` from `today`: one index range, or two past 31 December. */
const yearlyWithin = (column: string, today: string, days: number, p: (value: unknown) => string) => {
  const [from, to] = [today.slice(5), addDays(today, days - 1).slice(5)];
  const day = `(substr(${column}, 6, 5) COLLATE "C")`;
  return from <= to ? `${day} BETWEEN ${p(from)} AND ${p(to)}` : `(${day} >= ${p(from)} OR ${day} <= ${p(to)})`;
};
/** Born between these ages (whole years, as age() counts them) on `today`: a range of birthdays, on an index. */
const agedBetween = (today: string, [youngest, oldest]: [number, number]) =>
  `(d.birthday > to_char(${today}::date - make_interval(years => ${oldest + 1}), 'YYYY-MM-DD') AND d.birthday <= to_char(${today}::date - make_interval(years => ${youngest}), 'YYYY-MM-DD'))`;

/**
 * The Diner Directory's page: search by name, phone or email as one types, the spec §9 filters, sorted and paged
 * here with the total. `rid` limits to the outlet's diners (outlet scope); null searches the whole group.
 *
 * A search sorted by name reads each matching index in order and merges them (ordered by the text that matched), so
 * one letter among 200,000 diners reads a page's worth of rows; its count stops at COUNT_CAP (`more`).
 */
export async function filterDiners(db: Db, groupUid: string, rid: number | null, today: string, f: DinerFilterRequest) {
  const params: unknown[] = [groupUid];
  const p = (value: unknown) => `$${params.push(value)}`;
  let todayParam: string | undefined;
  const today$ = () => (todayParam ??= p(today));
  const where = ['d.group_uid = $1', 'd.merged_into IS NULL'];
  if (rid !== null) {
    const ridParam = p(rid);
    where.push(`(d.home_rid = ${ridParam} OR ${dinerBookedAtOutletSubquery(countedDinerIds('d.diner_id'), ridParam)})`);
  }
  if (f.tag_ids?.length) where.push(`d.tags @> ${p(f.tag_ids)}::text[]`);
  if (f.vip !== undefined) where.push(`d.vip = ${p(f.vip)}`);
  if (f.marketing_opt_in !== undefined) where.push(`d.marketing_opt_in = ${p(f.marketing_opt_in)}`);
  if (f.visit_count_op && f.visit_count !== undefined) {
    // "More than" names the diners with a count; the others include those who never booked (no row).
    const count = f.visit_count_op === 'gt' ? 's.visit_count' : 'coalesce(s.visit_count, 0)';
    where.push(`${count} ${{ lt: '<', eq: '=', gt: '>' }[f.visit_count_op]} ${p(f.visit_count)}`);
  }
  if (f.age_bands?.length) where.push(`(${f.age_bands.map((band) => agedBetween(today$(), AGE_BAND_YEARS[band])).join(' OR ')})`);
  if (f.birthday_within) where.push(yearlyWithin('d.birthday', today, f.birthday_within, p));
  if (f.anniversary_within) where.push(yearlyWithin('d.anniversary', today, f.anniversary_within, p));
  if (f.last_visit_within) where.push(`s.last_visit >= (${today$()}::date - ${p(f.last_visit_within)}::int)::text`);
  const direction = f.order === 'desc' ? 'DESC' : 'ASC';
  const from = `FROM diners d ${dinerVisitStats.join('d.diner_id')}`;
  const filters = where.join(' AND ');

  const search = f.search?.trim();
  if (!search) {
    const countParams = [...params];
    const window = `LIMIT ${p(f.page_size)} OFFSET ${p((f.page - 1) * f.page_size)}`;
    const keys = SORTS[f.sort];
    const order = (column: (key: string, i: number) => string) =>
      keys.map((key, i) => `${column(key, i)} ${direction} NULLS LAST`).join(', ');
    // A narrowing filter is read on its own index first, then sorted: walking the name order, filtering row by row,
    // can read most of the directory when the matches sort late. The planner misjudges these (tags, joined visit
    // stats); birthday ranges and windows it estimates from their indexes' statistics, and chooses itself.
    const narrowing = Boolean(f.tag_ids?.length || f.vip || f.last_visit_within || f.visit_count_op === 'gt');
    const page = narrowing
      ? `WITH matching AS MATERIALIZED (SELECT ${keys.map((key, i) => `${key} AS k${i}`).join(', ')} ${from} WHERE ${filters})
         SELECT ${profileColumns()} FROM (SELECT * FROM matching ORDER BY ${order((_, i) => `k${i}`)} ${window}) m
           JOIN diners d ON d.diner_id = m.k${keys.length - 1} ${dinerVisitStats.join('d.diner_id')} ORDER BY ${order((_, i) => `m.k${i}`)}`
      : `SELECT ${profileColumns()} ${from} WHERE ${filters} ORDER BY ${order((key) => key)} ${window}`;
    const counted = `SELECT count(*)::int AS total FROM (SELECT 1 ${from} WHERE ${filters} LIMIT ${COUNT_CAP.list + 1}) m`;
    return pageOf(f, COUNT_CAP.list, db.query(page, params), db.query(counted, countParams));
  }

  const prefix = p(`${search.replace(/[\\%_]/g, (c) => `\\${c}`).toLowerCase()}%`);
  // A phone is matched only by what reads as one: the digits of a name or an e-mail ("ana812") are not a phone's.
  const digits = PHONE_LIKE.test(search) ? search.replace(/[^0-9]/g, '') : '';
  const matches: [key: string, condition: string][] = [
    [SEARCH_KEYS.lastName, `${SEARCH_KEYS.lastName} LIKE ${prefix}`],
    [SEARCH_KEYS.fullName, `${SEARCH_KEYS.fullName} LIKE ${prefix}`],
    [SEARCH_KEYS.email, `${SEARCH_KEYS.email} LIKE ${prefix}`],
  ];
  if (digits.length >= 3) matches.push([SEARCH_KEYS.phone, `d.phone_key LIKE ${p(`%${digits}%`)}`]);
  const branches = (select: (key: string) => string, tail: string) =>
    matches.map(([key, condition]) => `(SELECT ${select(key)} ${from} WHERE ${filters} AND ${condition} ${tail})`).join(' UNION ALL ');
  const countParams = [...params];
  const counted = `SELECT count(DISTINCT diner_id)::int AS total FROM (${branches((key) => `d.diner_id, ${key} AS k`, `ORDER BY k LIMIT ${COUNT_CAP.search + 1}`)}) m`;

  const offset = (f.page - 1) * f.page_size;
  let page: string;
  if (f.sort === 'name') {
    const reach = p(offset + f.page_size);
    const firstMatch = `SELECT DISTINCT ON (diner_id) diner_id, k FROM (${branches(
      (key) => `d.diner_id, ${key} AS k`,
      `ORDER BY k ${direction}, d.diner_id ${direction} LIMIT ${reach}`,
    )}) m ORDER BY diner_id, k ${direction}`;
    const order = `m.k ${direction}, m.diner_id ${direction}`;
    page = `SELECT ${profileColumns()} FROM (SELECT * FROM (${firstMatch}) f ORDER BY k ${direction}, diner_id ${direction} LIMIT ${p(f.page_size)} OFFSET ${p(offset)}) m
      JOIN diners d ON d.diner_id = m.diner_id ${dinerVisitStats.join('d.diner_id')} ORDER BY ${order}`;
  } else {
    const order = SORTS[f.sort].map((key) => `${key} ${direction} NULLS LAST`).join(', ');
    const anyMatch = `(${matches.map(([, condition]) => condition).join(' OR ')})`;
    page = `SELECT ${profileColumns()} ${from} WHERE ${filters} AND ${anyMatch} ORDER BY ${order} LIMIT ${p(f.page_size)} OFFSET ${p(offset)}`;
  }
  return pageOf(f, COUNT_CAP.search, db.query(page, params), db.query(counted, countParams));
}

async function pageOf(f: DinerFilterRequest, cap: number, rows: Promise<DinerProfile[]>, counted: Promise<{ total: number }[]>) {
  const [diners, [{ total }]] = await Promise.all([rows, counted]);
  return { diners, total: Math.min(total, cap), more: total > cap, page: f.page, page_size: f.page_size };
}

export async function groupTags(db: Db, groupUid: string): Promise<DinerTag[]> {
  return db.query(`SELECT tag_id, name, colour FROM diner_tags WHERE group_uid = $1 ORDER BY name_key`, [groupUid]);
}

/** Which of these tag ids are the group's. */
export async function existingTagIds(db: Db, groupUid: string, tagIds: readonly string[]): Promise<string[]> {
  const rows: { tag_id: string }[] = await db.query(`SELECT tag_id FROM diner_tags WHERE group_uid = $1 AND tag_id = ANY($2::uuid[])`, [
    groupUid,
    tagIds,
  ]);
  return rows.map((r) => r.tag_id);
}

/** A diner's id with those of the diners merged into them. */
export async function countedDiners(db: Db, dinerId: string): Promise<string[]> {
  const rows: { diner_id: string }[] = await db.query(`SELECT diner_id FROM diners WHERE merged_into = $1`, [dinerId]);
  return [dinerId, ...rows.map((r) => r.diner_id)];
}

/** A diner of the group in the directory as stored (the profile an event carries), or undefined. */
export async function storedDiner(db: Db, groupUid: string, dinerId: string): Promise<Diner | undefined> {
  const [row]: Diner[] = await db.query(
    `SELECT diner_id, group_uid, ${DINER_PROFILE_KEYS.join(', ')}, home_rid FROM diners WHERE diner_id = $1 AND group_uid = $2 AND merged_into IS NULL`,
    [dinerId, groupUid],
  );
  return row;
}

/** Has any of these diners (or one merged into them) a home outlet or a booking outside `rids`? */
export async function dinersBookedOutside(db: Db, dinerIds: string[], rids: readonly number[]): Promise<boolean> {
  const [{ outside }] = await db.query(
    `SELECT EXISTS (SELECT 1 FROM diners d WHERE d.diner_id = ANY($1::uuid[])
        AND (d.home_rid <> ALL($2::int[]) OR ${dinerBookedElsewhereSubquery(countedDinerIds('d.diner_id'), '$2::int[]')})) AS outside`,
    [dinerIds, rids],
  );
  return outside;
}

/** A merge of the group: by its id, or the latest of `merged_id` into `keep_id`. */
export async function findMerge(
  db: Db,
  groupUid: string,
  ref: Pick<DinerUnmergeRequest, 'merge_id' | 'keep_id' | 'merged_id'>,
): Promise<{ merge_id: string; kept_id: string; merged_id: string } | undefined> {
  const [row] = ref.merge_id
    ? await db.query(`SELECT merge_id, kept_id, merged_id FROM diner_merges WHERE merge_id = $1 AND group_uid = $2`, [
        ref.merge_id,
        groupUid,
      ])
    : await db.query(
        `SELECT merge_id, kept_id, merged_id FROM diner_merges WHERE kept_id = $1 AND merged_id = $2 AND group_uid = $3
          ORDER BY position DESC LIMIT 1`,
        [ref.keep_id, ref.merged_id, groupUid],
      );
  return row;
}

/** The merge into this diner that can still be undone, with the merged diner's name. */
export async function undoableMergeInto(db: Db, dinerId: string): Promise<DinerUndoableMerge | null> {
  const [row] = await db.query(
    `SELECT m.merge_id, m.merged_id, trim(coalesce(d.first_name, '') || ' ' || d.last_name) AS merged_name
       FROM diner_merges m JOIN diners d ON d.diner_id = m.merged_id WHERE m.kept_id = $1 AND m.undoable`,
    [dinerId],
  );
  return row ?? null;
}
