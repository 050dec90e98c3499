import type { ReportName } from '@covers/shared';
import type { ActivityQuery, ReportQuery } from './reports.api';

/** Every cached report of an outlet starts with this key: a booking made or changed there refreshes them all. */
export const reportsKey = (rid: number | undefined) => ['reports', rid] as const;
/** Every cached group report starts with this key: a booking made or changed at any outlet of it refreshes them. */
export const groupReportsKey = ['reports', 'group'] as const;

const scoped = (rid: number | undefined, scope: string | undefined) => (scope === 'group' ? [...groupReportsKey, rid] : reportsKey(rid));
export const reportKey = (rid: number | undefined, report: ReportName, query: ReportQuery) =>
  [...scoped(rid, query.scope), report, query] as const;
export const activityKey = (rid: number | undefined, query: ActivityQuery) => [...scoped(rid, query.scope), 'activity', query] as const;
