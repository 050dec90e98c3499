// npm run bench:queues — issue 16's figures, printed as JSON:
// - checkIns: 50 parties joining the queue at once, half through each of two gateway processes: the numbers they got
//   (distinct and consecutive) and the latency of each (p50/p99). They join at the host stand with Book anyways: the
//   demo service's waitlist limit would refuse most self check-ins (a full waitlist refuses them, by design), and the
//   numbering under test is the same code path;
// - screens: 200 queue status screens connected (half to each gateway); from a call (offer a table) to every screen
//   hearing of it, p99, beside a plain Socket.IO server fanning a message out to 200 clients from an HTTP call, in the
//   same run. Screens on the process that took the call hear it as its transaction commits; those on the other
//   process when its event tailer next polls the log (every 250 ms, gateway/src/live/event-tailer.ts): both shown;
// - evening: a simulated evening replayed through the real queue service (joins, seating and departures at their
//   simulated times, from generated arrivals and turn times): the mean absolute error of the learnt quotes against
//   the default quote over the parties seated, as Queues Setup shows it.
// Uses a fresh database of its own on the server at DATABASE_URL (default: the local test server), with the demo data.
const { once } = require('node:events');
const { createServer } = require('node:http');
const { performance } = require('node:perf_hooks');
const { Server } = require('socket.io');
const { io } = require('socket.io-client');
const { EventStore } = require('@covers/services/eventstore');
const { QueueService } = require('@covers/services/queue');
const { ReservationsService } = require('@covers/services/reservations');
const { addWalkInRequest, updateStatusRequest } = require('@covers/shared');
const { outletWithServices, publishTables } = require('../../services/dist/reservations/testing/outlet-with-services');
const { startBenchGateways } = require('./bench-gateways');
const { createBenchDatabase, percentile, round } = require('./bench-database');

const CHECK_INS = 50;
const SCREENS = Number(process.env.BENCH_SCREENS || 200);
const CALLS = Number(process.env.BENCH_CALLS || 20);
const now = () => performance.timeOrigin + performance.now();
const stats = (ms) => {
  const sorted = [...ms].sort((a, b) => a - b);
  return { p50Ms: round(percentile(sorted, 50)), p99Ms: round(percentile(sorted, 99)), maxMs: round(sorted[sorted.length - 1]) };
};
const json = (url, body, headers = {}) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) }).then((r) =>
    r.json(),
  );

/** Resolves once `condition` holds, checked on every message the screens hear (and now). */
function whenever(condition, listeners) {
  return new Promise((resolve) => {
    const check = () => {
      if (!condition()) return;
      listeners.delete(check);
      resolve();
    };
    listeners.add(check);
    check();
  });
}

async function checkIns(gateways, staff) {
  await json(`${gateways[0].base}/setting/queues`, { ...staff.settings, number_type: 'running' }, staff.headers);
  const latencies = [];
  const answers = await Promise.all(
    Array.from({ length: CHECK_INS }, async (_, i) => {
      const sent = now();
      const party = { rid: staff.rid, pax: 2, last_name: `Bench ${i}`, phone: `+6588${String(i).padStart(6, '0')}`, book_anyway: true };
      const answer = await json(`${gateways[i % 2].base}/queue/join`, party, staff.headers);
      latencies.push(now() - sent);
      return answer;
    }),
  );
  const numbers = answers
    .filter((answer) => answer.status.code === 0)
    .map((answer) => Number(answer.result.label))
    .sort((a, b) => a - b);
  const refused = answers.filter((answer) => answer.status.code !== 0).map((answer) => answer.status.msg);
  return {
    parties: CHECK_INS,
    gateways: 2,
    numbered: numbers.length,
    distinct: new Set(numbers).size,
    consecutive: numbers.every((number, i) => i === 0 || number === numbers[i - 1] + 1),
    numbers: numbers.length > 0 ? `${numbers[0]}–${numbers[numbers.length - 1]}` : null,
    refused,
    latency: stats(latencies),
  };
}

/** Connects `count` clients, spread over the URLs; each records when it hears `queue-changed`. */
async function connectAll(urls, auth, count) {
  const heard = [];
  const listeners = new Set();
  const sockets = await Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const socket = io(urls[i % urls.length], { path: '/socket.io', transports: ['websocket'], reconnection: false, auth });
      heard.push([]);
      socket.on('queue-changed', () => {
        heard[i].push(now());
        for (const listener of [...listeners]) listener();
      });
      await once(socket, auth ? 'live-ready' : 'connect');
      return socket;
    }),
  );
  /** Per client, its first message heard at or after `from` (undefined while none). */
  const firstAfter = (from) => heard.map((times) => times.find((t) => t >= from));
  const allHeardAfter = (from) => whenever(() => firstAfter(from).every((t) => t !== undefined), listeners);
  return { sockets, firstAfter, allHeardAfter, close: () => sockets.forEach((socket) => socket.disconnect()) };
}

