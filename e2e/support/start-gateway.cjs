// Starts the built gateway for the browser tests on a database of its own, dropped again on exit:
// a new database on DATABASE_URL's server, or an embedded one in a temporary directory.
const { spawn } = require('node:child_process');
const { mkdtempSync, rmSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');
const { Client } = require('pg');

const root = join(__dirname, '..', '..');

async function withServer(url, sql) {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function freshDatabase(env) {
  if (!env.DATABASE_URL) {
    const dir = mkdtempSync(join(tmpdir(), 'covers-e2e-'));
    env.DATA_DIR = dir;
    return async () => rmSync(dir, { recursive: true, force: true });
  }
  const server = env.DATABASE_URL;
  const name = `covers_e2e_${process.pid}_${Date.now()}`;
  await withServer(server, `CREATE DATABASE ${name}`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  env.DATABASE_URL = url.href;
  return () => withServer(server, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

async function main() {
  const env = { ...process.env };
  const dropDatabase = await freshDatabase(env);
  const gateway = spawn(process.execPath, [join(root, 'gateway', 'dist', 'main.js')], { cwd: root, env, stdio: 'inherit' });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => gateway.kill('SIGTERM'));
  gateway.on('exit', (code) => {
    dropDatabase()
      .catch((error) => console.error('could not drop the e2e database', error))
      .finally(() => process.exit(code ?? 0));
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
