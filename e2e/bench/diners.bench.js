// bench:diners — issue 14's figures, printed as JSON, all over HTTP against the built gateway:
//  - import of 50,000 diners (mapped rows, parts of 12,500): rows/s (target >= 10,000); the same file again creates 0
//  - a group of 200,000 diners, vacuumed once loaded: search as you type (1 to 6 characters of a name, or digits of a phone), p99 (target < 50 ms)
//  - a filtered directory page (VIP, tag, visit count, sorted by last visit), p99 (target < 50 ms)
//  - a profile with 200 visits (diner/get and the first page of its visit history), p99 (target < 30 ms)
// Uses a fresh database of its own on the server at DATABASE_URL (default: the local test server), with the demo data.
const { createApp } = require('../../gateway/dist/app.factory');
const { loadConfig } = require('../../gateway/dist/config/config');
const { Client } = require('pg');
const { createBenchDatabase, percentile, round } = require('./bench-database');

const GROUP_DINERS = 200_000;
const IMPORT_ROWS = 50_000;
const PART = 12_500;
const SAMPLES = 300;
const FIRST = ['Mei', 'Arjun', 'Siti', 'Kenji', 'Chloe', 'Somchai', 'Aisha', 'Wei', 'Priya', 'Daniel', 'Nur', 'Hiro'];
const LAST = ['Tan', 'Lim', 'Ng', 'Wong', 'Nair', 'Rahman', 'Mori', 'Teo', 'Karim', 'Chen', 'Suzuki', 'Kaur', 'Lee', 'Ong'];

// A birthday spread over the years and the calendar independently of the name (a name's number does not give its month).
const birthday = (i) => {
  const day = new Date(Date.UTC(1950, 0, 1) + ((i * 7919) % 18_262) * 86_400_000);
  return day.toISOString().slice(0, 10);
};

const dinerRow = (i) => ({
  first_name: FIRST[i % FIRST.length],
  last_name: `${LAST[(i * 5) % LAST.length]}${i}`,
  phone: `+65${String(80_000_000 + i)}`,
  email: `diner${i}@bench.example`,
  vip: i % 50 === 0 ? 'yes' : '',
  gender: ['Male', 'Female', 'Unspecified'][i % 3],
  birthday: birthday(i),
  marketing_opt_in: i % 3 === 0 ? 'yes' : 'no',
});

async function settle(url) {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('VACUUM ANALYZE diners');
  } finally {
    await client.end();
  }
}

