import { emptyDaySettings, type DaySettings, type Service } from '@covers/shared';
import type { EntityManager } from 'typeorm';
import type { Projection, RecordedEvent } from '../eventstore';
import { AVAILABILITY_EVENT_TYPES, type AvailabilityEvent, type DayEvent } from './availability.events';
import { evolveDay, switchServiceDefault } from './day-settings.evolve';

async function upsertService(manager: EntityManager, rid: number, s: Service): Promise<void> {
  await manager.query(
    `INSERT INTO availability_services (rid, service_id, name, color, start_minute, end_minute, repeat_days, online, definition)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb)
     ON CONFLICT (rid, service_id) DO UPDATE SET name = $3, color = $4, start_minute = $5, end_minute = $6,
       repeat_days = $7, online = $8, definition = $9::jsonb`,
    [rid, s.serviceId, s.name, s.color, s.startMinute, s.endMinute, s.repeatDays, s.online, JSON.stringify(s)],
  );
}

async function changeDay(manager: EntityManager, rid: number, event: DayEvent & { data: { date: string } }): Promise<void> {
  const rows: { settings: DaySettings }[] = await manager.query(
    `SELECT settings FROM availability_days WHERE rid = $1 AND date = $2 FOR UPDATE`,
    [rid, event.data.date],
  );
  const settings = evolveDay(rows[0]?.settings ?? emptyDaySettings(), event);
  await manager.query(
    `INSERT INTO availability_days (rid, date, settings) VALUES ($1, $2, $3::jsonb)
     ON CONFLICT (rid, date) DO UPDATE SET settings = $3::jsonb`,
    [rid, event.data.date, JSON.stringify(settings)],
  );
}

/** Services, per-date settings and alert settings of each outlet, kept in the appending transaction. */
export const availabilityProjection: Projection = {
  name: 'availability',
  tables: ['availability_services', 'availability_days', 'availability_settings'],
  handles: AVAILABILITY_EVENT_TYPES,
  async apply(manager: EntityManager, recorded: RecordedEvent): Promise<void> {
    const rid = recorded.rid as number;
    const event = { type: recorded.type, data: recorded.data } as AvailabilityEvent;
    switch (event.type) {
      case 'ServiceAdded':
      case 'ServiceEdited':
        return upsertService(manager, rid, event.data.service);
      case 'ServicesDeleted':
        await manager.query(`DELETE FROM availability_services WHERE rid = $1 AND service_id = ANY($2::text[])`, [
          rid,
          event.data.serviceIds,
        ]);
        return;
      case 'OnlineBookingSwitched': {
        const { date, serviceId, slotId, online } = event.data;
        if (date !== null) return changeDay(manager, rid, { ...event, data: { ...event.data, date } });
        const rows: { definition: Service }[] = await manager.query(
          `SELECT definition FROM availability_services WHERE rid = $1 AND service_id = $2 FOR UPDATE`,
          [rid, serviceId],
        );
        if (rows[0]) await upsertService(manager, rid, switchServiceDefault(rows[0].definition, slotId, online));
        return;
      }
      case 'SpecialDateSet':
      case 'SpecialDateCleared':
      case 'DayNoteWritten':
      case 'ServiceQuickEdited':
      case 'TablesForbidden':
      case 'SessionDefaultRestored':
        return changeDay(manager, rid, event);
      case 'CapacityAlertSet':
        await manager.query(
          `INSERT INTO availability_settings (rid, capacity_alert) VALUES ($1, $2::jsonb)
           ON CONFLICT (rid) DO UPDATE SET capacity_alert = $2::jsonb`,
          [rid, JSON.stringify(event.data.settings)],
        );
        return;
      default: {
        const unknown: never = event;
        throw new Error(`Unhandled event ${(unknown as { type: string }).type}`);
      }
    }
  },
};
