// npm run bench:queues — issue 16's figures, printed as JSON:
// - checkIns: 50 parties joining the queue at once, half through each of two gateway processes: the numbers they got
//   (distinct and consecutive) and the latency of each (p50/p99). They join at the host stand with Book anyways: the
//   demo service's waitlist limit would refuse most self check-ins (a full waitlist refuses them, by design), and the
//   numbering under test is the same code path;
// - screens: 200 queue status screens connected (half to each gateway), and the time from a call (the host's HTTP
//   request offering a party a table) until every screen holds a view showing that number called — the moment a TV
//   would show it, the call's write and commit included. Beside it, in the same run, process and machine, with the
//   same client code and the same number of clients: a plain Socket.IO server that, on an HTTP request, sends the
//   same view (same JSON, same size) to its 200 clients, with no database. `measured` in the JSON says it in words;
//   `callAnswered` is each HTTP call's own round trip, so the part of the gap that is the write itself shows. Each call
//   (on either side) is made once no screen has been sent anything for QUIET_MS: the views that the party's joining set
//   off (shown at once, then read) are done, so a call is timed on a queue at rest;
// - evening: a simulated evening replayed through the real queue service (joins, seating and departures at their
//   simulated times, from generated arrivals and turn times, on a floor with a table two bands share and a combination
//   of tables for large parties): the mean absolute error of the learnt quotes against the default quote over the
//   parties seated, as Queues Setup shows it.
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
/** How long no screen is sent anything before a call is made: the call starts on a queue at rest. */
const QUIET_MS = 100;
const now = () => performance.timeOrigin + performance.now();
const stats = (ms) => {
  const sorted = [...ms].sort((a, b) => a - b);
  return { p50Ms: round(percentile(sorted, 50)), p99Ms: round(percentile(sorted, 99)), maxMs: round(sorted[sorted.length - 1]) };
};
const json = (url, body, headers = {}) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) }).then((r) =>
    r.json(),
  );

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

/**
 * Connects `count` clients, spread over the URLs; each notes when it is sent a `queue-view` showing the number
 * `expected()` names called (any view while it names none). `allHeardAfter(from)` resolves with each client's first such
 * view at or after `from`, kept as the views arrive (a check per view, not a scan of every client's history).
 */
async function connectAll(urls, auth, count, expected) {
  const heard = [];
  const waiting = new Set();
  let lastView = now();
  const shows = (view) => {
    const label = expected();
    return label === null || view.categories.some((category) => category.called.includes(label));
  };
  const sockets = await Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const socket = io(urls[i % urls.length], { path: '/socket.io', transports: ['websocket'], reconnection: false, auth });
      heard.push(undefined);
      socket.on('queue-view', (view) => {
        lastView = now();
        if (!shows(view)) return;
        const at = now();
        heard[i] = at;
        for (const wait of [...waiting]) wait(i, at);
      });
      // A screen refused or timed out fails the run rather than leaving it waiting.
      await new Promise((resolve, reject) => {
        socket.once(auth ? 'live-ready' : 'connect', resolve);
        socket.once('connect_error', reject);
      });
      return socket;
    }),
  );
  const allHeardAfter = (from) =>
    new Promise((resolve) => {
      const first = heard.map((at) => (at !== undefined && at >= from ? at : undefined));
      let missing = first.filter((at) => at === undefined).length;
      const wait = (i, at) => {
        if (at < from || first[i] !== undefined) return;
        first[i] = at;
        if (--missing > 0) return;
        waiting.delete(wait);
        resolve(first);
      };
      if (missing === 0) return resolve(first);
      waiting.add(wait);
    });
  /** Resolves once no client has been sent a view for QUIET_MS: what the last change set off is done. */
  const settled = async () => {
    while (now() - lastView < QUIET_MS) await new Promise((resolve) => setTimeout(resolve, QUIET_MS - (now() - lastView)));
  };
  return { sockets, allHeardAfter, settled, close: () => sockets.forEach((socket) => socket.disconnect()) };
}

/** Each call's latency to every client; `sameProcess(n, i)` says whether client i is on the process call n went to. */
async function measureCalls(clients, call, sameProcess = () => true) {
  const latencies = { same: [], other: [] };
  const lastScreen = [];
  const answered = [];
  for (let n = 0; n < CALLS; n++) {
    await call.prepare?.(n, clients);
    await clients.settled();
    const from = now();
    const sent = call.send(n).then(() => answered.push(now() - from));
    const [, first] = await Promise.all([sent, clients.allHeardAfter(from)]);
    const arrivals = first.map((t) => t - from);
    arrivals.forEach((ms, i) => latencies[sameProcess(n, i) ? 'same' : 'other'].push(ms));
    lastScreen.push(Math.max(...arrivals));
  }
  const split =
    latencies.other.length > 0 ? { perScreenSameProcess: stats(latencies.same), perScreenOtherProcess: stats(latencies.other) } : {};
  return {
    calls: CALLS,
    screens: SCREENS,
    callAnswered: stats(answered),
    perScreen: stats([...latencies.same, ...latencies.other]),
    ...split,
    everyScreen: stats(lastScreen),
  };
}

