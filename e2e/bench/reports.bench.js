// bench:reports — issue 18's figures, printed as JSON, over HTTP against the built gateway:
//  - BENCH_RESERVATIONS reservations (default 2,000,000) over BENCH_OUTLETS outlets (default 50) and the year 2025, generated in SQL
//    (generate_series) as one import event per outlet and day in the event table, then the reports' read models rebuilt
//    from them (reservations/s and events/s);
//  - each report over one outlet for the year: p95 (target < 100 ms); over the whole group: p95 (target < 300 ms);
//  - a rebuild of single-booking events (a booking and a status change each): events/s.
// Uses a fresh database of its own on the server at DATABASE_URL (default: the local test server), with the demo data.
const { createApp } = require('../../gateway/dist/app.factory');
const { loadConfig } = require('../../gateway/dist/config/config');
const { AccessService, groupAccessTypes } = require('../../services/dist/access');
const { EventStore, rebuildProjections } = require('../../services/dist/eventstore');
const { activityLogProjection, reportsProjection } = require('../../services/dist/reports');
const { Client } = require('pg');
const { createBenchDatabase, percentile, round } = require('./bench-database');

const RESERVATIONS = Number(process.env.BENCH_RESERVATIONS ?? 2_000_000);
const OUTLETS = Number(process.env.BENCH_OUTLETS ?? 50);
const SINGLE_EVENTS = Number(process.env.BENCH_SINGLE_EVENTS ?? 20_000);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 60);
const FIRST_RID = 1001;
const DAYS = 365;
const REPORTS = ['reservation', 'traffic', 'traffic_time', 'party_size', 'source', 'booking_type', 'diner'];
const meta = { actor: 'bench', now: '2026-01-01T00:00:00.000Z' };

/** The year's bookings as import events: each outlet-day's bookings in one event, statuses, sources, sizes and diners spread. */
const GENERATE = `
  INSERT INTO events (stream_id, stream_version, rid, type, data, metadata)
  SELECT 'bench-day:' || o.rid || ':' || d.day, 1, o.rid, 'ReservationsImported',
         jsonb_build_object('overrides', '[]'::jsonb, 'reservations', (
           SELECT jsonb_agg(jsonb_build_object(
                    'reservation_id', gen_random_uuid(),
                    'kind', (ARRAY['reservation','reservation','reservation','walk_in','waitlist'])[1 + (i % 5)],
                    'status', (ARRAY['Departed','Departed','Done','NoShow','Cancelled','Booked','Seated'])[1 + ((i * 7 + o.rid) % 7)],
                    'date', d.day, 'time_minute', 660 + ((i * 37) % 660),
                    'adults', 1 + ((i * 13 + o.rid) % 8), 'children', (i % 3 = 0)::int,
                    'source', (ARRAY['Phone','Walk-in','Online','Email','Third Party'])[1 + ((i + o.rid) % 5)],
                    'diner_id', md5('diner' || ((i * 7919 + o.rid * 104729 + d.n * 31) % 200000))::uuid))
             FROM generate_series(1, $1::int) i)),
         jsonb_build_object('actor', 'bench', 'now', d.day || 'T10:00:00.000Z')
    FROM generate_series($2::int, $3::int) o(rid),
         LATERAL (SELECT to_char(date '2025-01-01' + n, 'YYYY-MM-DD') AS day, n FROM generate_series(0, ${DAYS - 1}) n) d`;

/** Single-booking events for the per-event rate: a booking and a status change each, on an outlet of their own. */
const GENERATE_SINGLE = `
  WITH b AS (SELECT i, gen_random_uuid() AS id, to_char(date '2025-01-01' + (i % ${DAYS}), 'YYYY-MM-DD') AS day FROM generate_series(1, $1::int) i)
  INSERT INTO events (stream_id, stream_version, rid, type, data, metadata)
  SELECT 'bench-single:' || b.i, v.version, 999, v.type, v.data, '{"actor":"bench","now":"2025-06-01T10:00:00.000Z"}'::jsonb
    FROM b, LATERAL (VALUES
      (1, 'ReservationBooked', jsonb_build_object('origin', 'reservation', 'overrides', '[]'::jsonb, 'reservation', jsonb_build_object(
          'reservation_id', b.id, 'kind', 'reservation', 'status', 'Booked', 'date', b.day, 'time_minute', 1140,
          'adults', 1 + b.i % 6, 'children', 0, 'source', 'Phone', 'diner_id', null))),
      (2, 'ReservationStatusChanged', jsonb_build_object('reservation_id', b.id, 'action', 'seat', 'from', 'Booked', 'to', 'Seated',
          'shown_as', 'Booked', 'reason', null, 'at', '2025-06-01T10:00:00.000Z'))) AS v(version, type, data)`;

async function sql(url, text, params = []) {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(text, params);
  } finally {
    await client.end();
  }
}

