import { DataSource } from 'typeorm';
import { ALL_MIGRATIONS } from './migrations';

/** The one way to open the database: schema only through migrations, never `synchronize`. */
export function createDataSource(url: string, options: { poolSize?: number; applicationName?: string } = {}): DataSource {
  return new DataSource({
    type: 'postgres',
    url,
    synchronize: false,
    migrationsRun: false,
    migrations: ALL_MIGRATIONS,
    migrationsTransactionMode: 'each',
    entities: [],
    poolSize: options.poolSize ?? 20,
    applicationName: options.applicationName ?? 'covers',
    logging: ['error'],
  });
}

export async function openDatabase(url: string, options: { poolSize?: number; migrate?: boolean } = {}): Promise<DataSource> {
  const dataSource = createDataSource(url, options);
  await dataSource.initialize();
  if (options.migrate !== false) await dataSource.runMigrations();
  return dataSource;
}