async function main() {
  const db = await createBenchDatabase('diners');
  const config = loadConfig({ ...process.env, DATABASE_URL: db.url, SEED_DEMO: 'true', LOG_LEVEL: 'error', RATE_LIMIT_MAX: '10000000' });
  const app = await createApp(config);
  await app.listen(0, '127.0.0.1');
  const base = `${(await app.getUrl()).replace('[::1]', '127.0.0.1')}/api`;
  try {
    const signIn = await fetch(`${base}/login/do_login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ company_id: 'demo', user_id: 'admin', password: 'covers-demo' }),
    }).then((r) => r.json());
    const rid = signIn.result.outlets[0].rid;
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${signIn.result.access_token}` };
    const post = (path, body) =>
      fetch(`${base}/${path}`, { method: 'POST', headers, body: JSON.stringify({ rid, ...body }) }).then((r) => r.json());
    const importDiners = async (from, to) => {
      const totals = { created: 0, matched: 0, failed: 0 };
      for (let start = from; start < to; start += PART) {
        const rows = Array.from({ length: Math.min(PART, to - start) }, (_, i) => dinerRow(start + i));
        const res = await post('diner/import', { rows });
        if (res.status.code !== 0) throw new Error(`import refused: ${JSON.stringify(res).slice(0, 300)}`);
        totals.created += res.result.created;
        totals.matched += res.result.matched;
        totals.failed += res.result.failed.length;
      }
      return totals;
    };
    const timed = async (work) => {
      const start = process.hrtime.bigint();
      const result = await work();
      return { result, seconds: Number(process.hrtime.bigint() - start) / 1e9 };
    };
    const latencies = async (count, request) => {
      for (let i = 0; i < 20; i++) await request(i);
      const times = [];
      for (let i = 0; i < count; i++) {
        const start = process.hrtime.bigint();
        const res = await request(i);
        if (res.status.code !== 0) throw new Error(`refused: ${JSON.stringify(res).slice(0, 300)}`);
        times.push(Number(process.hrtime.bigint() - start) / 1e6);
      }
      times.sort((a, b) => a - b);
      return { p50Ms: round(percentile(times, 50)), p95Ms: round(percentile(times, 95)), p99Ms: round(percentile(times, 99)) };
    };

    const first = await timed(() => importDiners(0, IMPORT_ROWS));
    const again = await timed(() => importDiners(0, IMPORT_ROWS));
    await importDiners(IMPORT_ROWS, GROUP_DINERS);
    // The directory as it stands in service, settled: autovacuum would otherwise vacuum the fresh 200,000 rows while
    // the searches are timed.
    await settle(db.url);

    const typed = (i) => {
      const name = LAST[i % LAST.length];
      return i % 4 === 3 ? String(80_000_000 + i * 613).slice(2, 2 + (i % 5) + 3) : name.slice(0, 1 + (i % name.length));
    };
    const search = await latencies(SAMPLES, (i) => post('diner/filter', { search: typed(i), scope: 'group', page_size: 10 }));

    const tag = (await post('tag/add', { name: 'Wine lover' })).result.tag;
    for (let i = 0; i < 200; i++) {
      const list = await post('diner/filter', { search: String(80_000_000 + i * 97), scope: 'group', page_size: 10 });
      const diner = list.result.diners[0];
      if (diner) await post('diner/edit', { diner_id: diner.diner_id, last_name: diner.last_name, tag_ids: [tag.tag_id] });
    }
    const filters = [
      { vip: true, sort: 'last_visit', order: 'desc' },
      { tag_ids: [tag.tag_id], sort: 'name' },
      { visit_count_op: 'gt', visit_count: 0, sort: 'visits', order: 'desc' },
      { marketing_opt_in: true, age_bands: ['35-44'], sort: 'name' },
      { birthday_within: 30, sort: 'name' },
    ];
    const filtered = await latencies(SAMPLES, (i) =>
      post('diner/filter', { ...filters[i % filters.length], scope: 'group', page_size: 20 }),
    );

    const regular = dinerRow(7);
    const visits = Array.from({ length: 200 }, (_, i) => ({
      date: new Date(Date.UTC(2024, 0, 1) + i * 3 * 86_400_000).toISOString().slice(0, 10),
      time: '19:00',
      first_name: regular.first_name,
      last_name: regular.last_name,
      phone: regular.phone,
      adults: '2',
      status: 'Departed',
      customer_spend: String(80 + i),
      taken_by: 'Bench',
    }));
    const imported = await post('reservation/import', { rows: visits, book_anyway: true });
    if (imported.status.code !== 0 || imported.result.failed > 0)
      throw new Error(`visits refused: ${JSON.stringify(imported).slice(0, 300)}`);
    const regularId = (await post('diner/filter', { search: regular.phone.slice(3), scope: 'group' })).result.diners[0].diner_id;
    const profile = await post('diner/get', { diner_id: regularId });
    const profileTimes = await latencies(SAMPLES, () =>
      Promise.all([post('diner/get', { diner_id: regularId }), post('diner/visit_history', { diner_id: regularId })]).then(
        ([got, history]) => (got.status.code === 0 ? history : got),
      ),
    );

    console.log(
      JSON.stringify(
        {
          database: 'postgresql',
          import: {
            rows: IMPORT_ROWS,
            created: first.result.created,
            rowsPerSecond: Math.round(IMPORT_ROWS / first.seconds),
            targetRowsPerSecond: 10_000,
            again: { created: again.result.created, matched: again.result.matched, rowsPerSecond: Math.round(IMPORT_ROWS / again.seconds) },
          },
          groupDiners: GROUP_DINERS,
          searchAsYouType: { ...search, targetP99Ms: 50 },
          filteredPage: { ...filtered, targetP99Ms: 50 },
          profileWith200Visits: { visits: profile.result.diner.visit_count, ...profileTimes, targetP99Ms: 30 },
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