async function main() {
  const db = await createBenchDatabase('reports');
  const config = loadConfig({ ...process.env, DATABASE_URL: db.url, SEED_DEMO: 'true', LOG_LEVEL: 'error', RATE_LIMIT_MAX: '10000000' });
  const app = await createApp(config);
  await app.listen(0, '127.0.0.1');
  const base = `${(await app.getUrl()).replace('[::1]', '127.0.0.1')}/api`;
  try {
    // The group's further outlets, and a user with Admin (and so Reports) at every one of them.
    const store = app.get(EventStore);
    const access = app.get(AccessService);
    const rids = Array.from({ length: OUTLETS }, (_, i) => FIRST_RID + i);
    for (const rid of rids)
      await access.addOutlet(
        'demo',
        { rid, name: `Bench ${rid}`, ruid: `bench-${rid}`, currency: 'SGD', countryCode: 'SG', timezone: 'Asia/Singapore' },
        meta,
      );
    const adminType = (await groupAccessTypes(store.dataSource.manager, 'demo')).find((a) => a.name === 'Admin').accessTypeId;
    const profile = {
      username: 'bench',
      staffName: 'Bench',
      positionTitle: '',
      phone: '',
      email: 'bench@bench.example',
      language: 'en_US',
    };
    await access.saveUser(
      'demo',
      { profile, password: 'bench-password-1', outlets: rids.map((rid) => ({ rid, accessTypeId: adminType })) },
      meta,
    );
    const signIn = await fetch(`${base}/login/do_login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ company_id: 'demo', user_id: 'bench', password: 'bench-password-1' }),
    }).then((r) => r.json());
    const headers = { authorization: `Bearer ${signIn.result.access_token}` };
    const get = (path, query) =>
      fetch(`${base}/analytics/${path}?${new URLSearchParams({ rid: String(FIRST_RID), ...query })}`, { headers }).then((r) => r.json());

    // Single-booking events first, on their own, so their rate is not mixed with the import batches'.
    await sql(db.url, GENERATE_SINGLE, [SINGLE_EVENTS / 2]);
    const singleStart = process.hrtime.bigint();
    const single = await rebuildProjections(store, [reportsProjection, activityLogProjection]);
    const singleSeconds = Number(process.hrtime.bigint() - singleStart) / 1e9;
    // Gone again before the year is generated: the year's rebuild replays the year alone.
    await sql(db.url, `DELETE FROM events WHERE stream_id LIKE 'bench-single:%'`);

    const perDay = Math.max(1, Math.round(RESERVATIONS / (OUTLETS * DAYS)));
    const generateStart = process.hrtime.bigint();
    await sql(db.url, GENERATE, [perDay, FIRST_RID, FIRST_RID + OUTLETS - 1]);
    const generateSeconds = Number(process.hrtime.bigint() - generateStart) / 1e9;

    const rebuildStart = process.hrtime.bigint();
    const rebuilt = await rebuildProjections(store, [reportsProjection]);
    const rebuildSeconds = Number(process.hrtime.bigint() - rebuildStart) / 1e9;
    await sql(db.url, 'VACUUM ANALYZE report_rollups');
    await sql(db.url, 'VACUUM ANALYZE report_rollups_monthly');
    await sql(db.url, 'VACUUM ANALYZE report_bookings');
    await sql(db.url, 'VACUUM ANALYZE report_first_visits');
    const [{ bookings }] = (await sql(db.url, 'SELECT count(*)::int AS bookings FROM report_bookings WHERE rid >= $1', [FIRST_RID])).rows;
    const [{ rollups }] = (await sql(db.url, 'SELECT count(*)::int AS rollups FROM report_rollups')).rows;

    const latency = async (query) => {
      const figures = {};
      for (const path of REPORTS) {
        for (let i = 0; i < 5; i++) await get(path, query);
        const times = [];
        for (let i = 0; i < SAMPLES; i++) {
          const start = process.hrtime.bigint();
          const res = await get(path, query);
          times.push(Number(process.hrtime.bigint() - start) / 1e6);
          if (res.status.code !== 0) throw new Error(`${path} refused: ${JSON.stringify(res).slice(0, 300)}`);
        }
        times.sort((a, b) => a - b);
        figures[path] = { p50Ms: round(percentile(times, 50)), p95Ms: round(percentile(times, 95)) };
      }
      return figures;
    };
    const year = { from: '2025-01-01', to: '2025-12-31' };
    const outlet = await latency({ ...year, scope: 'outlet' });
    const group = await latency({ ...year, scope: 'group' });
    const sample = await get('reservation', { ...year, scope: 'group' });

    console.log(
      JSON.stringify(
        {
          bench: 'reports',
          data: {
            reservations: bookings,
            outlets: OUTLETS,
            days: DAYS,
            importEvents: rebuilt.events,
            rollupRows: rollups,
            generateSeconds: round(generateSeconds),
          },
          groupYearTotals: sample.result.current.totals,
          rebuildFromImportEvents: {
            seconds: round(rebuildSeconds),
            eventsPerSecond: round(rebuilt.events / rebuildSeconds, 0),
            reservationsPerSecond: round(bookings / rebuildSeconds, 0),
          },
          rebuildSingleBookingEvents: {
            events: single.events,
            seconds: round(singleSeconds),
            eventsPerSecond: round(single.events / singleSeconds, 0),
          },
          outletYear: { targetP95Ms: 100, reports: outlet },
          groupYear: { targetP95Ms: 300, outlets: sample.result.outlets.length, reports: group },
        },
        null,
        2,
      ),
    );
  } finally {
    await app.close();
    await db.drop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
