import { DEFAULT_LEAD_TIMES, type LeadTimes } from '@covers/shared';
import type { EntityManager } from 'typeorm';
import type { RecordedEvent } from '../eventstore';
import { bookingsBetween, clockOf, getReservations, outletInfo, type ReservationDayEvent } from '../reservations';
import type { MessageSettingsEvent } from './messaging.events';
import { confirmationId, reminderId, timedMessages, type TimedRequest } from './timed-messages';

type Db = EntityManager;

/** The outlet's lead times (the defaults until it saves its own). */
export async function leadTimesOf(db: Pick<Db, 'query'>, rid: number): Promise<LeadTimes> {
  const [row] = await db.query(`SELECT confirmation_hours, reminder_hours FROM message_lead_times WHERE rid = $1`, [rid]);
  return row ?? DEFAULT_LEAD_TIMES;
}

/** The bookings each event touches, by outlet; an outlet whose lead times changed has all its coming bookings touched. */
async function touchedBookings(manager: Db, events: readonly RecordedEvent[], now: Date): Promise<Map<number, Set<string>>> {
  const touched = new Map<number, Set<string>>();
  const touch = (rid: number, id: string | undefined) => {
    if (!id) return;
    if (!touched.has(rid)) touched.set(rid, new Set());
    touched.get(rid)!.add(id);
  };
  for (const recorded of events) {
    if (recorded.rid === null) continue;
    const rid = recorded.rid;
    if ((recorded.type as MessageSettingsEvent['type']) === 'LeadTimesSaved') {
      const today = (await clockOf(manager, rid, now.toISOString())).date;
      for (const booking of await bookingsBetween(manager, rid, today, '2999-12-31')) touch(rid, booking.reservationId);
      continue;
    }
    const event = { type: recorded.type, data: recorded.data } as ReservationDayEvent;
    if (event.type === 'ReservationBooked' || event.type === 'ReservationMovedIn') touch(rid, event.data.reservation.reservation_id);
    else if (event.type === 'ReservationsImported') for (const r of event.data.reservations) touch(rid, r.reservation_id);
    else if ('reservation_id' in event.data) touch(rid, event.data.reservation_id);
  }
  return touched;
}

const writtenMessages = async (manager: Db, keys: string[]): Promise<Set<string>> =>
  new Set(
    ((await manager.query(`SELECT message_id FROM messages WHERE message_id = ANY($1)`, [keys])) as { message_id: string }[]).map(
      (row) => row.message_id,
    ),
  );

/** What a batch of events changes in the timed messages: the jobs to (re)schedule, and the keys of those no longer wanted. */
export interface TimedPlan {
  schedule: TimedRequest[];
  drop: string[];
  /** Outlets whose confirmation waits for a lead time (not sent at booking). */
  delayedConfirmation: Set<number>;
}

/**
 * Plans each touched booking's timed messages from the booking as it is now: a new or moved booking gets its
 * reminders at their lead time (replacing the ones it had), a cancelled one loses them. Messages already written are
 * left alone, so a reminder is never sent twice.
 */
export async function planTimedMessages(manager: Db, events: readonly RecordedEvent[], now: Date): Promise<TimedPlan> {
  const plan: TimedPlan = { schedule: [], drop: [], delayedConfirmation: new Set() };
  for (const [rid, ids] of await touchedBookings(manager, events, now)) {
    const [lead, { timezone }] = await Promise.all([leadTimesOf(manager, rid), outletInfo(manager, rid)]);
    if (lead.confirmation_hours !== null) plan.delayedConfirmation.add(rid);
    const keysOf = (id: string) => [
      ...lead.reminder_hours.map((hours) => reminderId(id, hours)),
      ...(lead.confirmation_hours === null ? [] : [confirmationId(id)]),
    ];
    const written = await writtenMessages(manager, [...ids].flatMap(keysOf));
    const bookings = await getReservations(manager, rid, [...ids]);
    for (const id of ids) {
      const booking = bookings.get(id);
      const wanted = booking ? timedMessages(rid, booking, lead, timezone, now).filter((m) => !written.has(m.message_id)) : [];
      plan.schedule.push(...wanted);
      const wantedIds = new Set(wanted.map((m) => m.message_id));
      plan.drop.push(...keysOf(id).filter((key) => !wantedIds.has(key) && !written.has(key)));
    }
  }
  return plan;
}
