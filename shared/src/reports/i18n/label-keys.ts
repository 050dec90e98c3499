import type { MessageKey } from '../../i18n';
import type { ReservationKind } from '../../reservations/reservation.constants';
import type { ActivityCategory, DatePresetKey, ReportName } from '../reports.types';

/** The figures the Reports screen shows, each with its label. */
export const REPORT_METRICS = [
  'bookings',
  'covers',
  'fulfilled',
  'no_shows',
  'cancelled',
  'no_show_rate',
  'new_diners',
  'repeat_diners',
] as const;
export type ReportMetric = (typeof REPORT_METRICS)[number];

/** Label keys of the reports' unions: a member without a label is a compile error (the return type is the catalogue's keys). */
export const reportLabelKey = (report: ReportName | 'activity'): MessageKey => `reportsUi.report_${report}`;
export const presetLabelKey = (preset: DatePresetKey | 'custom'): MessageKey => `reportsUi.preset_${preset}`;
export const metricLabelKey = (metric: ReportMetric): MessageKey => `reportsUi.metric_${metric}`;
export const kindLabelKey = (kind: ReservationKind): MessageKey => `reportsUi.kind_${kind}`;
export const categoryLabelKey = (category: ActivityCategory): MessageKey => `reportsUi.category_${category}`;
