// bench:reservations — server figures of issues 4 and 12, printed as JSON:
//  - burst: rounds of 50 simultaneous non-clashing bookings on one outlet-day through HTTP; all must succeed, p50/p99
//  - table race: 50 simultaneous bookings of one table and time without Book anyways; exactly 1 must succeed
//  - day list for an outlet with 2,000 reservations, p50/p95/p99 through HTTP (target p99 < 50 ms)
//  - import of 50,000 rows end to end over HTTP (validated and stored), rows/s (target >= 10,000)
// Uses a fresh database on the server at DATABASE_URL (default: the local test server). Port: BENCH_PORT or 3104.
const { createApp } = require('../../gateway/dist/app.factory');
const { loadConfig } = require('../../gateway/dist/config/config');
const { Client } = require('pg');
const { createBenchDatabase } = require('./bench-database');

const PORT = Number(process.env.BENCH_PORT ?? 3104);
const BASE = `http://127.0.0.1:${PORT}/api`;
const LIST_DATE = '2031-05-05';
const LIST_ROWS = 2000;
const LIST_REQUESTS = 300;
const IMPORT_ROWS = 50_000;
const IMPORT_CHUNK = 12_500;
const BURST = 50;
const BURST_ROUNDS = 5;
const BURST_DATE = (round) => `2031-04-${String(10 + round).padStart(2, '0')}`;

const row = (i, date, time) => ({
  date,
  time,
  first_name: `Guest${i}`,
  last_name: `Bench${i}`,
  phone: `+65${String(80000000 + i)}`,
  email: `guest${i}@bench.example`,
  adults: String(1 + (i % 6)),
  children: String(i % 2),
  taken_by: 'Bench',
  special_requests: i % 7 === 0 ? 'Window seat' : '',
  source: 'Import',
});

