import type { DateRange } from './report-range';
import type { ActivityCategory, ReportName } from './reports.types';

/**
 * The figures of one bucket. bookings: every booking in it, whatever its status (the list's count); covers:
 * adults + children of the fulfilled ones (Departed or Done); no_shows and cancelled: bookings in those statuses.
 */
export interface ReportFigures {
  bookings: number;
  covers: number;
  fulfilled: number;
  no_shows: number;
  cancelled: number;
}

/** New vs repeat: diners with a fulfilled visit, new when it was their first at the outlet (group: at any outlet). */
export interface DinerFigures {
  new_diners: number;
  repeat_diners: number;
}

export interface ReportRow<F> {
  /** The bucket: a status, an hour (0-23), a day (YYYY-MM-DD), a party size, a source or a kind. */
  key: string;
  figures: F;
}

export interface ReportPeriod<F> extends DateRange {
  rows: ReportRow<F>[];
  totals: F;
}

export interface ReportResult<F = ReportFigures> {
  report: ReportName;
  outlets: number[];
  /** The moment the report was rebuilt as of; null = now. */
  as_of: string | null;
  current: ReportPeriod<F>;
  previous: ReportPeriod<F> | null;
}
export type DinerReportResult = ReportResult<DinerFigures>;

export interface ActivityRow {
  position: number;
  at: string;
  rid: number | null;
  /** The outlet's name, when the row is an outlet's. */
  outlet_name: string | null;
  actor: string;
  /** The actor's username, when they are a user of the group. */
  actor_name: string | null;
  category: ActivityCategory;
  event_type: string;
  subject: string | null;
  details: Record<string, unknown>;
}

/** Whether every row of the log's streams still matches its hash and links to the row before it. */
export interface ActivityChain {
  intact: boolean;
  checked: number;
  /**
   * The first row (event position) that does not match, when one does not; when rows were removed from a stream's
   * end, its last row left (null when none is left).
   */
  broken_at: number | null;
  /** The break is rows removed from the end of a stream (its chain head points past its last row), no row edited. */
  rows_missing: boolean;
}

export interface ActivityResult {
  outlets: number[];
  rows: ActivityRow[];
  total: number;
  page_size: number;
  users: { user_id: string; username: string }[];
  chain: ActivityChain;
}
