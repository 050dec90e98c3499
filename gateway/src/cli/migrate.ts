import { loadConfig } from '../config/config';
import { openConfiguredDatabase } from './open-configured-database';

/** `npm run migrate`: applies every pending migration to the configured database, then exits. */
async function main(): Promise<void> {
  const db = await openConfiguredDatabase(loadConfig());
  const [{ count }] = await db.dataSource.query(`SELECT count(*)::int AS count FROM migrations`);
  console.log(JSON.stringify({ migrations: count }));
  await db.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
