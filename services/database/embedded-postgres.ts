import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

export interface EmbeddedPostgres {
  url: string;
  stop(): Promise<void>;
}

/**
 * Real PostgreSQL (PGlite, compiled to WASM) served on a loopback port, so the ordinary `pg` driver and
 * TypeORM talk to it exactly as to a server. One backend multiplexes the connections: fine for one machine.
 * `dataDir` undefined keeps it in memory (tests); a path keeps it across restarts.
 */
export async function startEmbeddedPostgres(options: { dataDir?: string; port?: number } = {}): Promise<EmbeddedPostgres> {
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const db = await PGlite.create(options.dataDir ?? 'memory://');
  const port = options.port ?? 0;
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port, maxConnections: 100 });
  await server.start();
  const conn = server.getServerConn();
  const actualPort = Number(conn.split(':').pop());
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${actualPort}/postgres?sslmode=disable`,
    async stop() {
      await server.stop();
      await db.close();
    },
  };
}
