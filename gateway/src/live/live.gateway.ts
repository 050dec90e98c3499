import { Inject, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { type OnGatewayConnection, type OnGatewayInit, WebSocketGateway, WebSocketServer } from '@nestjs/websockets';
import { revokedFamilies, sameGroupRids, SignInService } from '@covers/services/access';
import { dinersProjection } from '@covers/services/diners';
import { vouchersProjection } from '@covers/services/vouchers';
import { BATCHES_LEFT_OUT } from '@covers/services/database';
import { EventStore, type RecordedEvent } from '@covers/services/eventstore';
import type { QueueScreenResult } from '@covers/shared';
import type { Server, Socket } from 'socket.io';
import type { DataSource } from 'typeorm';
import { queuePartyKey } from '@covers/services/queue';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/config';
import { DATA_SOURCE } from '../database/database.module';
import { QueueScreenViews } from '../queue/queue-screen-views';
import {
  DOMAIN_EVENT,
  familyRoom,
  LIVE_READY,
  outletRoom,
  QUEUE_CHANGED,
  QUEUE_VIEW,
  queuePartyRoom,
  queueScreenRoom,
  SESSION_ENDED,
  type SessionEndReason,
  toMessage,
  userRoom,
} from './domain-event-message';
import { EventTailer } from './event-tailer';
import { HandshakeRefused, openPartyPage, openScreen, openSession, type ScreenSession, type SocketSession } from './socket-session';

const CATCH_UP_PAGE = 1000;
/** How often connected sessions are checked for a revoked refresh family. */
const REVOCATION_CHECK_MS = 1000;

type LiveSocket = Socket & { data: { session: SocketSession; screen?: ScreenSession } };

/** What a queue status screen is told about: its queue's numbers and statuses, and its own link. */
const QUEUE_SCREEN_EVENTS = new Set(['QueueNumberIssued', 'QueueSettingsChanged', 'QueueBackgroundSet', 'ReservationStatusChanged']);
const SCREEN_LINK_EVENTS = new Set(['QueueLinkIssued', 'QueueLinkRevoked']);

/** The events that change what queue screens show, by outlet. */
function queueChangesByOutlet(events: RecordedEvent[]): Map<number, RecordedEvent[]> {
  const byOutlet = new Map<number, RecordedEvent[]>();
  for (const event of events) {
    if (event.rid === null || !QUEUE_SCREEN_EVENTS.has(event.type)) continue;
    const changes = byOutlet.get(event.rid) ?? [];
    byOutlet.set(event.rid, changes);
    changes.push(event);
  }
  return byOutlet;
}

/**
 * A diner and the diner tags belong to the whole group, not to the outlet where they changed; so does a voucher,
 * which every outlet it names lists.
 */
const GROUP_WIDE_EVENTS = new Set([...dinersProjection.handles, ...vouchersProjection.handles]);

/**
 * Socket.IO on /socket.io of the HTTP server. A socket joins the rooms of its user's outlets and receives
 * every committed event of those outlets as `domain-event`, in position order. A client resuming with
 * `lastPosition` first gets what it missed from the database, then joins the rooms in the same tick the
 * tailer is confirmed to be exactly where the catch-up ended: nothing is missed, nothing arrives twice.
 * Each process's tailer emits to its own sockets only (`server.local`): the database is the bus; the Redis
 * adapter, when configured, carries room operations between processes.
 */
@WebSocketGateway({ path: '/socket.io', serveClient: false })
export class LiveGateway implements OnGatewayInit, OnGatewayConnection, OnApplicationBootstrap {
  @WebSocketServer() server!: Server;
  private readonly logger = new Logger('LiveGateway');
  private revocationTimer?: NodeJS.Timeout;

  constructor(
    private readonly store: EventStore,
    private readonly tailer: EventTailer,
    private readonly signIn: SignInService,
    private readonly screenViews: QueueScreenViews,
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    @Inject(GATEWAY_CONFIG) config: GatewayConfig,
  ) {
    this.partyKey = queuePartyKey(config.messagingSecret);
  }

  private readonly partyKey: Buffer;

  afterInit(server: Server): void {
    server.use((socket, next) => {
      // A queue status screen opens with its screen link's token, never a user's: it gets the read-only room only.
      const { auth } = socket.handshake;
      const opening = auth.screenToken
        ? openScreen(auth, this.dataSource).then((screen) => (socket.data.screen = screen))
        : auth.partyToken
          ? openPartyPage(auth, this.dataSource, this.partyKey).then((page) => (socket.data.screen = page))
          : openSession(socket.handshake.auth, this.signIn, this.dataSource).then((session) => (socket.data.session = session));
      opening.then(
        () => next(),
        (error: unknown) => {
          if (!(error instanceof HandshakeRefused)) this.logger.error(error instanceof Error ? error.stack : String(error));
          next(error instanceof HandshakeRefused ? error : new Error('Service unavailable'));
        },
      );
    });
    this.tailer.onEvents((events) => this.deliver(events));
    this.tailer.onHeard(QUEUE_SCREEN_EVENTS, (events) => {
      for (const [rid, changes] of queueChangesByOutlet(events))
        if (this.server.of('/').adapter.rooms.has(queueScreenRoom(rid))) this.screenViews.heard(rid, this.sendScreenView(rid), changes);
    });
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.tailer.start();
    this.revocationTimer = setInterval(() => void this.endRevokedSessions(), REVOCATION_CHECK_MS);
    this.revocationTimer.unref();
  }

  /** Stops following the log; called before the database closes. */
  async stop(): Promise<void> {
    clearInterval(this.revocationTimer);
    await this.tailer.stop();
  }

  async handleConnection(socket: LiveSocket): Promise<void> {
    if (socket.data.screen) return this.openScreenRoom(socket, socket.data.screen);
    const session = socket.data.session;
    socket.join([userRoom(session.userId), familyRoom(session.family)]);
    const expiry = setTimeout(() => this.end(socket, 'token-expired'), Math.max(0, session.expiresAt * 1000 - Date.now()));
    socket.on('disconnect', () => clearTimeout(expiry));
    try {
      await this.catchUpAndJoin(socket, session);
    } catch (error) {
      this.logger.error(error instanceof Error ? error.stack : String(error));
      socket.disconnect(true);
    }
  }

  private async catchUpAndJoin(socket: LiveSocket, session: SocketSession): Promise<void> {
    await this.tailer.ready();
    // "From now" is what is committed now, not what the tailer has polled so far.
    let from = session.lastPosition ?? (await this.store.readHorizon(this.tailer.position));
    // A position this database never handed out (the client saw another database): start from now.
    if (from > this.tailer.position && from > (await this.store.lastAllocatedPosition())) from = this.tailer.position;
    for (;;) {
      await this.tailer.reach(from);
      const target = this.tailer.position;
      while (from < target && session.rids.length > 0) {
        const { events, upTo } = await this.store.readAllBatch(from, {
          rids: session.rids,
          upTo: target,
          limit: CATCH_UP_PAGE,
          batchesLeftOut: BATCHES_LEFT_OUT,
        });
        if (socket.disconnected) return;
        for (const event of events) socket.emit(DOMAIN_EVENT, toMessage(event));
        from = upTo;
      }
      from = Math.max(from, target);
      if (socket.disconnected) return;
      if (this.tailer.position === from) {
        socket.join(session.rids.map(outletRoom));
        socket.emit(LIVE_READY, { position: from });
        return;
      }
    }
  }

  /**
   * A status screen is sent its outlet's view on every (re)connect, read after it joined, so a change after the read is
   * never missed; a party's page reads its own place again when it hears `live-ready`.
   */
  private async openScreenRoom(socket: LiveSocket, screen: ScreenSession): Promise<void> {
    await this.tailer.ready();
    await socket.join(screen.token ? queueScreenRoom(screen.rid) : queuePartyRoom(screen.rid));
    socket.emit(LIVE_READY, { position: this.tailer.position });
    if (screen.token) this.screenViews.changed(screen.rid, this.sendScreenView(screen.rid));
  }

  private deliver(events: RecordedEvent[]): void {
    for (const event of events) {
      if (event.rid !== null && SCREEN_LINK_EVENTS.has(event.type)) this.endOldScreens(event);
      if (event.rid !== null && GROUP_WIDE_EVENTS.has(event.type)) void this.deliverToGroup(event, event.rid);
      else if (event.rid !== null) this.emitTo([outletRoom(event.rid)], event);
      switch (event.type) {
        case 'UserDeleted':
          this.endRoom(userRoom((event.data as { userId: string }).userId), 'user-deleted');
          break;
        case 'UserAccessChanged':
          this.endRoom(userRoom((event.data as { userId: string }).userId), 'access-changed');
          break;
      }
    }
    for (const [rid, changes] of queueChangesByOutlet(events)) this.tellScreens(rid, changes);
  }

  /** A diner belongs to the whole group: its change reaches the screens of every outlet of the group. */
  private async deliverToGroup(event: RecordedEvent, rid: number): Promise<void> {
    try {
      this.emitTo((await sameGroupRids(this.dataSource, rid)).map(outletRoom), event);
    } catch (error) {
      this.logger.error(error instanceof Error ? error.stack : String(error));
    }
  }

  private emitTo(rooms: string[], event: RecordedEvent): void {
    // Encoding an event nobody here listens to (an import batch is hundreds of kilobytes) is skipped.
    const listened = rooms.filter((room) => this.server.of('/').adapter.rooms.has(room));
    if (listened.length > 0) this.server.local.to(listened).emit(DOMAIN_EVENT, toMessage(event));
  }

  /** The outlet's status screens get what the changes show, then its view read once for them all; its parties' pages, that it changed. */
  private tellScreens(rid: number, changes: RecordedEvent[]): void {
    const rooms = this.server.of('/').adapter.rooms;
    const { position } = changes[changes.length - 1]!;
    if (rooms.has(queuePartyRoom(rid))) this.server.local.to(queuePartyRoom(rid)).emit(QUEUE_CHANGED, { position });
    if (rooms.has(queueScreenRoom(rid))) this.screenViews.changed(rid, this.sendScreenView(rid), changes);
    else this.screenViews.forget(rid);
  }

  private sendScreenView(rid: number) {
    return (view: QueueScreenResult) => this.server.local.to(queueScreenRoom(rid)).emit(QUEUE_VIEW, view);
  }

  /** A new screen link, or none: the screens opened with the old one end. */
  private endOldScreens(event: RecordedEvent): void {
    const { rid, purpose, token } = event.data as { rid: number; purpose: string; token?: string };
    if (purpose !== 'screen') return;
    for (const socket of this.localSockets(queueScreenRoom(rid)))
      if (socket.data.screen?.token && socket.data.screen.token !== token) this.end(socket, 'session-revoked');
  }

  private endRoom(room: string, reason: SessionEndReason): void {
    for (const socket of this.localSockets(room)) this.end(socket, reason);
  }

  private localSockets(room: string): LiveSocket[] {
    const ids = this.server.of('/').adapter.rooms.get(room) ?? new Set<string>();
    return [...ids].map((id) => this.server.of('/').sockets.get(id)).filter((s): s is LiveSocket => s !== undefined);
  }

  private end(socket: Socket, reason: SessionEndReason): void {
    if (socket.disconnected) return;
    socket.emit(SESSION_ENDED, { reason });
    socket.disconnect(true);
  }

  private async endRevokedSessions(): Promise<void> {
    const families = [...this.server.of('/').sockets.values()].map((s) => (s as LiveSocket).data.session?.family).filter(Boolean);
    try {
      for (const family of await revokedFamilies(this.dataSource, families)) this.endRoom(familyRoom(family), 'session-revoked');
    } catch (error) {
      this.logger.warn(`Revocation check failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
