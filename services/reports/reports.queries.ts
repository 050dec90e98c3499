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

/** One figure report's buckets over the outlets and days, from the rollups. */
export async function figureReport(db: Db, report: FigureReport, query: ReportQuery): Promise<ReportPeriod<ReportFigures>> {
  const { dimension, key } = REPORT_BUCKETS[report];
  const params: unknown[] = [query.rids, dimension, query.range.from, query.range.to, FULFILLED_STATUSES];
  const tabFilter = query.tab === 'all' ? '' : ` AND status = ANY($${params.push(TAB_STATUSES[query.tab])}::text[])`;
  const rows: (ReportFigures & { key: string })[] = await db.query(
    `SELECT ${KEY_SQL[key]} AS key, sum(bookings)::int AS bookings,
            coalesce(sum(adults + children) FILTER (WHERE status = ANY($5::text[])), 0)::int AS covers,
            coalesce(sum(bookings) FILTER (WHERE status = ANY($5::text[])), 0)::int AS fulfilled,
            coalesce(sum(bookings) FILTER (WHERE status = 'NoShow'), 0)::int AS no_shows,
            coalesce(sum(bookings) FILTER (WHERE status = 'Cancelled'), 0)::int AS cancelled
       FROM report_rollups
      WHERE rid = ANY($1::int[]) AND dimension = $2 AND date BETWEEN $3 AND $4${tabFilter}
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
 * New vs repeat diners by day: a diner with a fulfilled visit that day is new when it is their first fulfilled
 * visit at these outlets, repeat when they had one before. Over the period, each diner counts once.
 */
export async function newRepeatReport(db: Db, query: Omit<ReportQuery, 'tab'>): Promise<ReportPeriod<DinerFigures>> {
  const params = [query.rids, query.range.from, query.range.to, FULFILLED_STATUSES];
  const visits = `visits AS (
      SELECT DISTINCT date, diner_id FROM report_bookings
       WHERE rid = ANY($1::int[]) AND date BETWEEN $2 AND $3 AND status = ANY($4::text[]) AND diner_id IS NOT NULL),
    firsts AS (
      SELECT diner_id, min(first_date) AS first_date FROM report_first_visits
       WHERE rid = ANY($1::int[]) AND diner_id IN (SELECT diner_id FROM visits) GROUP BY diner_id)`;
  const rows: (DinerFigures & { key: string })[] = await db.query(
    `WITH ${visits}
     SELECT to_char(v.date, 'YYYY-MM-DD') AS key,
            count(*) FILTER (WHERE f.first_date = v.date)::int AS new_diners,
            count(*) FILTER (WHERE f.first_date < v.date)::int AS repeat_diners
       FROM visits v JOIN firsts f USING (diner_id) GROUP BY v.date ORDER BY v.date`,
    params,
  );
  const [totals]: DinerFigures[] = await db.query(
    `WITH ${visits}
     SELECT count(*) FILTER (WHERE f.first_date >= $2)::int AS new_diners, count(*) FILTER (WHERE f.first_date < $2)::int AS repeat_diners
       FROM firsts f`,
    params,
  );
  return { ...query.range, rows: rows.map(({ key, ...figures }) => ({ key, figures })), totals };
}
