import type { ReportName } from '@covers/shared';
import type { ActivityQuery, ReportQuery } from './reports.api';

/** Every cached report of an outlet starts with this key: a booking made or changed there refreshes them all. */
export const reportsKey = (rid: number | undefined) => ['reports', rid] as const;
export const reportKey = (rid: number | undefined, report: ReportName, query: ReportQuery) => [...reportsKey(rid), report, query] as const;
export const activityKey = (rid: number | undefined, query: ActivityQuery) => [...reportsKey(rid), 'activity', query] as const;
