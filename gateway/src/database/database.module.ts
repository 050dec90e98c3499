import { Global, Inject, Logger, Module, type OnApplicationShutdown } from '@nestjs/common';
import { openDatabase, startEmbeddedPostgres, type EmbeddedPostgres } from '@covers/services/database';
import { EventStore } from '@covers/services/eventstore';
import type { DataSource } from 'typeorm';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/config';
import { INLINE_PROJECTIONS } from './inline-projections';

export const DATA_SOURCE = Symbol('DATA_SOURCE');

interface Database {
  dataSource: DataSource;
  embedded?: EmbeddedPostgres;
}
const DATABASE = Symbol('DATABASE');

/**
 * Work that needs the database until the end (the live tailer, the outbox relay) registers here and is
 * stopped, in registration order, after HTTP has drained and before the database closes.
 */
export class DatabaseShutdown {
  private readonly steps: { name: string; run: () => Promise<void> }[] = [];

  beforeClose(name: string, run: () => Promise<void>): void {
    this.steps.push({ name, run });
  }

  async runAll(): Promise<void> {
    for (const step of this.steps) {
      try {
        await step.run();
      } catch (error) {
        new Logger('Shutdown').error(`${step.name}: ${error instanceof Error ? error.stack : String(error)}`);
      }
    }
  }
}

/** Opens PostgreSQL (the configured server, or the embedded one), runs migrations, builds the event store. */
@Global()
@Module({
  providers: [
    {
      provide: DATABASE,
      inject: [GATEWAY_CONFIG],
      async useFactory(config: GatewayConfig): Promise<Database> {
        let url = config.databaseUrl;
        let embedded: EmbeddedPostgres | undefined;
        if (!url) {
          embedded = await startEmbeddedPostgres({ dataDir: config.dataDir });
          url = embedded.url;
          new Logger('Database').log(`Embedded PostgreSQL with data in ${config.dataDir}`);
        }
        const dataSource = await openDatabase(url, { poolSize: embedded ? 10 : 20 });
        return { dataSource, embedded };
      },
    },
    { provide: DATA_SOURCE, inject: [DATABASE], useFactory: (db: Database) => db.dataSource },
    { provide: EventStore, inject: [DATA_SOURCE], useFactory: (dataSource: DataSource) => new EventStore(dataSource, INLINE_PROJECTIONS) },
    DatabaseShutdown,
  ],
  exports: [DATA_SOURCE, EventStore, DatabaseShutdown],
})
export class DatabaseModule implements OnApplicationShutdown {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly shutdown: DatabaseShutdown,
  ) {}

  /** Nest runs this after the HTTP server and the sockets are closed and in-flight requests drained. */
  async onApplicationShutdown(): Promise<void> {
    await this.shutdown.runAll();
    await this.db.dataSource.destroy();
    await this.db.embedded?.stop();
  }
}
