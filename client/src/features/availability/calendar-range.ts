import { MAX_CALENDAR_DAYS } from '@covers/shared';
import type { Dayjs } from 'dayjs';

export const DATE_FORMAT = 'YYYY-MM-DD';

/** The 6-week grid a month view shows (first cell = the week start on or before the 1st): one calendar_info call. */
export function monthGrid(month: Dayjs): { from: string; to: string } {
  const first = month.startOf('month').startOf('week');
  return { from: first.format(DATE_FORMAT), to: first.add(MAX_CALENDAR_DAYS - 1, 'day').format(DATE_FORMAT) };
}
