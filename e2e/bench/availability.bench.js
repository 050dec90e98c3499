// npm run bench:availability — the availability engine at restaurant scale, and the SQL of time_slots.
// An outlet with 8 services, 60 tables and 400 bookings a day: one day's bookable times, a 31-day calendar
// (both in process, median of many runs), and the statements time_slots sends (needs <= 3).
// Prints one JSON object. Uses DATABASE_URL when set, else an embedded PostgreSQL.
const { performance } = require('node:perf_hooks');
const { randomUUID } = require('node:crypto');
const { openDatabase, startEmbeddedPostgres } = require('../../services/dist/database');
const { EventStore, handleCommand } = require('../../services/dist/eventstore');
const availability = require('../../services/dist/availability');
const { bookingsBetween } = require('../../services/dist/reservations');
const { serviceDefinition } = require('../../services/dist/availability/testing/service-fixtures');
const { insertReservationRows } = require('../../services/dist/availability/testing/reservation-rows');
const { addDays } = require('@covers/shared');

const RID = 901;
const FIRST_DATE = '2026-12-01';
const DAYS = 31;
const BOOKINGS_PER_DAY = 400;
const SERVICES = [
  ['Breakfast', 420, 600],
  ['Brunch', 600, 690],
  ['Lunch', 690, 900],
  ['Tea', 900, 1020],
  ['Early Dinner', 1020, 1080],
  ['Dinner', 1080, 1260],
  ['Late Dinner', 1260, 1410],
  ['Late Supper', 1410, 120],
];

let seed = 42;
const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
const pick = (list) => list[Math.floor(random() * list.length)];

function floor() {
  const sections = ['hall', 'window', 'patio', 'bar'].map((id, i) => ({ sectionId: id, name: id, priority: i }));
  const tables = Array.from({ length: 60 }, (_, i) => {
    const size = [2, 2, 4, 4, 4, 6, 8][i % 7];
    return { tableId: `T${i + 1}`, sectionId: sections[i % 4].sectionId, name: `T${i + 1}`, minPax: 1, maxPax: size };
  });
  const combinations = Array.from({ length: 10 }, (_, i) => ({
    combinationId: `C${i + 1}`,
    tableIds: [`T${i * 2 + 1}`, `T${i * 2 + 2}`],
    minPax: 5,
    maxPax: tables[i * 2].maxPax + tables[i * 2 + 1].maxPax,
  }));
  return { sections, tables, combinations };
}

function definitions() {
  return SERVICES.map(([name, startMinute, endMinute]) =>
    serviceDefinition({
      name,
      startMinute,
      endMinute,
      covers: { minPartySize: 1, maxPartySize: 12, totalCovers: 400, maxCoversPerInterval: 60 },
      bookings: { totalBookings: 200, maxBookingsPerInterval: 30, limitsByPartySize: [{ minPax: 9, maxPax: 12, maxBookings: 4 }] },
      turnaround: [
        { minPax: 1, maxPax: 4, minutes: 90 },
        { minPax: 5, maxPax: 12, minutes: 120 },
      ],
      onlineSlots: [
        {
          startMinute,
          endMinute: startMinute + 60,
          intervalMinutes: 15,
          cutoff: { minutes: 60, relativeTo: 'slot' },
          tablePriority: ['window'],
        },
      ],
    }),
  );
}

function bookings(services, tables) {
  const rows = [];
  for (let d = 0; d < DAYS; d++) {
    const date = addDays(FIRST_DATE, d);
    for (let i = 0; i < BOOKINGS_PER_DAY; i++) {
      const service = pick(services);
      const steps = Math.floor((service.endMinute - service.startMinute) / 15);
      const minute = service.startMinute + Math.floor(random() * steps) * 15;
      const pax = 1 + Math.floor(random() * 6);
      rows.push({
        reservationId: randomUUID(),
        date: minute >= 1440 ? addDays(date, 1) : date,
        timeMinute: minute % 1440,
        pax,
        status: pick(['Booked', 'Confirmed', 'Seated', 'Departed', 'Cancelled']),
        tableIds: [pick(tables).tableId],
        serviceId: service.serviceId,
        durationMinutes: null,
      });
    }
  }
  return rows;
}

function measure(fn, runs) {
  for (let i = 0; i < Math.min(20, runs); i++) fn();
  const times = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    fn();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (q) => Number(times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(3));
  return { medianMs: at(0.5), p95Ms: at(0.95), runs };
}

