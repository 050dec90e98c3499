import { EventStore, rebuildProjections } from '@covers/services/eventstore';
import { loadConfig } from '../config/config';
import { INLINE_PROJECTIONS } from '../database/inline-projections';
import { openConfiguredDatabase } from './open-configured-database';

/** `npm run projections:rebuild`: empties every inline read model and replays all events into it. */
async function main(): Promise<void> {
  const db = await openConfiguredDatabase(loadConfig());
  const started = Date.now();
  const result = await rebuildProjections(new EventStore(db.dataSource, INLINE_PROJECTIONS));
  console.log(JSON.stringify({ ...result, ms: Date.now() - started }));
  await db.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