/** Each call's latency to every client; `sameProcess(n, i)` says whether client i is on the process call n went to. */
async function measureCalls(clients, call, sameProcess = () => true) {
  const latencies = { same: [], other: [] };
  const lastScreen = [];
  for (let n = 0; n < CALLS; n++) {
    await call.prepare?.(n, clients);
    const from = now();
    await Promise.all([call.send(n), clients.allHeardAfter(from)]);
    const arrivals = clients.firstAfter(from).map((t) => t - from);
    arrivals.forEach((ms, i) => latencies[sameProcess(n, i) ? 'same' : 'other'].push(ms));
    lastScreen.push(Math.max(...arrivals));
  }
  const split =
    latencies.other.length > 0 ? { perScreenSameProcess: stats(latencies.same), perScreenOtherProcess: stats(latencies.other) } : {};
  return {
    calls: CALLS,
    screens: SCREENS,
    perScreen: stats([...latencies.same, ...latencies.other]),
    ...split,
    everyScreen: stats(lastScreen),
  };
}

async function screens(gateways, staff) {
  const issued = await json(`${gateways[0].base}/setting/queues/issue_link`, { rid: staff.rid, purpose: 'screen' }, staff.headers);
  const screenToken = issued.result.links.screen.split('=')[1];
  const urls = gateways.map((gateway) => gateway.base.replace(/\/api$/, ''));
  const queueScreens = await connectAll(urls, { screenToken }, SCREENS);
  const parties = [];
  const covers = await measureCalls(
    queueScreens,
    {
      async prepare(n, clients) {
        const from = now();
        const [joined] = await Promise.all([
          json(
            `${gateways[n % 2].base}/queue/join`,
            { rid: staff.rid, pax: 3, last_name: `Screen ${n}`, book_anyway: true },
            staff.headers,
          ),
          clients.allHeardAfter(from),
        ]);
        parties.push(joined.result.reservation_id);
      },
      send: (n) =>
        json(`${gateways[n % 2].base}/queue/update_status`, { rid: staff.rid, reservation_id: parties[n], action: 'offer' }, staff.headers),
    },
    (n, i) => n % 2 === i % 2,
  );
  queueScreens.close();

  // Plain Socket.IO in the same run: an HTTP call fans one message out to the same number of clients.
  const http = createServer();
  const plain = new Server(http, { path: '/socket.io', serveClient: false });
  plain.on('connection', (socket) => socket.join('screens'));
  http.on('request', (req, res) => {
    if (req.url !== '/call') return;
    plain.to('screens').emit('queue-changed', { position: 0 });
    res.end('{}');
  });
  http.listen(0, '127.0.0.1');
  await once(http, 'listening');
  const plainUrl = `http://127.0.0.1:${http.address().port}`;
  const plainClients = await connectAll([plainUrl], undefined, SCREENS);
  const baseline = await measureCalls(plainClients, { send: () => fetch(`${plainUrl}/call`, { method: 'POST' }).then((r) => r.text()) });
  plainClients.close();
  await plain.close();
  return {
    covers,
    plainSocketIo: baseline,
    ratioEveryScreenP99: round(covers.everyScreen.p99Ms / baseline.everyScreen.p99Ms),
    ratioSameProcessP99: round(covers.perScreenSameProcess.p99Ms / baseline.perScreen.p99Ms),
  };
}

/** A small seeded generator, so every run replays the same evening. */
function random(seed) {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 4294967296;
    return state / 4294967296;
  };
}

const EVENING = {
  rid: 901,
  date: '2035-02-14',
  tables: [
    ...Array.from({ length: 6 }, (_, i) => ({ id: `t2-${i}`, minPax: 1, maxPax: 2 })),
    ...Array.from({ length: 4 }, (_, i) => ({ id: `t4-${i}`, minPax: 3, maxPax: 4 })),
    ...Array.from({ length: 2 }, (_, i) => ({ id: `t6-${i}`, minPax: 5, maxPax: 8 })),
  ],
  /** Mean turn (minutes) by the party's size band; each party's own turn varies around it. */
  turn: (pax) => (pax <= 2 ? 45 : pax <= 4 ? 60 : 80),
};

/**
 * An evening: every table taken by walk-ins from 17:30, then parties arriving every 4 minutes or so from 18:00 to
 * 21:00 and joining the queue; whenever a table fits the first party waiting, the host seats it, and it leaves after
 * its own turn. Each step runs through the queue service at its simulated time.
 */