const clock = (minute) => `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

/** Sends `count` bookings at once; each answer's envelope code and its time from the start of the burst. */
async function burst(count, bodyOf, headers) {
  const start = process.hrtime.bigint();
  return Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const res = await fetch(`${BASE}/booking/add_transaction`, { method: 'POST', headers, body: JSON.stringify(bodyOf(i)) });
      const body = await res.json();
      return { http: res.status, code: body.status.code, ms: Number(process.hrtime.bigint() - start) / 1e6 };
    }),
  );
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function main() {
  const db = await createBenchDatabase('reservations');
  const app = await createApp(
    loadConfig({ ...process.env, DATABASE_URL: db.url, SEED_DEMO: 'true', LOG_LEVEL: 'error', RATE_LIMIT_MAX: '1000000' }),
  );
  await app.listen(PORT, '127.0.0.1');
  try {
    const signIn = await fetch(`${BASE}/login/do_login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ company_id: 'demo', user_id: 'admin', password: 'covers-demo' }),
    }).then((r) => r.json());
    const token = signIn.result.access_token;
    const rid = signIn.result.outlets[0].rid;
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
    // The bench's days hold far more than the demo services' capacity: imported as a host's "Book anyways".
    const importRows = async (rows) => {
      const res = await fetch(`${BASE}/reservation/import`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ rid, rows, book_anyway: true }),
      }).then((r) => r.json());
      if (res.status.code !== 0 || res.result.failed > 0) throw new Error(`import refused: ${JSON.stringify(res).slice(0, 500)}`);
      return res.result.imported;
    };

    const booking = (i, date, extra) => ({
      rid,
      date,
      last_name: `Burst${i}`,
      phone: `+65${String(70000000 + i)}`,
      adults: 2,
      taken_by: 'Bench',
      ...extra,
    });
    // Dinner (18:00-23:30, 120 covers, 24 an interval): 2 covers each, spread over 16 quarter hours, no tables.
    const burstRounds = [];
    for (let round = 0; round < BURST_ROUNDS; round++) {
      burstRounds.push(
        await burst(BURST, (i) => booking(round * BURST + i, BURST_DATE(round), { time: clock(18 * 60 + (i % 16) * 15) }), headers),
      );
    }
    const burstTimes = burstRounds
      .flat()
      .map((r) => r.ms)
      .sort((a, b) => a - b);
    const burstOk = burstRounds.map((round) => round.filter((r) => r.code === 0).length);

    const race = await burst(BURST, (i) => booking(10_000 + i, '2031-04-20', { time: '19:00', table_ids: ['m5'] }), headers);
    const raceCodes = {};
    for (const r of race) raceCodes[r.code] = (raceCodes[r.code] ?? 0) + 1;

    // 2,000 bookings on one day, every quarter hour from 11:00 to 22:45.
    const listRows = Array.from({ length: LIST_ROWS }, (_, i) => {
      const minute = 11 * 60 + (i % 48) * 15;
      return row(1_000_000 + i, LIST_DATE, `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`);
    });
    await importRows(listRows);
    const url = `${BASE}/reservation/list?rid=${rid}&date=${LIST_DATE}&tab=all`;
    for (let i = 0; i < 20; i++) await fetch(url, { headers }).then((r) => r.arrayBuffer());
    const timings = [];
    for (let i = 0; i < LIST_REQUESTS; i++) {
      const start = process.hrtime.bigint();
      await fetch(url, { headers }).then((r) => r.arrayBuffer());
      timings.push(Number(process.hrtime.bigint() - start) / 1e6);
    }
    const count = (await fetch(url, { headers }).then((r) => r.json())).result.reservations.length;
    timings.sort((a, b) => a - b);

    // 50,000 rows over 56 days, sent in 12,500-row requests (each under the 5 MB limit).
    const rows = Array.from({ length: IMPORT_ROWS }, (_, i) => {
      const day = String(1 + (i % 28)).padStart(2, '0');
      const month = String(6 + Math.floor((i % 56) / 28)).padStart(2, '0');
      const minute = 11 * 60 + (i % 44) * 15;
      return row(i, `2031-${month}-${day}`, `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`);
    });
    const bodies = [];
    for (let i = 0; i < rows.length; i += IMPORT_CHUNK) bodies.push(rows.slice(i, i + IMPORT_CHUNK));
    const maxBytes = Math.max(...bodies.map((b) => Buffer.byteLength(JSON.stringify({ rid, rows: b, book_anyway: true }))));
    const importCpu = process.cpuUsage();
    const importStart = process.hrtime.bigint();
    let imported = 0;
    for (const chunk of bodies) imported += await importRows(chunk);
    const importSeconds = Number(process.hrtime.bigint() - importStart) / 1e9;
    const { user, system } = process.cpuUsage(importCpu);
    // What the database holds after the whole run: the outbox's share shows whether it copies the events.
    const sizes = new Client({ connectionString: db.url });
    await sizes.connect();
    const [storedMb] = (
      await sizes.query(
        `SELECT round(pg_total_relation_size('events') / 1048576.0, 1)::float AS events, round(pg_total_relation_size('outbox') / 1048576.0, 1)::float AS outbox`,
      )
    ).rows;
    await sizes.end();

    console.log(
      JSON.stringify(
        {
          database: 'postgresql',
          burst: {
            simultaneous: BURST,
            rounds: BURST_ROUNDS,
            succeededPerRound: burstOk,
            http409: burstRounds.flat().filter((r) => r.http === 409).length,
            p50Ms: +percentile(burstTimes, 50).toFixed(2),
            p99Ms: +percentile(burstTimes, 99).toFixed(2),
          },
          tableRace: {
            simultaneous: BURST,
            succeeded: race.filter((r) => r.code === 0).length,
            codes: raceCodes,
            http409: race.filter((r) => r.http === 409).length,
          },
          dayList: {
            reservations: count,
            requests: LIST_REQUESTS,
            p50Ms: +percentile(timings, 50).toFixed(2),
            p95Ms: +percentile(timings, 95).toFixed(2),
            p99Ms: +percentile(timings, 99).toFixed(2),
            targetP99Ms: 50,
          },
          import: {
            rows: imported,
            requests: bodies.length,
            largestRequestBytes: maxBytes,
            seconds: +importSeconds.toFixed(2),
            rowsPerSecond: Math.round(imported / importSeconds),
            targetRowsPerSecond: 10000,
            gatewayCpuSeconds: +((user + system) / 1e6).toFixed(2),
            storedMb,
          },
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
