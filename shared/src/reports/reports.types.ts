import { DATE_PRESETS } from '../constants/reporting';

/** The seven figure reports of spec §2 (the user activity log is the eighth, a list of its own). */
export const REPORT_NAMES = [
  'booking_summary',
  'traffic_summary',
  'traffic_time',
  'party_size',
  'source',
  'new_repeat',
  'booking_type',
] as const;
export type ReportName = (typeof REPORT_NAMES)[number];

export const DATE_PRESET_KEYS = DATE_PRESETS.map((p) => p.key) as [DatePresetKey, ...DatePresetKey[]];
export type DatePresetKey = (typeof DATE_PRESETS)[number]['key'];

/** Reports over the caller's outlet, or every outlet of the group where they have Reports. */
export const REPORT_SCOPES = ['outlet', 'group'] as const;
export type ReportScope = (typeof REPORT_SCOPES)[number];

/** A custom range may span at most this many days (a year and a day). */
export const MAX_REPORT_RANGE_DAYS = 366;

/** What the user activity log records, by kind of action (spec §2's user activity log). */
export const ACTIVITY_CATEGORIES = ['sign_in', 'booking', 'status_change', 'override', 'settings', 'user_access', 'export'] as const;
export type ActivityCategory = (typeof ACTIVITY_CATEGORIES)[number];
export const ACTIVITY_PAGE_SIZE = 50;
