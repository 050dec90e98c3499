// A database of the benchmark's own on the server at DATABASE_URL (default: the local test server).
const { randomUUID } = require('node:crypto');
const { Client } = require('pg');

const SERVER_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

async function admin(sql) {
  const client = new Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Creates `covers_bench_<id>`; returns its URL and a drop function. */
async function createBenchDatabase(prefix) {
  const name = `covers_bench_${prefix}_${randomUUID().replace(/-/g, '').slice(0, 10)}`;
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

const round = (n, digits = 2) => (n === null ? null : Number(n.toFixed(digits)));

module.exports = { SERVER_URL, createBenchDatabase, percentile, round };
