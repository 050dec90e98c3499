import { z } from 'zod';
import { pageNumber, requestSchema } from '../common/common-fields';
import { calendarDate, formBoolean } from '../common/form-values';
import { RESERVATION_TABS } from '../reservations/reservation-status';
import { rangeDays } from './report-range';
import { ACTIVITY_CATEGORIES, DATE_PRESET_KEYS, MAX_REPORT_RANGE_DAYS, REPORT_NAMES, REPORT_SCOPES } from './reports.types';

/** The days a report covers: a preset of spec §9 or a custom range (from and to, both included), one outlet or the group, the list's tab. */
const rangeFields = {
  preset: z.enum(DATE_PRESET_KEYS, 'validation.invalidValue').optional(),
  from: calendarDate.optional(),
  to: calendarDate.optional(),
  scope: z.enum(REPORT_SCOPES, 'validation.invalidValue').default('outlet'),
  tab: z.enum(RESERVATION_TABS, 'validation.invalidValue').default('all'),
};

/** A preset, or a custom range in order and at most MAX_REPORT_RANGE_DAYS long. */
function rangeChecked<S extends z.ZodType<{ preset?: string; from?: string; to?: string }>>(schema: S): S {
  return schema
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
}

/** One report's question: its days, the previous period beside it, and optionally as it stood at a past moment. */
export const reportRequest = rangeChecked(
  requestSchema({
    ...rangeFields,
    compare: formBoolean.default(false),
    as_of: z.iso.datetime({ offset: true, error: 'validation.invalidValue' }).optional(),
  }),
);
export type ReportRequest = z.infer<typeof reportRequest>;

/** A report's CSV, made in the browser from the report's figures, recorded in the activity log before it is saved. */
export const reportExportRequest = rangeChecked(requestSchema({ ...rangeFields, report: z.enum(REPORT_NAMES, 'validation.invalidValue') }));
export type ReportExportRequest = z.infer<typeof reportExportRequest>;

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
