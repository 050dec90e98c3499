import { serviceDefinition } from '@covers/services/availability/testing/service-fixtures';
import { handleCommand } from '@covers/services/eventstore';
import { floorDecider, floorStreamId } from '@covers/services/floor';
import { openTestDatabase, type TestDatabase } from '@covers/services/testing/test-database';
import { addDays, ERROR_CODES, outletClock } from '@covers/shared';
import { randomUUID } from 'node:crypto';
import { startTestApp, type TestApp } from '../testing/test-app';

jest.setTimeout(120_000);

/** Dinner 18:00-22:00: 20 covers, 8 an interval; online 18:00-21:00, at most 6 covers an interval, booked up to 60 minutes before. */
const DINNER = serviceDefinition({
  name: 'Dinner',
  startMinute: 1080,
  endMinute: 1320,
  covers: { minPartySize: 1, maxPartySize: 10, totalCovers: 20, maxCoversPerInterval: 8, maxCoversWaitlisted: 10 },
  bookings: { totalBookings: 40, maxBookingsPerInterval: 8, maxBookingsWaitlisted: 5, limitsByPartySize: [] },
  onlineSlots: [
    {
      startMinute: 1080,
      endMinute: 1260,
      intervalMinutes: 15,
      maxCoversPerInterval: 6,
      cutoff: { minutes: 60, relativeTo: 'slot' },
      tablePriority: [],
    },
  ],
});

const SETTINGS = { enabled: true, advance_days: 30, min_lead_minutes: 0, max_party_size: 6, confirmation_text: 'See you soon' };

