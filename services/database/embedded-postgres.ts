import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
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
  // pg_trgm: the diner directory's search by any part of a phone.
  const db = await PGlite.create(options.dataDir ?? 'memory://', { extensions: { pg_trgm } });
  keepExtendedQueriesWhole(db);
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

/** Extended-protocol messages that open or continue a query; Sync ('S') ends it. */
const EXTENDED_QUERY_MESSAGES = new Set(['P', 'B', 'D', 'E', 'C', 'H'].map((c) => c.charCodeAt(0)));
const SYNC_MESSAGE = 'S'.charCodeAt(0);

/**
 * pglite-socket runs one connection's messages at a time only while PGlite reports an open transaction;
 * otherwise it interleaves connections message by message, so two concurrent parameterised queries
 * could meet each other's Parse and Bind ("bind message supplies 1 parameters, but prepared statement
 * requires 4") or run with the wrong parameters. Reporting "in a transaction" from a connection's first
 * extended-protocol message until its Sync keeps each query whole.
 */
function keepExtendedQueriesWhole(db: PGlite): void {
  let midQuery = false;
  const inTransaction = db.isInTransaction.bind(db);
  const exec = db.execProtocolRawStream.bind(db);
  db.isInTransaction = () => midQuery || inTransaction();
  db.execProtocolRawStream = (message, options) => {
    if (EXTENDED_QUERY_MESSAGES.has(message[0])) midQuery = true;
    else if (message[0] === SYNC_MESSAGE) midQuery = false;
    return exec(message, options);
  };
}
