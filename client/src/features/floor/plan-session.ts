import { floorPlanDocumentName, YJS_CLOSE_CODES, type FloorLayout } from '@covers/shared';
import { WebsocketProvider } from 'y-websocket';
import * as Y from 'yjs';
import { auth, origin } from '../../app/services';
import { createUndoManager } from './plan-document';
import { PlanSnapshot } from './plan-snapshot';

export type SyncStatus = 'connecting' | 'synced' | 'offline' | 'unauthorized' | 'forbidden' | 'notFound';

export interface PlanState {
  doc: Y.Doc;
  provider: WebsocketProvider;
  undo: Y.UndoManager;
  layout: FloorLayout;
  status: SyncStatus;
}

/** How long a plan's document stays open after its last screen left (a remount or a quick way back reuses it). */
const LINGER_MS = 30_000;

const REFUSALS: Partial<Record<number, SyncStatus>> = {
  [YJS_CLOSE_CODES.forbidden]: 'forbidden',
  [YJS_CLOSE_CODES.notFound]: 'notFound',
};

function yjsUrl(): string {
  const base = origin() || window.location.origin;
  return `${base.replace(/^http/, 'ws')}/yjs`;
}

/**
 * One table plan's Y.Doc, bound to the gateway's /yjs endpoint, shared by every screen that shows the plan
 * and kept past a remount: without a connection (browser offline, gateway gone) edits go on locally and merge
 * when the provider reconnects, and a document left while offline stays open until it has synced. The access
 * token is read at every (re)connect; a 4401 refreshes it first. A 4409 (the plan was published and its
 * document restarted) replaces the Y.Doc with a fresh one: reconnecting the old one would bring the discarded
 * history back.
 */
export class PlanSession {
  private state!: PlanState;
  private readonly listeners = new Set<() => void>();
  private teardown: () => void = () => undefined;
  users = 0;
  lingering: ReturnType<typeof setTimeout> | null = null;

  constructor(
    readonly docName: string,
    private readonly onIdle: (session: PlanSession) => void,
  ) {
    this.open();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  snapshot = (): PlanState => this.state;

  /** Called when no screen uses the plan any more: closes it once it is in sync. */
  idle(): void {
    if (this.state.status === 'offline' || this.state.status === 'connecting' || this.state.status === 'unauthorized') return;
    this.onIdle(this);
  }

  close(): void {
    if (this.lingering) clearTimeout(this.lingering);
    this.teardown();
    this.listeners.clear();
  }

  private set(change: Partial<PlanState>): void {
    this.state = { ...this.state, ...change };
    this.listeners.forEach((listener) => listener());
    // Left while offline and past its linger time: close once what it holds has reached the server.
    if (this.users === 0 && this.lingering === null && change.status === 'synced') this.idle();
  }

  private open(): void {
    const doc = new Y.Doc();
    const params = {
      get token() {
        return auth.getSnapshot().context.tokens?.access_token ?? '';
      },
    } as unknown as Record<string, string>;
    const provider = new WebsocketProvider(yjsUrl(), this.docName, doc, { params, disableBc: true, maxBackoffTime: 5000 });
    const undo = createUndoManager(doc);
    const snapshot = new PlanSnapshot();
    this.state = { doc, provider, undo, layout: snapshot.read(doc), status: 'connecting' };
    let frame = 0;
    const publish = () => {
      frame = 0;
      this.set({ layout: snapshot.read(doc) });
    };
    const onUpdate = () => {
      if (frame === 0) frame = requestAnimationFrame(publish);
    };
    doc.on('update', onUpdate);
    provider.on('sync', (synced: boolean) => synced && this.set({ status: 'synced' }));
    provider.on('status', ({ status }: { status: string }) => {
      if (status === 'disconnected' && !['forbidden', 'notFound'].includes(this.state.status)) this.set({ status: 'offline' });
    });
    provider.on('connection-close', (event: CloseEvent | null) => {
      const code = event?.code ?? 0;
      if (code === YJS_CLOSE_CODES.unauthorized) {
        this.set({ status: 'unauthorized' });
        auth.send({ type: 'TOKEN.REFRESH' });
      } else if (code === YJS_CLOSE_CODES.reset) {
        this.teardown();
        this.open();
        this.listeners.forEach((listener) => listener());
      } else if (REFUSALS[code]) {
        provider.disconnect();
        this.set({ status: REFUSALS[code]! });
      }
    });
    // Network emulation and flaky Wi-Fi do not always close the socket: follow the browser's own signal.
    const goOffline = () => {
      provider.disconnect();
      this.set({ status: 'offline' });
    };
    const goOnline = () => provider.connect();
    window.addEventListener('offline', goOffline);
    window.addEventListener('online', goOnline);
    if (!navigator.onLine) goOffline();
    this.teardown = () => {
      window.removeEventListener('offline', goOffline);
      window.removeEventListener('online', goOnline);
      if (frame) cancelAnimationFrame(frame);
      doc.off('update', onUpdate);
      undo.destroy();
      provider.destroy();
      doc.destroy();
    };
  }
}

const sessions = new Map<string, PlanSession>();

function closeSession(session: PlanSession): void {
  if (session.users > 0 || sessions.get(session.docName) !== session) return;
  sessions.delete(session.docName);
  session.close();
}

/** The plan's session, opened on first use; pair with releasePlanSession. */
export function acquirePlanSession(rid: number, planId: string): PlanSession {
  const docName = floorPlanDocumentName(rid, planId);
  let session = sessions.get(docName);
  if (!session) {
    session = new PlanSession(docName, closeSession);
    sessions.set(docName, session);
  }
  if (session.lingering) clearTimeout(session.lingering);
  session.lingering = null;
  session.users += 1;
  return session;
}

export function releasePlanSession(session: PlanSession): void {
  session.users -= 1;
  if (session.users > 0) return;
  session.lingering = setTimeout(() => {
    session.lingering = null;
    session.idle();
  }, LINGER_MS);
}