async function main() {
  const services = definitions().map((d, i) => ({
    ...d,
    serviceId: `svc-${i + 1}`,
    onlineSlots: d.onlineSlots.map((s) => ({ ...s, slotId: `svc-${i + 1}:1` })),
  }));
  const layout = floor();
  const reservations = bookings(services, layout.tables);
  const schedule = { services, days: {} };
  const now = '2026-11-30T00:00:00.000Z';
  const timeZone = 'Asia/Singapore';

  const date = addDays(FIRST_DATE, 10);
  const near = reservations.filter((r) => r.date >= addDays(date, -1) && r.date <= addDays(date, 1));
  const dayInput = {
    date,
    timeZone,
    now,
    services: availability.effectiveServices(services, null, date),
    reservations: near,
    floor: layout,
  };
  const query = { pax: 4, children: 0, channel: 'staff', waitlist: false };
  const offered = availability.bookableTimes(dayInput, query).reduce((n, s) => n + s.times.length, 0);
  const dayTimes = measure(() => availability.bookableTimes(dayInput, query), 500);
  const onlineTimes = measure(() => availability.bookableTimes(dayInput, { ...query, channel: 'online' }), 500);
  const recommend = measure(() => availability.recommendTable(dayInput, { minute: 1140, pax: 4 }), 500);

  const last = addDays(FIRST_DATE, DAYS - 1);
  const calendar = measure(
    () =>
      availability.calendarDays({
        from: FIRST_DATE,
        to: last,
        timeZone,
        now,
        pax: 2,
        capacityAlert: { enabled: true, thresholdPercent: 80, emails: [] },
        servicesByDate: availability.servicesByDate(schedule, FIRST_DATE, last),
        days: {},
        reservations,
        floor: layout,
      }),
    50,
  );

  const embedded = process.env.DATABASE_URL ? null : await startEmbeddedPostgres();
  const dataSource = await openDatabase(process.env.DATABASE_URL ?? embedded.url);
  try {
    await dataSource.query(`DELETE FROM events WHERE stream_id = $1`, [availability.availabilityStreamId(RID)]);
    for (const table of [
      'availability_services',
      'availability_days',
      'outlets',
      'reservations',
      'floor_sections',
      'floor_tables',
      'floor_table_combinations',
    ]) {
      await dataSource.query(`DELETE FROM ${table} WHERE rid = $1`, [RID]);
    }
    await dataSource.query(`DELETE FROM streams WHERE stream_id = $1`, [availability.availabilityStreamId(RID)]);
    const store = new EventStore(dataSource, [availability.availabilityProjection]);
    const meta = { actor: 'bench', now };
    for (const service of definitions()) {
      await handleCommand(
        store,
        availability.availabilityDecider,
        { streamId: availability.availabilityStreamId(RID), rid: RID },
        { type: 'AddService', data: { service } },
        meta,
      );
    }
    await dataSource.query(
      `INSERT INTO outlets (rid, group_uid, name, ruid, currency, country_code, timezone) VALUES ($1, 'bench', 'Bench', 'bench', 'SGD', 'SG', $2)`,
      [RID, timeZone],
    );
    for (const s of layout.sections)
      await dataSource.query(`INSERT INTO floor_sections (rid, section_id, name, priority) VALUES ($1, $2, $3, $4)`, [
        RID,
        s.sectionId,
        s.name,
        s.priority,
      ]);
    for (const [i, t] of layout.tables.entries()) {
      await dataSource.query(
        `INSERT INTO floor_tables (rid, table_id, section_id, name, min_pax, max_pax, shape, x, y, width, height, rotation, priority)
         VALUES ($1, $2, $3, $4, $5, $6, 'round', 0, 0, 60, 60, 0, $7)`,
        [RID, t.tableId, t.sectionId, t.name, t.minPax, t.maxPax, i],
      );
    }
    for (const c of layout.combinations) {
      await dataSource.query(
        `INSERT INTO floor_table_combinations (rid, combination_id, table_ids, min_pax, max_pax) VALUES ($1, $2, $3, $4, $5)`,
        [RID, c.combinationId, c.tableIds, c.minPax, c.maxPax],
      );
    }
    await insertReservationRows(
      dataSource.manager,
      RID,
      reservations.filter((r) => r.date >= addDays(date, -1) && r.date <= addDays(date, 1)),
    );

    let statements = 0;
    const counting = new Proxy(dataSource.manager, {
      get: (target, prop, receiver) =>
        prop === 'query' ? (...args) => (statements++, target.query(...args)) : Reflect.get(target, prop, receiver),
    });
    const withSql = [];
    for (let i = 0; i < 30; i++) {
      statements = 0;
      const start = performance.now();
      const input = await availability.loadDayInput(counting, bookingsBetween, RID, date, now);
      availability.bookableTimes(input, query);
      withSql.push(performance.now() - start);
    }
    withSql.sort((a, b) => a - b);
    console.log(
      JSON.stringify(
        {
          bench: 'availability',
          outlet: {
            services: services.length,
            tables: layout.tables.length,
            combinations: layout.combinations.length,
            bookingsPerDay: BOOKINGS_PER_DAY,
            timeZone,
          },
          oneDayTimes: { ...dayTimes, timesEvaluated: offered, targetMs: 5, met: dayTimes.medianMs < 5 },
          oneDayOnlineTimes: onlineTimes,
          recommendTable: recommend,
          calendar31Days: { ...calendar, reservations: reservations.length, targetMs: 100, met: calendar.medianMs < 100 },
          timeSlotsSql: {
            statements,
            target: 3,
            met: statements <= 3,
            medianMsWithSql: Number(withSql[Math.floor(withSql.length / 2)].toFixed(3)),
            database: process.env.DATABASE_URL ? 'DATABASE_URL' : 'embedded',
          },
        },
        null,
        2,
      ),
    );
  } finally {
    await dataSource.destroy();
    await embedded?.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
