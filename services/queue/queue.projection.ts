import { DEFAULT_QUEUE_SETTINGS, FULFILLED_STATUSES, isOpenQueueStatus } from '@covers/shared';
import type { EntityManager } from 'typeorm';
import type { Projection, RecordedEvent } from '../eventstore';
import type { ReservationDayEvent } from '../reservations';
import { QUEUE_EVENT_TYPES, type QueueEvent } from './queue.events';

type BookingEvent = Extract<ReservationDayEvent, { type: 'ReservationStatusChanged' | 'ReservationBooked' }>;

const DEPARTED: readonly string[] = FULFILLED_STATUSES;

/**
 * The queue's read model. A queued party is a walk-in booking: its status moves with the booking's
 * (ReservationStatusChanged), so every status the reservation machine allows shows in the queue at once. Every
 * booking's turn (seated to departed) is kept too: the learnt wait quote learns from it.
 */
export const queueProjection: Projection = {
  name: 'queue',
  tables: ['queue_entries', 'queue_settings', 'queue_links', 'queue_turns'],
  handles: [...QUEUE_EVENT_TYPES, 'ReservationStatusChanged', 'ReservationBooked'],
  async apply(manager: EntityManager, recorded: RecordedEvent): Promise<void> {
    const event = { type: recorded.type, data: recorded.data } as QueueEvent | BookingEvent;
    switch (event.type) {
      case 'QueueNumberIssued': {
        const d = event.data;
        await manager.query(
          `INSERT INTO queue_entries (reservation_id, rid, service_date, category, number, label, pax, name, phone, quote_minutes, joined_at,
             quote_source, default_minutes, learnt_minutes)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
          [
            ...[
              d.reservation_id,
              d.rid,
              d.service_date,
              d.category,
              d.number,
              d.label,
              d.pax,
              d.name,
              d.phone,
              d.quote_minutes,
              d.joined_at,
            ],
            ...[d.quote_source ?? 'default', d.default_minutes ?? d.quote_minutes, d.learnt_minutes ?? null],
          ],
        );
        return;
      }
      case 'ReservationBooked': {
        // A walk-in seated at once starts its turn as it is booked.
        const { reservation } = event.data;
        if (reservation.status === 'Seated')
          await manager.query(`INSERT INTO queue_turns (reservation_id, rid, seated_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`, [
            reservation.reservation_id,
            recorded.rid,
            reservation.seated_at ?? recorded.metadata.now,
          ]);
        return;
      }
      case 'ReservationStatusChanged': {
        const { reservation_id, to, at } = event.data;
        await manager.query(
          `UPDATE queue_entries SET status = $2,
             called_at = CASE WHEN $2 = 'Offered' THEN $3::timestamptz ELSE called_at END,
             closed_at = CASE WHEN $4 THEN NULL ELSE $3::timestamptz END,
             seated_at = CASE WHEN $2 = 'Seated' THEN COALESCE(seated_at, $3::timestamptz) ELSE seated_at END
           WHERE reservation_id = $1`,
          [reservation_id, to, at, isOpenQueueStatus(to)],
        );
        if (to === 'Seated')
          await manager.query(`INSERT INTO queue_turns (reservation_id, rid, seated_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`, [
            reservation_id,
            recorded.rid,
            at,
          ]);
        else if (DEPARTED.includes(to))
          await manager.query(`UPDATE queue_turns SET departed_at = COALESCE(departed_at, $2::timestamptz) WHERE reservation_id = $1`, [
            reservation_id,
            at,
          ]);
        return;
      }
      case 'QueueSettingsChanged': {
        // Staff set the default wait when they save a new value: it is quoted for the next 30 minutes (waitQuote).
        const wait = event.data.settings.default_wait_minutes;
        await manager.query(
          `INSERT INTO queue_settings (rid, settings, wait_set_at) VALUES ($1, $2, CASE WHEN $4 THEN NULL ELSE $3::timestamptz END)
           ON CONFLICT (rid) DO UPDATE SET settings = EXCLUDED.settings,
             wait_set_at = CASE WHEN (queue_settings.settings->>'default_wait_minutes')::int = $5 THEN queue_settings.wait_set_at ELSE $3::timestamptz END`,
          [
            event.data.rid,
            JSON.stringify(event.data.settings),
            recorded.metadata.now,
            wait === DEFAULT_QUEUE_SETTINGS.default_wait_minutes,
            wait,
          ],
        );
        return;
      }
      case 'QueueLinkIssued':
        await manager.query(`DELETE FROM queue_links WHERE rid = $1 AND purpose = $2`, [event.data.rid, event.data.purpose]);
        await manager.query(`INSERT INTO queue_links (token, rid, purpose) VALUES ($1, $2, $3)`, [
          event.data.token,
          event.data.rid,
          event.data.purpose,
        ]);
        return;
      case 'QueueLinkRevoked':
        await manager.query(`DELETE FROM queue_links WHERE rid = $1 AND purpose = $2`, [event.data.rid, event.data.purpose]);
        return;
      case 'QueuePartyOffered':
      case 'QueueBackgroundSet':
        return;
    }
  },
};
