import { randomUUID } from 'node:crypto';
import { insertReservationRows } from '@covers/services/availability/testing/reservation-rows';
import { handleCommand } from '@covers/services/eventstore';
import { floorDecider, floorStreamId } from '@covers/services/floor';
import type { TestDatabase } from '@covers/services/testing/test-database';
import { SERVICE_RULES as R, translate } from '@covers/shared';
import { startTestApp, type TestApp } from '../testing/test-app';

const RID = 11;
const lunch = {
  name: 'Lunch',
  color: '#fa8c16',
  startMinute: 690,
  endMinute: 900,
  repeatDays: [0, 1, 2, 3, 4, 5, 6],
  covers: { minPartySize: 1, maxPartySize: 8, totalCovers: 60, maxCoversPerInterval: 16, maxCoversWaitlisted: 10 },
  bookings: { totalBookings: 30, maxBookingsPerInterval: 6, limitsByPartySize: [] },
  turnaround: [{ minPax: 1, maxPax: 8, minutes: 90 }],
  onlineSlots: [
    { startMinute: 690, endMinute: 840, intervalMinutes: 30, cutoff: { minutes: 0, relativeTo: 'slot' }, tablePriority: ['patio'] },
  ],
};

describe('availability and session endpoints', () => {
  let testApp: TestApp;
  let db: TestDatabase;
  const tokens: Record<string, string> = {};
  const http = () => testApp.http();
  const get = (path: string, query: Record<string, unknown>, who = 'admin') =>
    http()
      .get(`/api/${path}`)
      .query({ rid: RID, ...query })
      .set('Authorization', `Bearer ${tokens[who]}`);
  const post = (path: string, body: Record<string, unknown>, who = 'admin') =>
    http()
      .post(`/api/${path}`)
      .send({ rid: RID, ...body })
      .set('Authorization', `Bearer ${tokens[who]}`);

  beforeAll(async () => {
    testApp = await startTestApp();
    db = testApp.db;
    const store = testApp.store;
    await testApp.seedAccess();
    for (const user of ['admin', 'host', 'floater']) tokens[user] = await testApp.signIn(user);
    const meta = { actor: 'system', now: '2026-11-21T10:00:00.000Z' };
    const target = { streamId: floorStreamId(RID), rid: RID };
    await handleCommand(store, floorDecider, target, { type: 'AddTablePlan', data: { planId: 'p1', name: 'Main' } }, meta);
    const table = (id: string, sectionId: string, minPax: number, maxPax: number) => ({
      id,
      name: id,
      sectionId,
      shape: 'round' as const,
      x: 0,
      y: 0,
      width: 60,
      height: 60,
      rotation: 0,
      minPax,
      maxPax,
      priority: 0,
    });
    await handleCommand(
      store,
      floorDecider,
      target,
      {
        type: 'PublishTablePlan',
        data: {
          planId: 'p1',
          layout: {
            sections: [
              { id: 'hall', name: 'Hall', priority: 0 },
              { id: 'patio', name: 'Patio', priority: 1 },
            ],
            tables: [table('H1', 'hall', 1, 4), table('H2', 'hall', 2, 6), table('P1', 'patio', 1, 4)],
            combinations: [],
          },
        },
      },
      meta,
    );
  });
  afterAll(() => testApp.close());

  it('adds a service, lists and gets it, with ids for the service and its online slots', async () => {
    const res = await post('session/add', lunch);
    expect(res.body.status.code).toBe(0);
    expect(res.body.result).toMatchObject({ serviceId: 'svc-1', name: 'Lunch', intervalMinutes: 15, onlineSlots: [{ slotId: 'svc-1:1' }] });
    expect((await get('session/list', {}, 'floater')).body.result.map((s: { name: string }) => s.name)).toEqual(['Lunch']);
    expect((await get('session/get', { serviceId: 'svc-1' }, 'host')).body.result.covers.totalCovers).toBe(60);
  });

  it('accepts a form-encoded service with a past-midnight end', async () => {
    const res = await http()
      .post('/api/session/add')
      .type('form')
      .set('Authorization', `Bearer ${tokens.admin}`)
      .send(`rid=${RID}&name=Late%20Supper&startMinute=1380&endMinute=120&repeatDays[0]=5&repeatDays[1]=6&allowChildren=false`);
    expect(res.body.status.code).toBe(0);
    expect(res.body.result).toMatchObject({
      serviceId: 'svc-2',
      startMinute: 1380,
      endMinute: 1560,
      allowChildren: false,
      repeatDays: [5, 6],
    });
  });

  const refusals: [string, Record<string, unknown>, string, string][] = [
    ['name required', { name: '' }, 'name', R.nameStartEndRequired],
    ['start required', { startMinute: '' }, 'startMinute', R.nameStartEndRequired],
    ['a repeat day', { repeatDays: [] }, 'repeatDays', R.repeatDayRequired],
    [
      'online slots overlap',
      { onlineSlots: [lunch.onlineSlots[0], { ...lunch.onlineSlots[0], startMinute: 720 }] },
      'onlineSlots.1.startMinute',
      R.onlineSlotsOverlap,
    ],
    [
      'party size ranges overlap',
      {
        turnaround: [
          { minPax: 1, maxPax: 4, minutes: 60 },
          { minPax: 3, maxPax: 8, minutes: 90 },
        ],
      },
      'turnaround.1.minPax',
      R.partySizeRangesOverlap,
    ],
    ['max party above min', { covers: { ...lunch.covers, minPartySize: 8, maxPartySize: 2 } }, 'covers.maxPartySize', R.maxPartyAboveMin],
    [
      'total covers above party sizes',
      { covers: { ...lunch.covers, totalCovers: 8, maxCoversPerInterval: 4, maxCoversWaitlisted: 0 } },
      'covers.totalCovers',
      R.totalCoversAbovePartySize,
    ],
    [
      'interval covers below total',
      { covers: { ...lunch.covers, maxCoversPerInterval: 60 } },
      'covers.maxCoversPerInterval',
      R.coversPerIntervalBelowTotal,
    ],
    [
      'interval bookings within total',
      { bookings: { ...lunch.bookings, maxBookingsPerInterval: 31 } },
      'bookings.maxBookingsPerInterval',
      R.bookingsPerInterval,
    ],
    [
      'interval bookings not 0',
      { bookings: { ...lunch.bookings, maxBookingsPerInterval: 0 } },
      'bookings.maxBookingsPerInterval',
      R.bookingsPerInterval,
    ],
    ['no zero', { covers: { ...lunch.covers, totalCovers: 0 } }, 'covers.totalCovers', R.noZero],
    [
      'within service capacity',
      { covers: { ...lunch.covers, maxCoversWaitlisted: 61 } },
      'covers.maxCoversWaitlisted',
      R.exceedsServiceCapacity,
    ],
    ['sections complete before slots', { covers: undefined }, 'onlineSlots', R.sectionsIncomplete],
  ];
  it.each(refusals)('refuses a service breaking "%s" with the spec\'s message on the field', async (_rule, patch, field, key) => {
    const res = await post('session/add', { ...lunch, name: 'Other', repeatDays: [1], ...patch });
    expect(res.body.status.code).toBe(40001);
    expect(res.body.result.fields[field]).toBe(translate('en_US', key));
  });

  it('refuses an overlapping recurring service with the spec §8 message, and check_conflict foresees it', async () => {
    const brunch = { ...lunch, name: 'Brunch', startMinute: 600, endMinute: 720, onlineSlots: [] };
    expect((await post('session/check_conflict', { startMinute: 600, endMinute: 720, repeatDays: [3] }, 'host')).body.result).toEqual({
      conflict: true,
      serviceIds: ['svc-1'],
    });
    const res = await post('session/add', brunch);
    expect(res.body.status).toEqual({ code: 47001, msg: 'Oops! There is a conflicting service with another recurring service.' });
    expect(
      (await post('session/check_conflict', { serviceId: 'svc-1', startMinute: 600, endMinute: 720, repeatDays: [3] })).body.result
        .conflict,
    ).toBe(false);
  });

  it('lets Front of House read settings but not change them', async () => {
    expect((await post('session/add', { ...lunch, name: 'Tea' }, 'host')).body.status.code).toBe(43103);
    expect((await get('availability/calendar_info', { from: '2026-12-01', to: '2026-12-31' }, 'floater')).body.status.code).toBe(43103);
    expect((await get('availability/calendar_info', { from: '2026-12-01', to: '2026-12-31' }, 'host')).body.status.code).toBe(0);
  });

  it('answers time slots for a party to any member, staff and online, with labels past midnight', async () => {
    const staff = await get('availability/time_slots', { date: '2030-01-04', pax: 2 }, 'floater');
    expect(staff.body.status.code).toBe(0);
    expect(staff.body.result.timezone).toBe('Asia/Singapore');
    const [lunchTimes, supper] = staff.body.result.services;
    expect(lunchTimes.times[0]).toEqual({ minute: 690, label: '11:30', available: true });
    expect(supper.times.at(-1)).toMatchObject({ minute: 1545, label: '01:45 +1' });
    const children = await get('availability/time_slots', { date: '2030-01-04', pax: 2, children: 1, serviceId: 'svc-2' });
    expect(children.body.result.services[0].times[0]).toMatchObject({ available: false, reason: 'childrenNotAllowed' });
    const online = await get('availability/time_slots', { date: '2030-01-04', pax: 2, channel: 'online', serviceId: 'svc-1' });
    expect(online.body.result.services[0].times.map((t: { label: string; slotId: string }) => [t.label, t.slotId])).toEqual([
      ['11:30', 'svc-1:1'],
      ['12:00', 'svc-1:1'],
      ['12:30', 'svc-1:1'],
      ['13:00', 'svc-1:1'],
      ['13:30', 'svc-1:1'],
    ]);
  });

  it('recommends a table in the section order of the online slot, and the turnaround by party size', async () => {
    const res = await get('availability/recommend_table', { date: '2030-01-04', time: 720, pax: 2 });
    expect(res.body.result).toMatchObject({ serviceId: 'svc-1', turnaroundMinutes: 90, best: { tableIds: ['P1'], sectionId: 'patio' } });
    expect(res.body.result.alternatives.map((c: { tableIds: string[] }) => c.tableIds[0])).toEqual(['H1', 'H2']);
    expect((await get('availability/recommend_table', { date: '2030-01-04', time: 870, pax: 5 })).body.result.best.tableIds).toEqual([
      'H2',
    ]);
    expect((await get('session/turnaround_time', { serviceId: 'svc-1', pax: 4 }, 'floater')).body.result).toEqual({
      serviceId: 'svc-1',
      pax: 4,
      minutes: 90,
    });
  });

  it('blocks online booking for a day, a service or a slot, and restores the session default', async () => {
    const date = '2030-01-07';
    const onlineReasons = async () =>
      (await get('availability/time_slots', { date, pax: 2, channel: 'online', serviceId: 'svc-1' })).body.result.services[0].times.map(
        (t: { reason?: string }) => t.reason ?? 'ok',
      );
    await post('availability/online_timing_switches', { date, serviceId: 'svc-1', slotId: 'svc-1:1', online: false });
    expect(new Set(await onlineReasons())).toEqual(new Set(['blocked']));
    expect((await get('availability/online_timing_switches', { date }, 'host')).body.result).toMatchObject({
      day: true,
      services: [{ serviceId: 'svc-1', online: true, slots: [{ slotId: 'svc-1:1', online: false }] }],
    });
    await post('availability/restore_session_default', { date, serviceId: 'svc-1' });
    expect(new Set(await onlineReasons())).toEqual(new Set(['ok']));
    await post('availability/online_timing_switches', { date, online: 'false' });
    expect(new Set(await onlineReasons())).toEqual(new Set(['blocked']));
  });

  it('keeps day notes, ad-hoc services on special dates and quick edits, and shows them on the calendar', async () => {
    await post('availability/day_note', { date: '2030-02-14', note: "Valentine's: set menu only" });
    const special = await post('availability/special_dates', {
      date: '2030-02-14',
      mode: 'replace',
      services: [{ ...lunch, name: 'Valentine Dinner', startMinute: 1080, endMinute: 1380, onlineSlots: [] }],
    });
    expect(special.body.result.services[0]).toMatchObject({ serviceId: 'adhoc-2030-02-14-1', repeatDays: [4] });
    expect((await post('availability/quick_edit', { date: '2030-02-13', serviceId: 'svc-1', endMinute: 870 })).body.status.code).toBe(0);
    const calendar = await get('availability/calendar_info', { from: '2030-02-13', to: '2030-02-14' });
    const [wednesday, thursday] = calendar.body.result.days;
    expect(wednesday.services[0]).toMatchObject({ serviceId: 'svc-1', endMinute: 870, quickEdited: true, totalCovers: 60 });
    expect(thursday).toMatchObject({
      note: "Valentine's: set menu only",
      special: { mode: 'replace' },
      services: [{ name: 'Valentine Dinner', adHoc: true }],
    });
    expect(
      (await get('availability/special_dates', { from: '2030-02-01', to: '2030-02-28' })).body.result.map((d: { date: string }) => d.date),
    ).toEqual(['2030-02-13', '2030-02-14']);
    await post('availability/special_dates/clear', { date: '2030-02-14' });
    const cleared = await get('availability/calendar_info', { from: '2030-02-14', to: '2030-02-14' });
    expect(cleared.body.result.days[0].services.map((s: { name: string }) => s.name)).toEqual(['Lunch']);
  });

  it('lists the services that run on a date when asked for one', async () => {
    await post('availability/special_dates', {
      date: '2030-03-13',
      mode: 'add',
      services: [{ ...lunch, name: 'Wine Evening', startMinute: 1080, endMinute: 1320, onlineSlots: [] }],
    });
    const names = async (date: string) =>
      (await get('session/list', { date }, 'floater')).body.result.map((s: { name: string }) => s.name) as string[];
    // Lunch runs every day, Late Supper on Fridays and Saturdays; the Wednesday's special date adds Wine Evening.
    expect(await names('2030-03-13')).toEqual(['Lunch', 'Wine Evening']);
    expect(await names('2030-03-15')).toEqual(['Lunch', 'Late Supper']);
    expect((await get('session/list', {}, 'floater')).body.result.map((s: { name: string }) => s.name)).toEqual(['Lunch', 'Late Supper']);
  });

  it('forbids tables for a date so they are not recommended', async () => {
    await post('availability/table_forbidden', { date: '2030-01-08', tableIds: ['P1'] });
    expect((await get('availability/table_forbidden', { date: '2030-01-08' })).body.result.forbiddenTables).toEqual({ '*': ['P1'] });
    expect((await get('availability/recommend_table', { date: '2030-01-08', time: 720, pax: 2 })).body.result.best.tableIds).toEqual([
      'H1',
    ]);
  });

  it('keeps the capacity alert settings', async () => {
    expect((await get('availability/capacity_alert', {})).body.result).toEqual({ enabled: false, thresholdPercent: 80, emails: [] });
    await post('availability/capacity_alert', { enabled: true, thresholdPercent: 90, emails: ['gm@acme.example'] });
    expect((await get('availability/capacity_alert', {}, 'host')).body.result).toEqual({
      enabled: true,
      thresholdPercent: 90,
      emails: ['gm@acme.example'],
    });
    await insertReservationRows(db.dataSource.manager, RID, [
      {
        reservationId: randomUUID(),
        date: '2030-01-09',
        timeMinute: 720,
        pax: 54,
        status: 'Confirmed',
        tableIds: [],
        serviceId: 'svc-1',
        durationMinutes: 90,
      },
    ]);
    const calendar = await get('availability/calendar_info', { from: '2030-01-09', to: '2030-01-10' });
    expect(calendar.body.result.days.map((d: { services: { capacityAlert: boolean }[] }) => d.services[0].capacityAlert)).toEqual([
      true,
      false,
    ]);
    const slots = await get('availability/time_slots', { date: '2030-01-09', pax: 8, serviceId: 'svc-1' });
    expect(slots.body.result.services[0].usage.covers).toBe(54);
    expect(slots.body.result.services[0].times[0]).toMatchObject({ available: false, reason: 'serviceCoversReached' });
    expect((await post('availability/capacity_alert', { enabled: true, thresholdPercent: 0 })).body.result.fields.thresholdPercent).toBe(
      'Party size, total covers and per-interval values cannot be 0.',
    );
  });

  it('edits and deletes a group of services', async () => {
    expect((await post('session/edit', { ...lunch, serviceId: 'svc-1', endMinute: 930 })).body.result.endMinute).toBe(930);
    expect((await post('session/delete_group', { serviceIds: ['svc-1', 'svc-2'] })).body.result).toEqual({
      serviceIds: ['svc-1', 'svc-2'],
    });
    expect((await get('session/list', {})).body.result).toEqual([]);
    expect((await post('session/delete_group', { serviceIds: ['svc-1'] })).body.status.code).toBe(47004);
  });
});
