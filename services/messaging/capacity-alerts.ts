import type { EntityManager } from 'typeorm';
import { calendarDays, getCapacityAlert, loadRange, servicesByDate } from '../availability';
import type { EventStore, RecordedEvent } from '../eventstore';
import type { CapacityAlertEvent } from './capacity-alert.events';
import { capacityAlertStream } from './messaging.streams';
import { bookingsBetween, type ReservationDayEvent } from '../reservations';
import type { MessageRequest } from './message-requests';

const DAY_STREAM = /^reservationday-\d+-(\d{4}-\d{2}-\d{2})$/;

/** The booking an event is about (the one that may have taken a service over its alert level). */
function bookingOf(recorded: RecordedEvent): string | undefined {
  const event = { type: recorded.type, data: recorded.data } as ReservationDayEvent;
  if (event.type === 'ReservationBooked' || event.type === 'ReservationMovedIn') return event.data.reservation.reservation_id;
  if (event.type === 'ReservationsImported') return event.data.reservations.at(-1)?.reservation_id;
  return 'reservation_id' in event.data ? event.data.reservation_id : undefined;
}

/** Each outlet's days the events changed, with the last booking each names. */
function touchedDays(events: readonly RecordedEvent[]): Map<string, { rid: number; date: string; reservationId: string }> {
  const days = new Map<string, { rid: number; date: string; reservationId: string }>();
  for (const recorded of events) {
    const date = DAY_STREAM.exec(recorded.streamId)?.[1];
    const reservationId = bookingOf(recorded);
    if (recorded.rid === null || !date || !reservationId) continue;
    days.set(`${recorded.rid}:${date}`, { rid: recorded.rid, date, reservationId });
  }
  return days;
}

interface Crossing {
  service_id: string;
  reached: boolean;
  crossings: number;
}

/**
 * What a batch of reservation events calls for when a service's booked covers cross into its alert level, once per
 * crossing: the alert itself (an event, which staff are notified of) and an e-mail to each of the outlet's alert
 * addresses. Runs in the delivery subscription, whose batches are handled one at a time in event order, so bookings
 * made at the same moment cross it once. A service that falls back below its level may cross again later, and alerts
 * again.
 */
export async function capacityAlertRequests(
  store: EventStore,
  manager: EntityManager,
  events: readonly RecordedEvent[],
  now: Date,
): Promise<MessageRequest[]> {
  const requests: MessageRequest[] = [];
  for (const { rid, date, reservationId } of touchedDays(events).values()) {
    const alert = await getCapacityAlert(manager, rid);
    if (!alert.enabled) continue;
    const range = await loadRange(manager, bookingsBetween, rid, date, date);
    const [day] = calendarDays({
      from: date,
      to: date,
      timeZone: range.timeZone,
      now: now.toISOString(),
      pax: 1,
      capacityAlert: alert,
      servicesByDate: servicesByDate(range.schedule, date, date),
      days: range.schedule.days,
      reservations: range.reservations,
      floor: range.floor,
    });
    const before: Crossing[] = await manager.query(
      `SELECT service_id, reached, crossings FROM capacity_alert_crossings WHERE rid = $1 AND date = $2 FOR UPDATE`,
      [rid, date],
    );
    for (const service of day.services) {
      const was = before.find((row) => row.service_id === service.serviceId);
      if (service.capacityAlert === (was?.reached ?? false)) continue;
      const crossings = (was?.crossings ?? 0) + (service.capacityAlert ? 1 : 0);
      await manager.query(
        `INSERT INTO capacity_alert_crossings (rid, date, service_id, reached, crossings) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (rid, date, service_id) DO UPDATE SET reached = EXCLUDED.reached, crossings = EXCLUDED.crossings`,
        [rid, date, service.serviceId, service.capacityAlert, crossings],
      );
      if (!service.capacityAlert) continue;
      const reached: CapacityAlertEvent = {
        type: 'CapacityAlertReached',
        data: { date, service_id: service.serviceId, service_name: service.name, crossing: crossings, reservation_id: reservationId },
      };
      await store.appendWithin(manager, capacityAlertStream(rid, date), 'any', [reached], {
        rid,
        metadata: { actor: 'system', now: now.toISOString() },
      });
      for (const to of alert.emails)
        requests.push({
          message_id: `${reservationId}:capacity_alert:${service.serviceId}:${crossings}:${to}`,
          rid,
          reservation_id: reservationId,
          kind: 'capacity_alert',
          template: 'capacity_alert',
          channel: 'email',
          to,
        });
    }
  }
  return requests;
}
