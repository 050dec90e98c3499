// npm run bench:live — 1,000 Socket.IO clients (in a child process) in one outlet's room; 50 commands:
// time from each command's commit to its arrival at every client, beside a plain Socket.IO server
// broadcasting the same payload to the same clients in the same run. Prints one JSON object.
const { fork } = require('node:child_process');
const { once } = require('node:events');
const { createServer } = require('node:http');
const { randomUUID } = require('node:crypto');
const { loadavg } = require('node:os');
const { join } = require('node:path');
const { performance } = require('node:perf_hooks');
const { Server } = require('socket.io');
const { issueRefreshToken, signAccessToken } = require('@covers/services/access');
const { EventStore, handleCommand } = require('@covers/services/eventstore');
const { createApp } = require('../../gateway/dist/app.factory');
const { loadConfig } = require('../../gateway/dist/config/config');
const { createBenchDatabase, percentile, round } = require('./bench-database');

const CLIENTS = Number(process.env.BENCH_CLIENTS || 1000);
const COMMANDS = Number(process.env.BENCH_COMMANDS || 50);
const RID = 1;
const now = () => performance.timeOrigin + performance.now();

const decider = {
  initialState: () => null,
  decide: (command, _state, metadata) => [{ type: 'TableNoted', data: { n: command.n, at: metadata.now } }],
  evolve: (state) => state,
};

/** Talks to the child holding the clients. */
function clientsProcess() {
  const child = fork(join(__dirname, 'live-clients.js'), { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const waiters = [];
  child.on('message', (message) => {
    const i = waiters.findIndex((w) => w.match(message));
    if (i !== -1) waiters.splice(i, 1)[0].resolve(message);
  });
  const next = (match) => new Promise((resolve) => waiters.push({ match, resolve }));
  return {
    async request(message, type) {
      const reply = next((m) => m.type === type);
      child.send(message);
      return reply;
    },
    allArrived: (position) => next((m) => m.type === 'all-arrived' && m.position === position),
    exit: () => child.send({ type: 'exit' }),
  };
}

/** Sends COMMANDS messages one at a time, each once the previous reached every client. */
async function measure(clients, sendOne) {
  const sentAt = new Map();
  for (let n = 1; n <= COMMANDS; n++) {
    const { position, at } = await sendOne(n);
    sentAt.set(position, at);
    await clients.allArrived(position);
  }
  const { arrivals } = await clients.request({ type: 'report' }, 'report');
  const perClient = [];
  const lastArrival = [];
  for (const [position, times] of arrivals) {
    const base = sentAt.get(position);
    if (base === undefined) continue;
    const latencies = times.map((t) => t - base);
    perClient.push(...latencies);
    lastArrival.push(Math.max(...latencies));
  }
  perClient.sort((a, b) => a - b);
  lastArrival.sort((a, b) => a - b);
  const stats = (list) => ({ p50Ms: round(percentile(list, 50)), p95Ms: round(percentile(list, 95)), p99Ms: round(percentile(list, 99)) });
  return { messages: lastArrival.length, deliveries: perClient.length, perClient: stats(perClient), lastClient: stats(lastArrival) };
}

async function main() {
  const db = await createBenchDatabase('live');
  const clients = clientsProcess();
  let app;
  let plain;
  try {
    // Plain Socket.IO: the same payload to the same room on a bare server.
    const http = createServer();
    plain = new Server(http, { path: '/socket.io', serveClient: false });
    plain.on('connection', (socket) => socket.join(`outlet:${RID}`));
    http.listen(0, '127.0.0.1');
    await once(http, 'listening');
    const plainUrl = `http://127.0.0.1:${http.address().port}`;

    const config = loadConfig({
      ...process.env,
      DATABASE_URL: db.url,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'error',
      JWT_SECRET: 'bench-secret',
      RATE_LIMIT_MAX: '100000',
      REDIS_URL: '',
    });
    app = await createApp(config);
    await app.listen(0, '127.0.0.1');
    const gatewayUrl = (await app.getUrl()).replace('[::1]', '127.0.0.1');
    const store = app.get(EventStore);
    const ds = store.dataSource;
    const userId = randomUUID();
    await ds.query(
      `INSERT INTO outlets (rid, group_uid, name, ruid, currency, country_code, timezone) VALUES ($1, 'bench', 'Bench', 'bench', 'SGD', 'SG', 'Asia/Singapore')`,
      [RID],
    );
    await ds.query(
      `INSERT INTO users (user_id, group_uid, username, staff_name, password_hash) VALUES ($1, 'bench', 'bench', 'Bench', 'x')`,
      [userId],
    );
    await ds.query(`INSERT INTO user_outlets (user_id, rid) VALUES ($1, $2)`, [userId, RID]);
    // The handshake accepts only a refresh family the user really opened.
    const family = randomUUID();
    await issueRefreshToken(ds.manager, userId, family, new Date(), 3600);
    const token = signAccessToken(
      { sub: userId, gid: 'bench', fam: family },
      config.jwtSecret,
      3600,
      Math.floor(Date.now() / 1000),
    ).accessToken;
    const meta = () => ({ actor: userId, now: new Date().toISOString() });

    // A real recorded event as the plain server's payload, so both carry the same bytes.
    const {
      events: [sample],
    } = await handleCommand(store, decider, { streamId: 'table-sample', rid: RID }, { n: 0 }, meta());
    const payload = {
      position: 0,
      streamId: sample.streamId,
      streamVersion: sample.streamVersion,
      rid: RID,
      type: sample.type,
      data: sample.data,
      recordedAt: sample.recordedAt,
      actor: userId,
    };

    await clients.request({ type: 'connect', url: plainUrl, count: CLIENTS, auth: {} }, 'connected');
    const plainResult = await measure(clients, async (n) => {
      const at = now();
      plain.to(`outlet:${RID}`).emit('domain-event', { ...payload, position: n });
      return { position: n, at };
    });
    await clients.request({ type: 'disconnect' }, 'disconnected');

    await clients.request({ type: 'connect', url: gatewayUrl, count: CLIENTS, auth: { token } }, 'connected');
    const gatewayResult = await measure(clients, async (n) => {
      const { events } = await handleCommand(store, decider, { streamId: `table-${n}`, rid: RID }, { n }, meta());
      return { position: events[0].position, at: now() };
    });
    await clients.request({ type: 'disconnect' }, 'disconnected');

    console.log(
      JSON.stringify(
        {
          benchmark: 'live',
          clients: CLIENTS,
          commands: COMMANDS,
          machine: { cpus: require('node:os').cpus().length, loadAverage1m: round(loadavg()[0]) },
          gateway: gatewayResult,
          plainSocketIo: plainResult,
          ratioP99PerClient: round(gatewayResult.perClient.p99Ms / plainResult.perClient.p99Ms),
          ratioP99LastClient: round(gatewayResult.lastClient.p99Ms / plainResult.lastClient.p99Ms),
          target: { maxRatioP99: 1.5, met: gatewayResult.perClient.p99Ms <= 1.5 * plainResult.perClient.p99Ms },
        },
        null,
        2,
      ),
    );
  } finally {
    clients.exit();
    plain?.close();
    await app?.close();
    await db.drop();
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
