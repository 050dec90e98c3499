import { UPCOMING_STATUSES, type LeadTimes, type Reservation } from '@covers/shared';
import { instantBefore } from './lead-time-clock';
import type { MessageRequest } from './message-requests';

/** A message that waits for its lead time: graphile-worker runs it at `run_at`. */
export interface TimedRequest extends MessageRequest {
  lead_hours: number;
  run_at: string;
}

type Booking = Pick<Reservation, 'reservation_id' | 'kind' | 'status' | 'date' | 'time_minute'>;

/** Still ahead and still coming: a booking its reminders are for. */
export const awaitsDiner = (booking: Booking) =>
  booking.kind === 'reservation' && (UPCOMING_STATUSES as readonly string[]).includes(booking.status);

export const reminderId = (reservationId: string, hours: number) => `${reservationId}:reminder:${hours}h`;
export const confirmationId = (reservationId: string) => `${reservationId}:confirmation`;

/**
 * A booking's timed messages under the outlet's lead times, as of `now`: each reminder still ahead (one whose time has
 * gone when the booking is made is not sent late), and the confirmation when it waits for a lead time (at once when
 * that time has gone). None for a booking that is not coming.
 */
export function timedMessages(rid: number, booking: Booking, lead: LeadTimes, timeZone: string, now: Date): TimedRequest[] {
  if (!awaitsDiner(booking)) return [];
  const at = (hours: number) => instantBefore(booking.date, booking.time_minute, hours, timeZone);
  const base = { rid, reservation_id: booking.reservation_id, channel: null };
  const reminders = lead.reminder_hours
    .filter((hours) => at(hours) > now)
    .map((hours): TimedRequest => ({
      ...base,
      message_id: reminderId(booking.reservation_id, hours),
      kind: 'reminder',
      template: 'reminder',
      lead_hours: hours,
      run_at: at(hours).toISOString(),
    }));
  if (lead.confirmation_hours === null) return reminders;
  const confirmAt = at(lead.confirmation_hours);
  const confirmation: TimedRequest = {
    ...base,
    message_id: confirmationId(booking.reservation_id),
    kind: 'confirmation',
    template: 'confirmation',
    lead_hours: lead.confirmation_hours,
    run_at: (confirmAt > now ? confirmAt : now).toISOString(),
  };
  return [confirmation, ...reminders];
}

/** Whether a timed message is due now for the booking as it is now (a stale job, left from before a move, is not). */
export function isDue(request: MessageRequest, booking: Booking, lead: LeadTimes, timeZone: string, now: Date): boolean {
  if (request.lead_hours === undefined) return true;
  const configured =
    request.kind === 'reminder' ? lead.reminder_hours.includes(request.lead_hours) : lead.confirmation_hours === request.lead_hours;
  if (!configured || !awaitsDiner(booking)) return false;
  return instantBefore(booking.date, booking.time_minute, request.lead_hours, timeZone).getTime() <= now.getTime() + DUE_SLACK_MS;
}

/** The worker's clock and the database's may differ a little: a job run this early still counts as due. */
const DUE_SLACK_MS = 60_000;
