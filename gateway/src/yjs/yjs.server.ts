import { Inject, Injectable, Logger, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { SignInService } from '@covers/services/access';
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { DataSource } from 'typeorm';
import { WebSocket, WebSocketServer, type RawData } from 'ws';
import { DATA_SOURCE } from '../database/database.module';
import { EventTailer } from '../live/event-tailer';
import { authorizeYjs } from './yjs-access';
import { YjsSessions } from './yjs-sessions';
import { YjsDocuments } from './yjs-documents';
import type { DocumentConnection, SharedDocument } from './shared-document';

export const YJS_PATH = '/yjs/';
const PING_INTERVAL_MS = 30_000;
/** Close code for editors when the gateway stops: the provider reconnects to whichever process is up. */
const GOING_AWAY = 1001;

const toBytes = (data: RawData): Uint8Array =>
  Array.isArray(data)
    ? new Uint8Array(Buffer.concat(data))
    : data instanceof ArrayBuffer
      ? new Uint8Array(data)
      : new Uint8Array(data.buffer, data.byteOffset, data.byteLength);

/**
 * The y-websocket endpoint: `ws://host/yjs/<document>?token=...` on the gateway's own HTTP server, beside
 * Socket.IO (which keeps /socket.io; this listener ignores every other path).
 */
@Injectable()
export class YjsServer implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('Yjs');
  private readonly wss = new WebSocketServer({ noServer: true, maxPayload: 16 * 1024 * 1024 });
  private readonly sessions: YjsSessions;
  private server?: Server;
  private closing = false;
  private unsubscribe: () => void = () => undefined;

  constructor(
    private readonly adapterHost: HttpAdapterHost,
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    private readonly signIn: SignInService,
    private readonly documents: YjsDocuments,
    private readonly tailer: EventTailer,
  ) {
    this.sessions = new YjsSessions(dataSource, (error) => this.logger.warn(`Yjs session check failed: ${String(error)}`));
  }

  onApplicationBootstrap(): void {
    this.server = this.adapterHost.httpAdapter.getHttpServer() as Server;
    this.server.on('upgrade', this.onUpgrade);
    this.unsubscribe = this.tailer.onEvents((events) => this.sessions.onEvents(events));
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.closing = true;
    this.unsubscribe();
    this.sessions.stop();
    this.server?.off('upgrade', this.onUpgrade);
    for (const socket of this.wss.clients) socket.close(GOING_AWAY, 'server restarting');
    // What arrived is stored; what editors send from here on is theirs to send again on reconnect.
    await this.documents.close();
    this.wss.close();
  }

  private readonly onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer): void => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (!url.pathname.startsWith(YJS_PATH)) return;
    const docName = decodeURIComponent(url.pathname.slice(YJS_PATH.length));
    this.wss.handleUpgrade(req, socket, head, (ws) => {
      this.accept(ws, docName, url.searchParams.get('token')).catch((error: unknown) => {
        this.logger.error(`Yjs connection to ${docName} failed: ${String(error)}`);
        ws.close(1011, 'internal error');
      });
    });
  };

  private async accept(ws: WebSocket, docName: string, token: string | null): Promise<void> {
    // The editor speaks first (sync step 1) while access is checked and the document opened: keep its words
    // until the document listens, or its step 1 would be lost and it would never be answered.
    const early: Uint8Array[] = [];
    const keep = (data: RawData) => early.push(toBytes(data));
    ws.on('message', keep);
    ws.on('error', () => ws.terminate());
    const access = await authorizeYjs(this.dataSource, this.signIn, docName, token);
    if (!access.ok) return ws.close(access.code, access.reason);
    if (ws.readyState !== WebSocket.OPEN || this.closing) return ws.close(GOING_AWAY, 'server restarting');

    const conn: DocumentConnection = {
      readOnly: access.editor.readOnly,
      send: (message) => {
        if (ws.readyState !== WebSocket.OPEN) return;
        ws.send(message, (error) => error && ws.terminate());
      },
      close: (code, reason) => ws.close(code, reason),
    };
    const doc: SharedDocument = await this.documents.connect(docName, conn);
    ws.off('message', keep);
    let alive = true;
    const ping = setInterval(() => {
      if (!alive) return ws.terminate();
      alive = false;
      ws.ping();
    }, PING_INTERVAL_MS);
    ws.on('pong', () => (alive = true));
    ws.on('message', (data) => this.receive(doc, conn, toBytes(data)));
    const unwatch = this.sessions.watch(access.editor, (code, reason) => ws.close(code, reason));
    const leave = () => {
      clearInterval(ping);
      unwatch();
      this.documents.disconnect(doc, conn).catch((error: unknown) => this.logger.error(`Unloading ${docName} failed: ${String(error)}`));
    };
    if ((ws.readyState as number) === WebSocket.CLOSED) return leave();
    ws.on('close', leave);
    for (const message of early) this.receive(doc, conn, message);
  }

  private receive(doc: SharedDocument, conn: DocumentConnection, message: Uint8Array): void {
    if (this.closing) return;
    try {
      doc.receive(conn, message);
    } catch (error) {
      this.logger.warn(`Malformed Yjs message on ${doc.name}: ${String(error)}`);
      conn.close(1003, 'malformed message');
    }
  }
}