async function screens(gateways, staff) {
  const issued = await json(`${gateways[0].base}/setting/queues/issue_link`, { rid: staff.rid, purpose: 'screen' }, staff.headers);
  const screenToken = issued.result.links.screen.split('=')[1];
  const urls = gateways.map((gateway) => gateway.base.replace(/\/api$/, ''));
  const parties = [];
  let called = null;
  const queueScreens = await connectAll(urls, { screenToken }, SCREENS, () => called);
  const covers = await measureCalls(
    queueScreens,
    {
      async prepare(n, clients) {
        const from = now();
        called = null;
        const [joined] = await Promise.all([
          json(
            `${gateways[n % 2].base}/queue/join`,
            { rid: staff.rid, pax: 3, last_name: `Screen ${n}`, book_anyway: true },
            staff.headers,
          ),
          clients.allHeardAfter(from),
        ]);
        parties.push(joined.result);
        called = joined.result.label;
      },
      send: (n) =>
        json(
          `${gateways[n % 2].base}/queue/update_status`,
          { rid: staff.rid, reservation_id: parties[n].reservation_id, action: 'offer' },
          staff.headers,
        ),
    },
    (n, i) => n % 2 === i % 2,
  );
  queueScreens.close();
  // The view the screens were last sent: what the plain server sends too.
  const view = (await fetch(`${urls[0]}/api/queue/screen?token=${screenToken}`).then((r) => r.json())).result;

  // Plain Socket.IO in the same run: an HTTP call sends the same view to the same number of clients.
  const http = createServer();
  const plain = new Server(http, { path: '/socket.io', serveClient: false });
  plain.on('connection', (socket) => socket.join('screens'));
  http.on('request', (req, res) => {
    if (req.url !== '/call') return;
    plain.to('screens').emit('queue-view', view);
    res.end('{}');
  });
  http.listen(0, '127.0.0.1');
  await once(http, 'listening');
  const plainUrl = `http://127.0.0.1:${http.address().port}`;
  const plainClients = await connectAll([plainUrl], undefined, SCREENS, () => null);
  const baseline = await measureCalls(plainClients, { send: () => fetch(`${plainUrl}/call`, { method: 'POST' }).then((r) => r.text()) });
  plainClients.close();
  await plain.close();
  return {
    measured:
      'From the start of the HTTP call to the moment each client has received, over its own socket, a view showing ' +
      'the number just called (Covers: POST /api/queue/update_status offer, committed, then the view read once per ' +
      'gateway process and sent to its screens; plain: POST /call, then the same view sent at once). Same process, ' +
      'same client code, same client count, same payload. everyScreen is the last screen of each call; perScreen ' +
      'every screen of every call; callAnswered the HTTP round trip of the call itself.',
    viewBytes: Buffer.byteLength(JSON.stringify(view)),
    covers,
    plainSocketIo: baseline,
    ratioEveryScreenP99: round(covers.everyScreen.p99Ms / baseline.everyScreen.p99Ms),
    ratioPerScreenP99: round(covers.perScreen.p99Ms / baseline.perScreen.p99Ms),
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
    ...Array.from({ length: 5 }, (_, i) => ({ id: `t2-${i}`, minPax: 1, maxPax: 2 })),
    // Two tables for two to four: couples (A) and parties of three or four (B) share them.
    ...Array.from({ length: 2 }, (_, i) => ({ id: `t24-${i}`, minPax: 2, maxPax: 4 })),
    ...Array.from({ length: 4 }, (_, i) => ({ id: `t4-${i}`, minPax: 3, maxPax: 4 })),
    ...Array.from({ length: 2 }, (_, i) => ({ id: `t6-${i}`, minPax: 5, maxPax: 8 })),
  ],
  /** Two fours joined seat a party of five to eight (C) too. */
  combinations: [{ id: 'c4-4', tableIds: ['t4-2', 't4-3'], minPax: 5, maxPax: 8 }],
  /** Mean turn (minutes) by the party's size band; each party's own turn varies around it. */
  turn: (pax) => (pax <= 2 ? 45 : pax <= 4 ? 60 : 80),
};

/** The ways to seat a party: every table alone, then every combination; the smallest first. */
const SEATINGS = [
  ...EVENING.tables.map((table) => ({ tableIds: [table.id], minPax: table.minPax, maxPax: table.maxPax })),
  ...EVENING.combinations,
].sort((a, b) => a.tableIds.length - b.tableIds.length || a.maxPax - b.maxPax);

/**
 * An evening: every table taken by walk-ins from 17:30, then parties arriving every 4 minutes or so from 18:00 to
 * 21:00 and joining the queue; whenever a free table, or two fours joined, fits a party waiting, the host seats the
 * first such party at the smallest such seating, and it leaves after its own turn. Each step runs through the queue
 * service at its simulated time.
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
  await publishTables(store, rid, EVENING.tables, at(960).metadata, EVENING.combinations);
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
  const leave = (reservationId, tableIds) => async (minute) => {
    await reservations.updateStatus(at(minute), updateStatusRequest.parse({ reservation_id: reservationId, date, action: 'depart' }));
    for (const id of tableIds) free.set(id, true);
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
      schedule(minute + turnOf(pax), leave(walkIn.reservation_id, [table.id]));
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
    // The host seats the first party waiting that a free seating fits, at the smallest such seating.
    for (const party of [...waiting]) {
      const seating = SEATINGS.find((s) => s.tableIds.every((id) => free.get(id)) && s.minPax <= party.pax && s.maxPax >= party.pax);
      if (!seating) continue;
      await queue.seat(at(minute), { reservation_id: party.id, table_ids: seating.tableIds, book_anyway: true });
      for (const id of seating.tableIds) free.set(id, false);
      waiting.splice(waiting.indexOf(party), 1);
      schedule(minute + turnOf(party.pax), leave(party.id, seating.tableIds));
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
