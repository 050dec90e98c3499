import { openDatabase, startEmbeddedPostgres, type EmbeddedPostgres } from '@covers/services/database';
import type { DataSource } from 'typeorm';
import type { GatewayConfig } from '../config/config';

/**
 * The gateway's database for a one-off command: the configured server, or the embedded one under dataDir
 * (which only one process may open: stop the console first).
 */
export async function openConfiguredDatabase(config: GatewayConfig): Promise<{ dataSource: DataSource; close(): Promise<void> }> {
  let embedded: EmbeddedPostgres | undefined;
  let url = config.databaseUrl;
  if (!url) {
    embedded = await startEmbeddedPostgres({ dataDir: config.dataDir });
    url = embedded.url;
  }
  const dataSource = await openDatabase(url, { poolSize: 2 });
  return {
    dataSource,
    async close() {
      await dataSource.destroy();
      await embedded?.stop();
    },
  };
}
