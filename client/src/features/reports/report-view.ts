import {
  kindLabelKey,
  statusLabelKey,
  type DinerFigures,
  type MessageKey,
  type ReportFigures,
  type ReportMetric,
  type ReportName,
  type ReportPeriod,
  type ReservationKind,
  type ReservationStatus,
} from '@covers/shared';
import type { TFunction } from 'i18next';
import { currentLocale } from '../../i18n/i18n';

/** The figures of a row, whichever report it comes from. */
export type Figures = Partial<ReportFigures & DinerFigures>;

/** The metrics each report's table shows, the first also drawn (with the second) in its chart. */
export const REPORT_COLUMNS: Record<ReportName, readonly ReportMetric[]> = {
  booking_summary: ['bookings', 'covers', 'fulfilled', 'no_shows', 'cancelled', 'no_show_rate'],
  traffic_summary: ['covers', 'bookings', 'fulfilled', 'no_shows', 'no_show_rate'],
  traffic_time: ['covers', 'bookings', 'fulfilled', 'no_shows', 'cancelled', 'no_show_rate'],
  party_size: ['bookings', 'covers', 'fulfilled', 'no_shows', 'no_show_rate'],
  source: ['bookings', 'covers', 'fulfilled', 'no_shows', 'cancelled', 'no_show_rate'],
  booking_type: ['bookings', 'covers', 'fulfilled', 'no_shows', 'cancelled', 'no_show_rate'],
  new_repeat: ['new_diners', 'repeat_diners'],
};

/** What a report's buckets are: the chart's x axis. */
export const AXIS_LABEL: Record<ReportName, MessageKey> = {
  booking_summary: 'reportsUi.axis_status',
  traffic_summary: 'reportsUi.axis_hour',
  traffic_time: 'reportsUi.axis_day',
  party_size: 'reportsUi.axis_party_size',
  source: 'reportsUi.axis_source',
  booking_type: 'reportsUi.axis_kind',
  new_repeat: 'reportsUi.axis_day',
};

/** Reports by day line up with the previous period day by day (first with first); the others bucket by bucket. */
export const BY_DAY: readonly ReportName[] = ['traffic_time', 'new_repeat'];

/** The metric definitions each report shows on screen. */
export const DEFINITIONS: Record<ReportName, readonly MessageKey[]> = {
  booking_summary: ['reportsUi.def_bookings', 'reportsUi.def_covers', 'reportsUi.def_no_show_rate', 'reportsUi.def_day'],
  traffic_summary: [
    'reportsUi.def_traffic_hour',
    'reportsUi.def_covers',
    'reportsUi.def_bookings',
    'reportsUi.def_no_show_rate',
    'reportsUi.def_day',
  ],
  traffic_time: ['reportsUi.def_covers', 'reportsUi.def_bookings', 'reportsUi.def_no_show_rate', 'reportsUi.def_day'],
  party_size: ['reportsUi.def_bookings', 'reportsUi.def_covers', 'reportsUi.def_no_show_rate', 'reportsUi.def_day'],
  source: ['reportsUi.def_bookings', 'reportsUi.def_covers', 'reportsUi.def_no_show_rate', 'reportsUi.def_day'],
  booking_type: ['reportsUi.def_bookings', 'reportsUi.def_covers', 'reportsUi.def_no_show_rate', 'reportsUi.def_day'],
  new_repeat: ['reportsUi.def_new_repeat', 'reportsUi.def_day'],
};

const intlLocale = () => currentLocale().replace('_', '-');

export const formatNumber = (n: number) => new Intl.NumberFormat(intlLocale()).format(n);

/** A ratio as a percentage in the locale's format; none when nothing was due. */
export const formatPercent = (ratio: number | null) =>
  ratio === null ? '–' : new Intl.NumberFormat(intlLocale(), { style: 'percent', maximumFractionDigits: 1 }).format(ratio);

/** A service day in the locale's short date format. */
export const formatDay = (date: string) =>
  new Intl.DateTimeFormat(intlLocale(), { month: 'short', day: 'numeric', weekday: 'short', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );

export const formatMoment = (iso: string) =>
  new Intl.DateTimeFormat(intlLocale(), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/** No-shows of the bookings that were due (fulfilled or no-show). */
export function noShowRate(f: Figures): number | null {
  const due = (f.fulfilled ?? 0) + (f.no_shows ?? 0);
  return due === 0 ? null : (f.no_shows ?? 0) / due;
}

export function metricValue(f: Figures, metric: ReportMetric): number | null {
  return metric === 'no_show_rate' ? noShowRate(f) : (f[metric] ?? 0);
}

export const formatMetric = (f: Figures, metric: ReportMetric) =>
  metric === 'no_show_rate' ? formatPercent(noShowRate(f)) : formatNumber(f[metric] ?? 0);

/** A bucket's name in the interface language. */
export function bucketLabel(report: ReportName, key: string, t: TFunction): string {
  switch (report) {
    case 'booking_summary':
      return t(statusLabelKey(key as ReservationStatus));
    case 'traffic_summary':
      return t('reportsUi.hour_label', { hour: key.padStart(2, '0') });
    case 'party_size':
      return t('reportsUi.pax_label', { count: Number(key) });
    case 'booking_type':
      return t(kindLabelKey(key as ReservationKind));
    case 'traffic_time':
    case 'new_repeat':
      return formatDay(key);
    case 'source':
      return key;
  }
}

export interface ViewRow {
  key: string;
  label: string;
  current: Figures;
  previous: Figures | null;
}

/** The table's rows: this period's buckets, each beside the previous period's same bucket (or same day of the period). */
export function viewRows(
  report: ReportName,
  current: ReportPeriod<Figures>,
  previous: ReportPeriod<Figures> | null,
  t: TFunction,
): ViewRow[] {
  const byDay = BY_DAY.includes(report);
  const previousOf = (key: string): Figures | null => {
    if (!previous) return null;
    if (byDay) {
      const day = Date.parse(`${key}T00:00:00Z`) - Date.parse(`${current.from}T00:00:00Z`);
      const match = previous.rows.find((r) => Date.parse(`${r.key}T00:00:00Z`) - Date.parse(`${previous.from}T00:00:00Z`) === day);
      return match?.figures ?? {};
    }
    return previous.rows.find((r) => r.key === key)?.figures ?? {};
  };
  const keys = [...current.rows.map((r) => r.key)];
  if (previous && !byDay) for (const r of previous.rows) if (!keys.includes(r.key)) keys.push(r.key);
  if (!byDay) keys.sort((a, b) => (/^\d+$/.test(a) && /^\d+$/.test(b) ? Number(a) - Number(b) : a.localeCompare(b)));
  return keys.map((key) => ({
    key,
    label: bucketLabel(report, key, t),
    current: current.rows.find((r) => r.key === key)?.figures ?? {},
    previous: previousOf(key),
  }));
}
