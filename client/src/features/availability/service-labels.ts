import { formatServiceMinute, WEEKDAYS } from '@covers/shared';
import dayjs from 'dayjs';

/** "18:00 – 02:00 +1" */
export const serviceTimeRange = (service: { startMinute: number; endMinute: number }) =>
  `${formatServiceMinute(service.startMinute)} – ${formatServiceMinute(service.endMinute)}`;

/** Repeat days in the interface language, Sunday first: "Mon, Tue". */
export const repeatDayNames = (days: readonly number[]) =>
  WEEKDAYS.filter((day) => days.includes(day))
    .map((day) => dayjs().day(day).format('ddd'))
    .join(', ');
