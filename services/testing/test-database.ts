import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import type { DataSource } from 'typeorm';
import { openDatabase, startEmbeddedPostgres } from '../database';

export interface TestDatabase {
  url: string;
  dataSource: DataSource;
  close(): Promise<void>;
}

/**
 * A migrated database of its own for one test file: a fresh database on the server at DATABASE_URL
 * (CI's PostgreSQL), or an in-memory embedded PostgreSQL when none is set.
 */
export async function openTestDatabase(options: { poolSize?: number } = {}): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const embedded = await startEmbeddedPostgres();
    const dataSource = await openDatabase(embedded.url, options);
    return {
      url: embedded.url,
      dataSource,
      async close() {
        await dataSource.destroy();
        await embedded.stop();
      },
    };
  }
  const name = `covers_test_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const dataSource = await openDatabase(url.toString(), options);
  return {
    url: url.toString(),
    dataSource,
    async close() {
      await dataSource.destroy();
      const cleanup = new Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
