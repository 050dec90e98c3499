import {
  DONE_WITH_STATUSES,
  FULFILLED_STATUSES,
  UPCOMING_STATUSES,
  WAITING_STATUSES,
  type DateRange,
  type DinerFigures,
  type ReportFigures,
  type ReportName,
  type ReportPeriod,
  type ReportRow,
  type ReservationTab,
} from '@covers/shared';
import type { DataSource, EntityManager } from 'typeorm';

type Db = DataSource | EntityManager;
type FigureReport = Exclude<ReportName, 'new_repeat'>;

/** Which rollup a report reads and what its buckets are: the rollup's value, the status or the day. */
const REPORT_BUCKETS: Record<FigureReport, { dimension: string; key: 'value' | 'status' | 'date' }> = {
  booking_summary: { dimension: 'total', key: 'status' },
  traffic_summary: { dimension: 'hour', key: 'value' },
  traffic_time: { dimension: 'total', key: 'date' },
  party_size: { dimension: 'party_size', key: 'value' },
  source: { dimension: 'source', key: 'value' },
  booking_type: { dimension: 'kind', key: 'value' },
};

/** The statuses of the reservation list's tabs, so a report filtered by a tab counts what the list shows. */
const TAB_STATUSES: Record<Exclude<ReservationTab, 'all'>, readonly string[]> = {
  upcoming: UPCOMING_STATUSES,
  done_with: DONE_WITH_STATUSES,
  waiting: WAITING_STATUSES,
};

const KEY_SQL = { value: 'value', status: 'status', date: `to_char(date, 'YYYY-MM-DD')` };

const EMPTY_FIGURES: ReportFigures = { bookings: 0, covers: 0, fulfilled: 0, no_shows: 0, cancelled: 0 };

/** Numeric buckets (hours, party sizes) in number order, the rest in text order. */
const byKey = (a: { key: string }, b: { key: string }) =>
  /^\d+$/.test(a.key) && /^\d+$/.test(b.key) ? Number(a.key) - Number(b.key) : a.key.localeCompare(b.key);

export interface ReportQuery {
  rids: readonly number[];
  range: DateRange;
  tab: ReservationTab;
}

const DAY_MS = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The whole calendar months inside the range (first day of the first, last day of the last); null when there are none. */
export function wholeMonths(range: DateRange): DateRange | null {
  const from = new Date(`${range.from}T00:00:00Z`);
  const first = from.getUTCDate() === 1 ? from : new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + 1, 1));
  const to = new Date(`${range.to}T00:00:00Z`);
  const afterTo = new Date(to.getTime() + DAY_MS);
  const end = afterTo.getUTCDate() === 1 ? to : new Date(Date.UTC(to.getUTCFullYear(), to.getUTCMonth(), 1) - DAY_MS);
  return first.getTime() <= end.getTime() ? { from: iso(first.getTime()), to: iso(end.getTime()) } : null;
}

/** The days of the range before and after its whole months (none, one or two ranges). */
export function daysOutside(range: DateRange, months: DateRange): DateRange[] {
  const before = iso(Date.parse(`${months.from}T00:00:00Z`) - DAY_MS);
  const after = iso(Date.parse(`${months.to}T00:00:00Z`) + DAY_MS);
  return [
    ...(range.from < months.from ? [{ from: range.from, to: before }] : []),
    ...(months.to < range.to ? [{ from: after, to: range.to }] : []),
  ];
}

/**
 * One figure report's buckets over the outlets and days, from the rollups: whole months from the monthly rollup,
 * the days before and after them from the daily one (a report by day reads days only).
 */
export async function figureReport(db: Db, report: FigureReport, query: ReportQuery): Promise<ReportPeriod<ReportFigures>> {
  const { dimension, key } = REPORT_BUCKETS[report];
  const months = key === 'date' ? null : wholeMonths(query.range);
  const params: unknown[] = [query.rids, dimension, FULFILLED_STATUSES];
  const tabFilter = query.tab === 'all' ? '' : ` AND status = ANY($${params.push(TAB_STATUSES[query.tab])}::text[])`;
  // Each part a plain date range, so the primary key (rid, dimension, date, ...) reads exactly its rows.
  const rollup = (table: string, range: DateRange) =>
    `SELECT date, value, status, bookings, adults, children FROM ${table}
      WHERE rid = ANY($1::int[]) AND dimension = $2 AND date BETWEEN $${params.push(range.from)}::date AND $${params.push(range.to)}::date${tabFilter}`;
  const parts = months
    ? [...daysOutside(query.range, months).map((days) => rollup('report_rollups', days)), rollup('report_rollups_monthly', months)]
    : [rollup('report_rollups', query.range)];
  const rows: (ReportFigures & { key: string })[] = await db.query(
    `SELECT ${KEY_SQL[key]} AS key, sum(bookings)::int AS bookings,
            coalesce(sum(adults + children) FILTER (WHERE status = ANY($3::text[])), 0)::int AS covers,
            coalesce(sum(bookings) FILTER (WHERE status = ANY($3::text[])), 0)::int AS fulfilled,
            coalesce(sum(bookings) FILTER (WHERE status = 'NoShow'), 0)::int AS no_shows,
            coalesce(sum(bookings) FILTER (WHERE status = 'Cancelled'), 0)::int AS cancelled
       FROM (${parts.join(' UNION ALL ')}) r
      GROUP BY 1`,
    params,
  );
  const out: ReportRow<ReportFigures>[] = rows.map(({ key: k, ...figures }) => ({ key: k, figures })).sort(byKey);
  const totals = out.reduce<ReportFigures>(
    (sum, row) => ({
      bookings: sum.bookings + row.figures.bookings,
      covers: sum.covers + row.figures.covers,
      fulfilled: sum.fulfilled + row.figures.fulfilled,
      no_shows: sum.no_shows + row.figures.no_shows,
      cancelled: sum.cancelled + row.figures.cancelled,
    }),
    EMPTY_FIGURES,
  );
  return { ...query.range, rows: out, totals };
}

/**
 * New vs repeat diners by day, per visit: a fulfilled visit of a known diner is new when it is their first fulfilled
 * visit at the outlet, repeat otherwise (the group adds its outlets up). Read from the daily rollups: first visits
 * counted by day, and fulfilled bookings with a known diner.
 */
export async function newRepeatReport(db: Db, query: Omit<ReportQuery, 'tab'>): Promise<ReportPeriod<DinerFigures>> {
  const rows: (DinerFigures & { key: string })[] = await db.query(
    `SELECT to_char(date, 'YYYY-MM-DD') AS key, new_diners, visits - new_diners AS repeat_diners
       FROM (SELECT date, coalesce(sum(bookings) FILTER (WHERE dimension = 'first_visit'), 0)::int AS new_diners,
                    coalesce(sum(bookings) FILTER (WHERE dimension = 'diner' AND value = 'true' AND status = ANY($4::text[])), 0)::int AS visits
               FROM report_rollups
              WHERE rid = ANY($1::int[]) AND dimension IN ('first_visit', 'diner') AND date BETWEEN $2 AND $3
              GROUP BY date) d
      WHERE visits > 0 ORDER BY date`,
    [query.rids, query.range.from, query.range.to, FULFILLED_STATUSES],
  );
  const out = rows.map(({ key, ...figures }) => ({ key, figures }));
  const totals = out.reduce<DinerFigures>(
    (sum, r) => ({ new_diners: sum.new_diners + r.figures.new_diners, repeat_diners: sum.repeat_diners + r.figures.repeat_diners }),
    { new_diners: 0, repeat_diners: 0 },
  );
  return { ...query.range, rows: out, totals };
}