async function evening(store) {
  const { rid, date } = EVENING;
  const midnight = Date.parse(`${date}T00:00:00.000Z`);
  const at = (minute) => ({
    rid,
    groupUid: 'bench',
    username: 'host',
    metadata: { actor: 'bench-host', now: new Date(midnight + Math.round(minute * 60_000)).toISOString() },
  });
  await outletWithServices(
    store.dataSource,
    rid,
    [{ name: 'Dinner', startMinute: 1020, endMinute: 1380, onlineSlots: [] }],
    at(960).metadata,
  );
  await publishTables(store, rid, EVENING.tables, at(960).metadata);
  const reservations = new ReservationsService(store);
  const queue = new QueueService(store, reservations, { partySecret: 'bench-queues' });
  const next = random(16);
  const turnOf = (pax) => EVENING.turn(pax) * (0.75 + next() * 0.5);

  const events = [];
  const free = new Map(EVENING.tables.map((table) => [table.id, true]));
  const waiting = [];
  const schedule = (minute, run) => {
    events.push({ minute, run });
    events.sort((a, b) => a.minute - b.minute);
  };
  const leave = (reservationId, tableId) => async (minute) => {
    await reservations.updateStatus(at(minute), updateStatusRequest.parse({ reservation_id: reservationId, date, action: 'depart' }));
    free.set(tableId, true);
  };
  EVENING.tables.forEach((table, i) => {
    const seatedAt = 1050 + i * 2;
    const pax = table.maxPax;
    schedule(seatedAt, async (minute) => {
      const walkIn = await reservations.walkIn(
        at(minute),
        addWalkInRequest.parse({ adults: pax, table_ids: [table.id], last_name: 'Walk-in', taken_by: 'bench', book_anyway: true }),
      );
      free.set(table.id, false);
      schedule(minute + turnOf(pax), leave(walkIn.reservation_id, table.id));
    });
  });
  for (let minute = 1080; minute < 1260; minute += 1 + next() * 6) {
    const pax = [1, 2, 2, 2, 3, 4, 4, 5, 6][Math.floor(next() * 9)];
    schedule(minute, async (now) => {
      const ticket = await queue.join(at(now), { pax, last_name: 'Guest', book_anyway: true });
      waiting.push({ id: ticket.reservation_id, pax });
    });
  }
  while (events.length > 0) {
    const { minute, run } = events.shift();
    await run(minute);
    // The host seats the first party waiting that a free table fits, the smallest such table.
    for (const party of [...waiting]) {
      const table = EVENING.tables.find((t) => free.get(t.id) && t.minPax <= party.pax && t.maxPax >= party.pax);
      if (!table) continue;
      await queue.seat(at(minute), { reservation_id: party.id, table_ids: [table.id], book_anyway: true });
      free.set(table.id, false);
      waiting.splice(waiting.indexOf(party), 1);
      schedule(minute + turnOf(party.pax), leave(party.id, table.id));
    }
  }
  const { accuracy } = await queue.waitTimes(at(23 * 60));
  const [{ n: parties }] = await store.dataSource.query(`SELECT count(*)::int AS n FROM queue_entries WHERE rid = $1`, [rid]);
  return {
    parties,
    measuredWithLearntQuote: accuracy.parties,
    defaultQuoteMinutes: 15,
    learntMaeMinutes: accuracy.learnt_mae_minutes,
    defaultMaeMinutes: accuracy.default_mae_minutes,
    learntLowerBy: round(1 - accuracy.learnt_mae_minutes / accuracy.default_mae_minutes, 3),
  };
}

async function main() {
  const db = await createBenchDatabase('queues');
  const gateways = [];
  try {
    gateways.push(...(await startBenchGateways(db.url, 2)));
    const signIn = await json(`${gateways[0].base}/login/do_login`, { company_id: 'demo', user_id: 'admin', password: 'covers-demo' });
    const rid = signIn.result.outlets[0].rid;
    const headers = { authorization: `Bearer ${signIn.result.access_token}` };
    const { settings } = (await fetch(`${gateways[0].base}/queue/settings?rid=${rid}`, { headers }).then((r) => r.json())).result;
    const staff = { rid, headers, settings: { rid, ...settings } };
    const checkInFigures = await checkIns(gateways, staff);
    const screenFigures = await screens(gateways, staff);
    const eveningFigures = await evening(gateways[0].app.get(EventStore));
    console.log(JSON.stringify({ bench: 'queues', checkIns: checkInFigures, screens: screenFigures, evening: eveningFigures }, null, 2));
  } finally {
    for (const gateway of gateways) await gateway.app.close();
    await db.drop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
