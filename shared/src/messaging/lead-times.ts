import { z } from 'zod';
import { requestSchema } from '../common/common-fields';

/** The furthest ahead a confirmation or a reminder may go out: a week. */
export const MAX_LEAD_HOURS = 168;
/** Reminders one booking may get (for example 24 h and 2 h before). */
export const MAX_REMINDERS = 3;

/**
 * When a booking's automatic messages go out, counted back from its time on the outlet's own clock: whole days are
 * calendar days (24 h before 09:00 is 09:00 the day before, whatever daylight saving does in between).
 */
export interface LeadTimes {
  /** null: the confirmation goes when the booking is made; otherwise this many hours before (at once if made later). */
  confirmation_hours: number | null;
  /** A reminder this many hours before the booking, for each; none when the booking is made later than that. */
  reminder_hours: number[];
}

export const DEFAULT_LEAD_TIMES: LeadTimes = { confirmation_hours: null, reminder_hours: [24] };

const leadHours = z
  .number('validation.invalidNumber')
  .int('validation.invalidNumber')
  .min(1, 'messaging.leadTimeRange')
  .max(MAX_LEAD_HOURS, 'messaging.leadTimeRange');

/** Staff: the outlet's lead times; reminders are distinct and kept longest first. */
export const leadTimesRequest = requestSchema({
  confirmation_hours: leadHours.nullable().default(null),
  reminder_hours: z
    .array(leadHours)
    .max(MAX_REMINDERS, 'validation.tooLong')
    .refine((hours) => new Set(hours).size === hours.length, 'messaging.leadTimeRepeated')
    .transform((hours) => [...hours].sort((a, b) => b - a)),
});

export type LeadTimesRequest = z.infer<typeof leadTimesRequest>;
export type LeadTimesResult = LeadTimes;
