import type {
  ActivityResult,
  activityRequest,
  DinerReportResult,
  ReportName,
  reportExportRequest,
  ReportResult,
  reportRequest,
} from '@covers/shared';
import type { RequestBody } from '../../../api/request-body';
import { get, post } from '../../../app/services';

export type ReportQuery = RequestBody<typeof reportRequest>;
export type ActivityQuery = RequestBody<typeof activityRequest>;
export type ReportExportQuery = RequestBody<typeof reportExportRequest>;

/** Spec §7's analytics group: one path per report. */
const PATHS: Record<ReportName, string> = {
  booking_summary: '/api/analytics/reservation',
  traffic_summary: '/api/analytics/traffic',
  traffic_time: '/api/analytics/traffic_time',
  party_size: '/api/analytics/party_size',
  source: '/api/analytics/source',
  booking_type: '/api/analytics/booking_type',
  new_repeat: '/api/analytics/diner',
};

export const reportsApi = {
  report: (report: ReportName, query: ReportQuery) => get<ReportResult | DinerReportResult>(PATHS[report], query),
  activity: (query: ActivityQuery) => get<ActivityResult>('/api/analytics/activity', query),
  /** Records a report's CSV in the activity log; answers the file's name. */
  recordExport: (query: ReportExportQuery) => post<{ file: string }>('/api/analytics/export', query),
};
