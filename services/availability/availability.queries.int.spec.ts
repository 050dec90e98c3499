import { EventStore, handleCommand } from '../eventstore';
import { openTestDatabase, type TestDatabase } from '../testing/test-database';
import type { AvailabilityCommand } from './availability.commands';
import { availabilityDecider } from './availability.decider';
import { availabilityStreamId } from './availability.streams';
import { availabilityProjection } from './availability.projection';
import { servicesForDate } from './availability.queries';
import { serviceDefinition } from './testing/service-fixtures';

const meta = { actor: 'user-1', now: '2026-11-21T10:00:00.000Z' };

describe('servicesForDate on the read model', () => {
  let db: TestDatabase;
  let store: EventStore;
  const send = (rid: number, command: AvailabilityCommand) =>
    handleCommand(store, availabilityDecider, { streamId: availabilityStreamId(rid), rid }, command, meta);

  beforeAll(async () => {
    db = await openTestDatabase();
    store = new EventStore(db.dataSource, [availabilityProjection]);
    await send(1, { type: 'AddService', data: { service: serviceDefinition({ name: 'Lunch', repeatDays: [1, 2, 3, 4, 5] }) } });
    await send(1, {
      type: 'AddService',
      data: { service: serviceDefinition({ name: 'Dinner', startMinute: 1080, endMinute: 1410, onlineSlots: [] }) },
    });
    await send(1, {
      type: 'AddService',
      data: { service: serviceDefinition({ name: 'Late Supper', startMinute: 1410, endMinute: 120, repeatDays: [5, 6], onlineSlots: [] }) },
    });
    await send(2, { type: 'AddService', data: { service: serviceDefinition({ name: 'Other outlet' }) } });
  });
  afterAll(() => db.close());

  it('gives the regular services of the weekday, in start order, with past-midnight ends beyond 1440', async () => {
    // 2026-11-20 is a Friday.
    const services = await servicesForDate(db.dataSource.manager, 1, '2026-11-20');
    expect(services.map((s) => [s.serviceId, s.name, s.startMinute, s.endMinute, s.online])).toEqual([
      ['svc-1', 'Lunch', 690, 900, true],
      ['svc-2', 'Dinner', 1080, 1410, true],
      ['svc-3', 'Late Supper', 1410, 1560, true],
    ]);
    expect(services[0].turnaroundMinutes(2)).toBe(90);
    expect(services[0].turnaroundMinutes(6)).toBe(120);
    expect(services[0].cutoff).toEqual({ minutes: 60, relativeTo: 'slot' });
    expect((await servicesForDate(db.dataSource.manager, 1, '2026-11-22')).map((s) => s.name)).toEqual(['Dinner']);
  });

  it('replaces or adds with a special date, applies quick edits and switches, and restores the default', async () => {
    await send(1, {
      type: 'SetSpecialDate',
      data: {
        date: '2026-12-25',
        mode: 'replace',
        services: [serviceDefinition({ name: 'Christmas Brunch', startMinute: 600, endMinute: 900, onlineSlots: [] })],
      },
    });
    expect((await servicesForDate(db.dataSource.manager, 1, '2026-12-25')).map((s) => [s.name, s.adHoc])).toEqual([
      ['Christmas Brunch', true],
    ]);

    await send(1, {
      type: 'SetSpecialDate',
      data: {
        date: '2026-12-24',
        mode: 'add',
        services: [serviceDefinition({ name: 'Tea', startMinute: 930, endMinute: 1050, onlineSlots: [] })],
      },
    });
    expect((await servicesForDate(db.dataSource.manager, 1, '2026-12-24')).map((s) => s.name)).toEqual(['Lunch', 'Tea', 'Dinner']);

    await send(1, { type: 'QuickEditService', data: { date: '2026-12-23', serviceId: 'svc-2', changes: { startMinute: 1140 } } });
    await send(1, { type: 'SwitchOnlineBooking', data: { date: '2026-12-23', serviceId: 'svc-2', slotId: null, online: false } });
    let dinner = (await servicesForDate(db.dataSource.manager, 1, '2026-12-23')).find((s) => s.serviceId === 'svc-2');
    expect([dinner?.startMinute, dinner?.online]).toEqual([1140, false]);

    await send(1, { type: 'RestoreSessionDefault', data: { date: '2026-12-23', serviceId: 'svc-2' } });
    dinner = (await servicesForDate(db.dataSource.manager, 1, '2026-12-23')).find((s) => s.serviceId === 'svc-2');
    expect([dinner?.startMinute, dinner?.online]).toEqual([1080, true]);
  });

  it('keeps outlets apart', async () => {
    expect((await servicesForDate(db.dataSource.manager, 2, '2026-11-20')).map((s) => s.name)).toEqual(['Other outlet']);
    expect(await servicesForDate(db.dataSource.manager, 3, '2026-11-20')).toEqual([]);
  });
});
