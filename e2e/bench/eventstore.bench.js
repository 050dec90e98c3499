// npm run bench:eventstore — single-event commands through handleCommand at concurrency 1, 16 and 64,
// beside pgbench -b simple-update against the same server in the same run. Prints one JSON object.
// Also runs the append statement itself under pgbench (a C client, prepared as the store prepares it),
// which separates the server's cost of an append from the Node client's.
const { execFileSync } = require('node:child_process');
const { writeFileSync, mkdtempSync, rmSync } = require('node:fs');
const { loadavg, tmpdir } = require('node:os');
const { join } = require('node:path');
const { performance } = require('node:perf_hooks');
const { openDatabase } = require('@covers/services/database');
const { EventStore, handleCommand } = require('@covers/services/eventstore');
const { createBenchDatabase, percentile, round, SERVER_URL } = require('./bench-database');

const CONCURRENCY = [1, 16, 64];
const SECONDS = Number(process.env.BENCH_SECONDS || 5);

/** The tiniest decider: every command records one event on a fresh stream. */
const decider = {
  initialState: () => null,
  decide: (command, _state, metadata) => [{ type: 'BenchNoted', data: { n: command.n, at: metadata.now } }],
  evolve: (state) => state,
};

/** What EventStore.append sends for a new single-event stream, as a pgbench script. */
const APPEND_SCRIPT = `\\set r random(1, 2000000000)
WITH claim AS (INSERT INTO streams (stream_id, version) VALUES ('pgb-' || :client_id || '-' || :r, 1) ON CONFLICT (stream_id) DO NOTHING RETURNING version),
inserted AS (INSERT INTO events (stream_id, stream_version, rid, type, data, metadata)
  SELECT 'pgb-' || :client_id || '-' || :r, claim.version, 1, 'BenchNoted', '{"n":1}', '{"actor":"bench"}' FROM claim
  RETURNING position, stream_version, recorded_at),
outboxed AS (INSERT INTO outbox (position, topic, message_key) SELECT position, 'covers.pgb', 'pgb-' || :client_id || '-' || :r FROM inserted)
SELECT * FROM inserted ORDER BY stream_version;
`;

async function runCommands(url, concurrency, seconds = SECONDS) {
  // One pool per run, closed before pgbench starts, so the two never hold connections at the same time.
  const dataSource = await openDatabase(url, { poolSize: concurrency, migrate: false });
  const store = new EventStore(dataSource);
  await Promise.all(Array.from({ length: concurrency }, (_, c) => dataSource.query('SELECT $1::int', [c])));
  const latencies = [];
  const deadline = performance.now() + seconds * 1000;
  let n = 0;
  async function loop(c) {
    while (performance.now() < deadline) {
      const i = n++;
      const started = performance.now();
      await handleCommand(
        store,
        decider,
        { streamId: `bench-${concurrency}-${seconds}-${c}-${i}`, rid: 1 },
        { n: i },
        { actor: 'bench', now: new Date().toISOString() },
      );
      latencies.push(performance.now() - started);
    }
  }
  const cpu = process.cpuUsage();
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, (_, c) => loop(c)));
  const elapsed = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpu);
  await dataSource.destroy();
  latencies.sort((a, b) => a - b);
  return {
    events: latencies.length,
    eventsPerSecond: round(latencies.length / elapsed, 1),
    p50Ms: round(percentile(latencies, 50)),
    p99Ms: round(percentile(latencies, 99)),
    clientCpuMsPerCommand: round((used.user + used.system) / 1000 / latencies.length, 3),
  };
}

function pgbench(dbUrl, clients, script) {
  // pgbench's default single thread, like the one Node thread that runs the commands.
  const args = ['-n', '-c', String(clients), '-T', String(SECONDS)];
  const output = execFileSync('pgbench', [...args, ...(script ? ['-M', 'prepared', '-f', script] : ['-b', 'simple-update']), dbUrl], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return {
    tps: round(Number(/tps = ([\d.]+)/.exec(output)[1]), 1),
    latencyAverageMs: round(Number(/latency average = ([\d.]+) ms/.exec(output)[1])),
  };
}

async function main() {
  const events = await createBenchDatabase('es');
  const pg = await createBenchDatabase('pgbench');
  const dir = mkdtempSync(join(tmpdir(), 'covers-bench-'));
  const script = join(dir, 'append.sql');
  writeFileSync(script, APPEND_SCRIPT);
  const results = [];
  try {
    await (await openDatabase(events.url, { poolSize: 1 })).destroy(); // migrations
    execFileSync('pgbench', ['-i', '-q', pg.url], { stdio: 'ignore' });
    await runCommands(events.url, 4, 1); // warm-up
    for (const concurrency of CONCURRENCY) {
      const commands = await runCommands(events.url, concurrency);
      const simpleUpdate = pgbench(pg.url, concurrency);
      const appendStatement = pgbench(events.url, concurrency, script);
      results.push({
        concurrency,
        ...commands,
        pgbenchTps: simpleUpdate.tps,
        pgbenchLatencyAverageMs: simpleUpdate.latencyAverageMs,
        ratioToPgbench: round(commands.eventsPerSecond / simpleUpdate.tps),
        appendStatementUnderPgbenchTps: appendStatement.tps,
      });
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
    await events.drop();
    await pg.drop();
  }
  const at16 = results.find((r) => r.concurrency === 16);
  const server = new URL(SERVER_URL);
  console.log(
    JSON.stringify(
      {
        benchmark: 'eventstore',
        server: `${server.hostname}:${server.port || 5432}`,
        secondsPerRun: SECONDS,
        machine: { cpus: require('node:os').cpus().length, loadAverage1m: round(loadavg()[0]) },
        results,
        target: { concurrency: 16, minRatioToPgbench: 0.5, maxP99Ms: 20, met: at16.ratioToPgbench >= 0.5 && at16.p99Ms < 20 },
      },
      null,
      2,
    ),
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
