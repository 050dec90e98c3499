import { z } from 'zod';
import { pageNumber, requestSchema } from '../common/common-fields';
import { calendarDate, formBoolean } from '../common/form-values';
import { RESERVATION_TABS } from '../reservations/reservation-status';
import { rangeDays } from './report-range';
import { ACTIVITY_CATEGORIES, DATE_PRESET_KEYS, MAX_REPORT_RANGE_DAYS, REPORT_SCOPES } from './reports.types';

/**
 * One report's question: a preset of spec §9 or a custom range (from and to, both included), one outlet or the
 * group, the list's tab as a status filter, the previous period beside it, and optionally as it stood at a past moment.
 */
export const reportRequest = requestSchema({
  preset: z.enum(DATE_PRESET_KEYS, 'validation.invalidValue').optional(),
  from: calendarDate.optional(),
  to: calendarDate.optional(),
  scope: z.enum(REPORT_SCOPES, 'validation.invalidValue').default('outlet'),
  tab: z.enum(RESERVATION_TABS, 'validation.invalidValue').default('all'),
  compare: formBoolean.default(false),
  as_of: z.iso.datetime({ offset: true, error: 'validation.invalidValue' }).optional(),
})
  .refine((r) => r.preset !== undefined || (r.from !== undefined && r.to !== undefined), {
    path: ['from'],
    message: 'reports.rangeRequired',
  })
  .refine((r) => r.preset !== undefined || r.from === undefined || r.to === undefined || rangeDays({ from: r.from, to: r.to }) >= 1, {
    path: ['to'],
    message: 'reports.rangeOrder',
  })
  .refine(
    (r) =>
      r.preset !== undefined ||
      r.from === undefined ||
      r.to === undefined ||
      rangeDays({ from: r.from, to: r.to }) <= MAX_REPORT_RANGE_DAYS,
    { path: ['to'], message: 'reports.rangeTooLong' },
  );
export type ReportRequest = z.infer<typeof reportRequest>;

/** The user activity log: who did what between two days (the acting outlet's calendar), by user and kind of action, paged. */
export const activityRequest = requestSchema({
  from: calendarDate,
  to: calendarDate,
  scope: z.enum(REPORT_SCOPES, 'validation.invalidValue').default('outlet'),
  user_id: z.string().uuid('validation.invalidValue').optional(),
  category: z.enum(ACTIVITY_CATEGORIES, 'validation.invalidValue').optional(),
  page: pageNumber(),
})
  .refine((r) => rangeDays(r) >= 1, { path: ['to'], message: 'reports.rangeOrder' })
  .refine((r) => rangeDays(r) <= MAX_REPORT_RANGE_DAYS, { path: ['to'], message: 'reports.rangeTooLong' });
export type ActivityRequest = z.infer<typeof activityRequest>;