describe('online booking: settings, the public booking page, offline seats', () => {
  let db: TestDatabase;
  const gateways: TestApp[] = [];
  let admin: string;
  let host: string;
  let today: string;

  // The tests read whichever result fields an endpoint answers with.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  type Answer = { http: number; status: { code: number; msg: string }; result: any };
  const answer = (res: { status: number; body: unknown }) => ({ http: res.status, ...(res.body as Omit<Answer, 'http'>) });
  const staff = (path: string, body: Record<string, unknown>, token = admin) =>
    gateways[0]
      .http()
      .post(`/api/${path}`)
      .set('Authorization', `Bearer ${token}`)
      .send({ rid: 11, ...body })
      .then(answer);
  const publicGet = (path: string, query: Record<string, unknown>) =>
    gateways[0].http().get(`/api/public/${path}`).query(query).then(answer);
  const form = (date: string, time: string, extra: Record<string, unknown> = {}) => ({
    outlet: 'ruid-11',
    date,
    time,
    adults: 2,
    first_name: 'Ana',
    last_name: 'Lim',
    phone: '+6591230000',
    email: 'ana@example.com',
    request_key: randomUUID(),
    ...extra,
  });
  const book = (body: Record<string, unknown>, gateway = 0) =>
    gateways[gateway].http().post('/api/public/online_book').send(body).then(answer);
  const booked = async (date: string) =>
    (await db.dataSource.query(`SELECT time_minute, adults + children AS pax, source FROM reservations WHERE rid = 11 AND date = $1`, [
      date,
    ])) as {
      time_minute: number;
      pax: number;
      source: string;
    }[];

  beforeAll(async () => {
    db = await openTestDatabase({ poolSize: 30 });
    for (let i = 0; i < 2; i++) gateways.push(await startTestApp({ db }));
    await gateways[0].seedAccess();
    admin = await gateways[0].signIn('admin');
    host = await gateways[0].signIn('host');
    expect((await staff('session/add', DINNER)).status.code).toBe(0);
    today = outletClock(new Date().toISOString(), 'Asia/Singapore').date;
  });
  afterAll(async () => {
    for (const gateway of gateways) await gateway.close();
    await db.close();
  });

  it('is closed until a manager opens it; Front of House may read the settings but not change them', async () => {
    expect((await publicGet('online_outlet', { outlet: 'ruid-11' })).result).toMatchObject({ name: 'Acme Orchard', open: false, today });
    expect((await publicGet('online_times', { outlet: 'ruid-11', date: addDays(today, 3), adults: 2 })).status.code).toBe(
      ERROR_CODES.ONLINE_BOOKING_CLOSED.code,
    );
    expect((await staff('setting/online_booking', SETTINGS, host)).status.code).toBe(ERROR_CODES.FORBIDDEN.code);
    const saved = await staff('setting/online_booking', SETTINGS);
    expect(saved.result).toMatchObject({ settings: { enabled: true, advanceDays: 30, maxPartySize: 6 }, bookingPath: '/book/ruid-11' });
    const read = await gateways[0].http().get('/api/setting/online_booking').query({ rid: 11 }).set('Authorization', `Bearer ${host}`);
    expect(read.body.result.settings.confirmationText).toBe('See you soon');
    expect((await publicGet('online_outlet', { outlet: 'ruid-11' })).result).toMatchObject({ open: true, lastDate: addDays(today, 30) });
  });

  it('offers the online slot times, books as the source the page was opened from, and a form sent twice makes one booking', async () => {
    const date = addDays(today, 3);
    const times = await publicGet('online_times', { outlet: 'ruid-11', date, adults: 2 });
    expect(times.result.services).toHaveLength(1);
    expect(times.result.services[0].times.map((t: { time: string }) => t.time)).toEqual(
      Array.from({ length: 12 }, (_, i) => `${String(18 + Math.floor(i / 4)).padStart(2, '0')}:${String((i % 4) * 15).padStart(2, '0')}`),
    );
    const body = form(date, '18:30', { source: 'Instagram', special_requests: 'Birthday' });
    const [first, second] = await Promise.all([book(body, 0), book(body, 1)]);
    expect(first.status.code).toBe(0);
    expect(second.result.reservationId).toBe(first.result.reservationId);
    expect(first.result).toMatchObject({
      date,
      time: '18:30',
      name: 'Ana Lim',
      restaurant: 'Acme Orchard',
      confirmationText: 'See you soon',
    });
    expect(await booked(date)).toEqual([{ time_minute: 1110, pax: 2, source: 'Instagram' }]);
  });

  it('refuses what the settings do not allow, with the reason, and writes nothing', async () => {
    const date = addDays(today, 4);
    expect((await book(form(date, '18:00', { adults: 7 }))).status.code).toBe(ERROR_CODES.ONLINE_PARTY_TOO_LARGE.code);
    expect((await book(form(addDays(today, 31), '18:00'))).status.code).toBe(ERROR_CODES.ONLINE_DATE_NOT_OPEN.code);
    expect((await book(form(addDays(today, -1), '18:00'))).status.code).toBe(ERROR_CODES.ONLINE_DATE_NOT_OPEN.code);
    expect((await book(form(date, '21:30'))).status.code).toBe(ERROR_CODES.ONLINE_TIME_UNAVAILABLE.code);
    expect((await book(form(date, '18:00', { outlet: 'nowhere' }))).status.code).toBe(ERROR_CODES.ONLINE_OUTLET_NOT_FOUND.code);
    const bad = await book(form(date, '18:00', { last_name: 'Li\u0000m', phone: '12', email: 'x', extra: 1 }));
    expect(bad.status.code).toBe(ERROR_CODES.VALIDATION_FAILED.code);
    expect(Object.keys(bad.result.fields)).toEqual(expect.arrayContaining(['last_name', 'phone', 'email']));
    expect((await book(form('2027-02-30', '18:00'))).status.code).toBe(ERROR_CODES.VALIDATION_FAILED.code);
    await staff('setting/online_booking', { ...SETTINGS, stop_from: date, stop_to: addDays(date, 1) });
    expect((await book(form(date, '18:00'))).status.code).toBe(ERROR_CODES.ONLINE_DATE_NOT_OPEN.code);
    const inverted = await staff('setting/online_booking', { ...SETTINGS, stop_from: date, stop_to: addDays(date, -1) });
    expect(inverted.result.fields.stop_to).toBe('The last date must not be before the first date.');
    await staff('setting/online_booking', SETTINGS);
    expect(await booked(date)).toEqual([]);
  });

  it('holds offline seats: a crowd of diners across two gateways never takes them nor passes an interval, and staff still can', async () => {
    const date = addDays(today, 5);
    const unknown = await staff('setting/offline_seats', {
      holds: [{ hold_id: randomUUID(), service_id: 'svc-9', scope: 'section', section_id: 'nowhere' }],
    });
    expect(Object.keys(unknown.result.fields).sort()).toEqual(['holds.0.section_id', 'holds.0.service_id']);
    const holds = [{ hold_id: randomUUID(), service_id: 'svc-1', scope: 'service', covers: 4 }];
    expect((await staff('setting/offline_seats', { holds })).result.holds).toEqual(holds);

    const crowd = Array.from({ length: 60 }, (_, i) =>
      book(form(date, ['18:00', '18:15', '18:30'][i % 3], { phone: `+659200${String(i).padStart(4, '0')}` }), i % 2),
    );
    const codes = (await Promise.all(crowd)).map((a) => a.status.code);
    expect(codes.every((c) => c === 0 || c === ERROR_CODES.ONLINE_TIME_UNAVAILABLE.code)).toBe(true);
    const rows = await booked(date);
    const perInterval = new Map<number, number>();
    for (const r of rows) perInterval.set(r.time_minute, (perInterval.get(r.time_minute) ?? 0) + r.pax);
    expect(Math.max(...perInterval.values())).toBeLessThanOrEqual(6);
    expect(rows.reduce((n, r) => n + r.pax, 0)).toBe(16);
    expect(codes.filter((c) => c === 0)).toHaveLength(8);

    const staffBooking = await staff('booking/add_transaction', { date, time: '19:00', adults: 4, last_name: 'Regular', taken_by: 'Ana' });
    expect(staffBooking.status.code).toBe(0);
    expect((await publicGet('online_times', { outlet: 'ruid-11', date, adults: 1 })).result.services).toEqual([]);
  });

  it('seats each online booking at the table the outlet suggests; a crowd never shares a table, and once the tables are taken so is the time', async () => {
    const meta = { actor: 'system', now: new Date().toISOString() };
    const floor = { streamId: floorStreamId(11), rid: 11 };
    const table = (id: string) => ({
      id,
      name: id,
      sectionId: 'hall',
      shape: 'round' as const,
      x: 0,
      y: 0,
      width: 60,
      height: 60,
      rotation: 0,
    });
    await handleCommand(gateways[0].store, floorDecider, floor, { type: 'AddTablePlan', data: { planId: 'online', name: 'Main' } }, meta);
    const layout = {
      sections: [{ id: 'hall', name: 'Hall', priority: 0 }],
      tables: [
        { ...table('T1'), minPax: 1, maxPax: 4, priority: 0 },
        { ...table('T2'), minPax: 1, maxPax: 4, priority: 1 },
      ],
      combinations: [],
    };
    await handleCommand(gateways[0].store, floorDecider, floor, { type: 'PublishTablePlan', data: { planId: 'online', layout } }, meta);

    const date = addDays(today, 6);
    const crowd = Array.from({ length: 6 }, (_, i) =>
      book(form(date, i % 2 ? '18:15' : '18:00', { phone: `+659300${String(i).padStart(4, '0')}` }), i % 2),
    );
    const codes = (await Promise.all(crowd)).map((a) => a.status.code).sort();
    expect(codes).toEqual([0, 0, ...Array(4).fill(ERROR_CODES.ONLINE_TIME_UNAVAILABLE.code)]);
    const tables: { table_ids: string[] }[] = await db.dataSource.query(
      `SELECT table_ids FROM reservations WHERE rid = 11 AND date = $1 AND source = 'Online'`,
      [date],
    );
    expect(tables.map((r) => r.table_ids.join()).sort()).toEqual(['T1', 'T2']);
  });
});
