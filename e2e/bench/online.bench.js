// bench:online — issue 13's figure, printed as JSON: 200 diners book the same evening on the public booking page at
// once, half through each of two gateway processes. Every interval must stay within its capacity and no seat held
// offline may be taken; p50/p99 per booking.
// Uses a fresh database of its own on the server at DATABASE_URL (default: the local test server), with the demo data.
const { randomUUID } = require('node:crypto');
const { Client } = require('pg');
const { startBenchGateways } = require('./bench-gateways');
const { createBenchDatabase, percentile, round } = require('./bench-database');

const DINERS = 200;
const OUTLET = 'covers-demo-sg';
// The demo's Dinner at that outlet: 18:00-23:30, 120 covers, 24 covers and 8 bookings an interval of 15 minutes,
// 60 bookings in all, online slots 18:00-22:00, and 4 covers held back from online booking.
const DINNER = {
  start: 1080,
  interval: 15,
  totalCovers: 120,
  heldCovers: 4,
  coversPerInterval: 24,
  bookingsPerInterval: 8,
  totalBookings: 60,
};
const TIMES = Array.from({ length: 16 }, (_, i) => DINNER.start + i * DINNER.interval);
const clock = (minute) => `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

async function main() {
  const db = await createBenchDatabase('online');
  const gateways = [];
  try {
    gateways.push(...(await startBenchGateways(db.url, 2)));
    const outlet = await fetch(`${gateways[0].base}/public/online_outlet?outlet=${OUTLET}`).then((r) => r.json());
    const date = new Date(Date.parse(`${outlet.result.today}T00:00:00Z`) + 10 * 86_400_000).toISOString().slice(0, 10);

    const start = process.hrtime.bigint();
    const answers = await Promise.all(
      Array.from({ length: DINERS }, async (_, i) => {
        const body = {
          outlet: OUTLET,
          date,
          time: clock(TIMES[i % TIMES.length]),
          adults: 1 + (i % 4),
          children: i % 3 === 0 ? 1 : 0,
          first_name: 'Diner',
          last_name: `Online${i}`,
          phone: `+6590${String(100000 + i)}`,
          email: `diner${i}@bench.example`,
          request_key: randomUUID(),
        };
        const sent = process.hrtime.bigint();
        const res = await fetch(`${gateways[i % 2].base}/public/online_book`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        const envelope = await res.json();
        return { http: res.status, code: envelope.status.code, ms: Number(process.hrtime.bigint() - sent) / 1e6 };
      }),
    );
    const wallSeconds = Number(process.hrtime.bigint() - start) / 1e9;

    const client = new Client({ connectionString: db.url });
    await client.connect();
    const { rows } = await client.query(
      `SELECT floor((time_minute - $2) / $3)::int AS interval, sum(adults + children)::int AS covers, count(*)::int AS bookings
         FROM reservations WHERE date = $1 AND time_minute >= $2 AND status NOT IN ('Cancelled', 'Rejected', 'NoShow', 'Removed')
         GROUP BY 1 ORDER BY 1`,
      [date, DINNER.start, DINNER.interval],
    );
    await client.end();
    const covers = rows.reduce((n, r) => n + r.covers, 0);
    const bookings = rows.reduce((n, r) => n + r.bookings, 0);
    const codes = {};
    for (const a of answers) codes[a.code] = (codes[a.code] ?? 0) + 1;
    const times = answers.map((a) => a.ms).sort((a, b) => a - b);
    console.log(
      JSON.stringify(
        {
          diners: DINERS,
          gateways: 2,
          date,
          answersByCode: codes,
          http5xx: answers.filter((a) => a.http >= 500).length,
          http409: answers.filter((a) => a.http === 409).length,
          booked: { covers, bookings, intervals: rows.length },
          limits: { onlineCovers: DINNER.totalCovers - DINNER.heldCovers, totalBookings: DINNER.totalBookings, ...DINNER },
          intervalsOverCoverCapacity: rows.filter((r) => r.covers > DINNER.coversPerInterval).length,
          intervalsOverBookingCapacity: rows.filter((r) => r.bookings > DINNER.bookingsPerInterval).length,
          heldSeatsTaken: Math.max(0, covers - (DINNER.totalCovers - DINNER.heldCovers)),
          maxIntervalCovers: Math.max(...rows.map((r) => r.covers)),
          perBookingMs: { p50: round(percentile(times, 50)), p99: round(percentile(times, 99)), max: round(times[times.length - 1]) },
          wallSeconds: round(wallSeconds),
        },
        null,
        2,
      ),
    );
  } finally {
    for (const { app } of gateways) await app.close();
    await db.drop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
