import type { DinerFilterRequest, DinerProfile, DinerTag, DinerUndoableMerge, DinerUnmergeRequest } from '@covers/shared';
import type { DataSource, EntityManager } from 'typeorm';
import { dinerBookedAtOutletSubquery, dinerBookedElsewhereSubquery, dinerVisitStatsSubquery } from '../reservations';
import { DINER_PROFILE_KEYS } from './diners.decider';
import type { Diner } from './diners.events';

type Db = DataSource | EntityManager;

/** The uuid[] of a diner (`column` of the query) and of the diners merged into them: whose bookings are the diner's. */
export const countedDinerIds = (column: string) => `(${column} || ARRAY(SELECT m.diner_id FROM diners m WHERE m.merged_into = ${column}))`;

export const PROFILE_COLUMNS = `d.diner_id, d.salutation, d.first_name, d.last_name, d.phone, d.email, d.vip, d.gender, d.nationality,
  d.organisation, d.birthday, d.anniversary, d.tags, d.dining_preferences, d.seating_preferences, d.notes, d.marketing_opt_in,
  d.membership, d.created_at, s.visit_count, s.cancellation_count, s.no_show_count, s.last_visit`;

/** One diner of the group in the directory with their counts, or undefined (another group's or a merged-away diner is not found either). */
export async function findDiner(db: Db, groupUid: string, dinerId: string): Promise<DinerProfile | undefined> {
  const [row]: DinerProfile[] = await db.query(
    `SELECT ${PROFILE_COLUMNS} FROM diners d, LATERAL ${dinerVisitStatsSubquery(countedDinerIds('d.diner_id'))} s WHERE d.diner_id = $1 AND d.group_uid = $2 AND d.merged_into IS NULL`,
    [dinerId, groupUid],
  );
  return row;
}

/**
 * The diner holding this phone (E.164) or email in the group, other than `except`. A merged-away diner's phone and
 * email stay the diner's they were merged into (bookings with them find that diner).
 */
export async function dinerHolding(db: Db, groupUid: string, field: 'phone' | 'email', value: string, except: string | null) {
  const column = field === 'phone' ? 'phone_key' : 'lower(email)';
  const rows: { diner_id: string }[] = await db.query(
    `SELECT coalesce(merged_into, diner_id) AS diner_id FROM diners
      WHERE group_uid = $1 AND ${column} = $2 AND coalesce(merged_into, diner_id) IS DISTINCT FROM $3::uuid LIMIT 1`,
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
const SORTS = {
  name: 'lower(d.last_name), lower(d.first_name), d.diner_id',
  last_visit: 's.last_visit, d.diner_id',
  visits: 's.visit_count, d.diner_id',
  created: 'd.created_at, d.diner_id',
};
/** Days from `today` to a yearly date (MM-DD of `column`), 0-365. */
const daysUntilYearly = (column: string, today: string) =>
  `((make_date(extract(year FROM ${today}::date)::int, substr(${column}, 6, 2)::int, 1) + (substr(${column}, 9, 2)::int - 1)) - ${today}::date + 366) % 366`;

/**
 * The Diner Directory's page: search by name, phone or email as one types, the spec §9 filters, sorted and paged
 * here with the total. `rid` limits to the outlet's diners (outlet scope); null searches the whole group.
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
  const search = f.search?.trim();
  if (search) {
    const like = p(`${search.replace(/[\\%_]/g, (c) => `\\${c}`).toLowerCase()}%`);
    const digits = search.replace(/[^0-9]/g, '');
    const phone = digits.length >= 3 ? ` OR d.phone_key LIKE ${p(`%${digits}%`)}` : '';
    where.push(
      `(lower(d.last_name) LIKE ${like} OR lower(d.first_name) LIKE ${like} OR lower(coalesce(d.first_name, '') || ' ' || d.last_name) LIKE ${like} OR lower(d.email) LIKE ${like}${phone})`,
    );
  }
  if (f.tag_ids?.length) where.push(`d.tags @> ${p(f.tag_ids)}::text[]`);
  if (f.vip !== undefined) where.push(`d.vip = ${p(f.vip)}`);
  if (f.marketing_opt_in !== undefined) where.push(`d.marketing_opt_in = ${p(f.marketing_opt_in)}`);
  if (f.visit_count_op && f.visit_count !== undefined) {
    where.push(`s.visit_count ${{ lt: '<', eq: '=', gt: '>' }[f.visit_count_op]} ${p(f.visit_count)}`);
  }
  if (f.age_bands?.length) {
    const age = `extract(year FROM age(${today$()}::date, d.birthday::date))`;
    where.push(
      `(d.birthday IS NOT NULL AND (${f.age_bands.map((band) => `${age} BETWEEN ${AGE_BAND_YEARS[band][0]} AND ${AGE_BAND_YEARS[band][1]}`).join(' OR ')}))`,
    );
  }
  if (f.birthday_within) where.push(`(d.birthday IS NOT NULL AND ${daysUntilYearly('d.birthday', today$())} < ${p(f.birthday_within)})`);
  if (f.anniversary_within) {
    where.push(`(d.anniversary IS NOT NULL AND ${daysUntilYearly('d.anniversary', today$())} < ${p(f.anniversary_within)})`);
  }
  if (f.last_visit_within) where.push(`s.last_visit >= (${today$()}::date - ${p(f.last_visit_within)}::int)::text`);
  const order = SORTS[f.sort]
    .split(', ')
    .map((column) => `${column} ${f.order === 'desc' ? 'DESC' : 'ASC'} NULLS LAST`)
    .join(', ');
  const stats = `LATERAL ${dinerVisitStatsSubquery(countedDinerIds('d.diner_id'))} s`;
  // The counts come from the reservations, one lookup a diner: only for the page's rows, unless a filter or the sort needs them.
  const byStats = Boolean(f.visit_count_op || f.last_visit_within) || f.sort === 'visits' || f.sort === 'last_visit';
  const matching = `FROM diners d${byStats ? `, ${stats}` : ''} WHERE ${where.join(' AND ')}`;
  const countParams = [...params];
  const limit = p(f.page_size);
  const offset = p((f.page - 1) * f.page_size);
  const page = byStats
    ? `SELECT ${PROFILE_COLUMNS} ${matching} ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`
    : `SELECT ${PROFILE_COLUMNS} FROM (SELECT d.* ${matching} ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}) d, ${stats} ORDER BY ${order}`;
  const [diners, [{ total }]] = await Promise.all([
    db.query(page, params),
    db.query(`SELECT count(*)::int AS total ${matching}`, countParams) as Promise<{ total: number }[]>,
  ]);
  return { diners: diners as DinerProfile[], total, page: f.page, page_size: f.page_size };
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
