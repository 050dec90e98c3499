import { isOpenQueueStatus } from '@covers/shared';
import type { EntityManager } from 'typeorm';
import type { Projection, RecordedEvent } from '../eventstore';
import type { ReservationDayEvent } from '../reservations';
import { QUEUE_EVENT_TYPES, type QueueEvent } from './queue.events';

type StatusChanged = Extract<ReservationDayEvent, { type: 'ReservationStatusChanged' }>;

/**
 * The queue's read model. A queued party is a walk-in booking: its status moves with the booking's
 * (ReservationStatusChanged), so every status the reservation machine allows shows in the queue at once.
 */
export const queueProjection: Projection = {
  name: 'queue',
  tables: ['queue_entries', 'queue_settings', 'queue_links'],
  handles: [...QUEUE_EVENT_TYPES, 'ReservationStatusChanged'],
  async apply(manager: EntityManager, recorded: RecordedEvent): Promise<void> {
    const event = { type: recorded.type, data: recorded.data } as QueueEvent | StatusChanged;
    switch (event.type) {
      case 'QueueNumberIssued': {
        const d = event.data;
        await manager.query(
          `INSERT INTO queue_entries (reservation_id, rid, service_date, category, number, label, pax, name, phone, quote_minutes, joined_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
          [d.reservation_id, d.rid, d.service_date, d.category, d.number, d.label, d.pax, d.name, d.phone, d.quote_minutes, d.joined_at],
        );
        return;
      }
      case 'ReservationStatusChanged': {
        const { reservation_id, to, at } = event.data;
        await manager.query(
          `UPDATE queue_entries SET status = $2,
             called_at = CASE WHEN $2 = 'Offered' THEN $3::timestamptz ELSE called_at END,
             closed_at = CASE WHEN $4 THEN NULL ELSE $3::timestamptz END
           WHERE reservation_id = $1`,
          [reservation_id, to, at, isOpenQueueStatus(to)],
        );
        return;
      }
      case 'QueueSettingsChanged':
        await manager.query(
          `INSERT INTO queue_settings (rid, settings) VALUES ($1, $2) ON CONFLICT (rid) DO UPDATE SET settings = EXCLUDED.settings`,
          [event.data.rid, JSON.stringify(event.data.settings)],
        );
        return;
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
