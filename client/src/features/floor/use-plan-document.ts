import { floorPlanDocumentName, YJS_CLOSE_CODES, type FloorLayout } from '@covers/shared';
import { useEffect, useState } from 'react';
import { WebsocketProvider } from 'y-websocket';
import * as Y from 'yjs';
import { auth, origin } from '../../app/services';
import { createUndoManager } from './plan-document';
import { PlanSnapshot } from './plan-snapshot';

export type SyncStatus = 'connecting' | 'synced' | 'offline' | 'unauthorized' | 'forbidden' | 'notFound';

export interface PlanSession {
  doc: Y.Doc;
  provider: WebsocketProvider;
  undo: Y.UndoManager;
}

const REFUSALS: Partial<Record<number, SyncStatus>> = {
  [YJS_CLOSE_CODES.forbidden]: 'forbidden',
  [YJS_CLOSE_CODES.notFound]: 'notFound',
};

function yjsUrl(): string {
  const base = origin() || window.location.origin;
  return `${base.replace(/^http/, 'ws')}/yjs`;
}

/**
 * One table plan's Y.Doc, bound to the gateway's /yjs endpoint. The document lives as long as the screen:
 * without a connection (browser offline, gateway gone) edits go on locally and merge when the provider
 * reconnects. The access token is read at every (re)connect; a 4401 refreshes it first. A 4409 (the plan
 * was published and its document restarted) replaces the Y.Doc with a fresh one, since reconnecting the
 * old one would bring the discarded history back.
 */
export function usePlanDocument(rid: number | undefined, planId: string | null) {
  const [generation, setGeneration] = useState(0);
  const [session, setSession] = useState<PlanSession | null>(null);
  const [layout, setLayout] = useState<FloorLayout | null>(null);
  const [status, setStatus] = useState<SyncStatus>('connecting');

  useEffect(() => {
    if (rid === undefined || !planId) return;
    const doc = new Y.Doc();
    const params = {
      get token() {
        return auth.getSnapshot().context.tokens?.access_token ?? '';
      },
    } as unknown as Record<string, string>;
    const provider = new WebsocketProvider(yjsUrl(), floorPlanDocumentName(rid, planId), doc, { params, disableBc: true, maxBackoffTime: 5000 });
    const undo = createUndoManager(doc);
    const snapshot = new PlanSnapshot();
    let frame = 0;
    const publish = () => {
      frame = 0;
      setLayout(snapshot.read(doc));
    };
    const onUpdate = () => {
      if (frame === 0) frame = requestAnimationFrame(publish);
    };
    doc.on('update', onUpdate);
    publish();
    setSession({ doc, provider, undo });
    setStatus('connecting');

    provider.on('sync', (synced: boolean) => synced && setStatus('synced'));
    provider.on('status', ({ status: next }: { status: string }) => {
      if (next === 'disconnected') setStatus((current) => (current === 'forbidden' || current === 'notFound' ? current : 'offline'));
    });
    provider.on('connection-close', (event: CloseEvent | null) => {
      const code = event?.code ?? 0;
      if (code === YJS_CLOSE_CODES.unauthorized) {
        setStatus('unauthorized');
        auth.send({ type: 'TOKEN.REFRESH' });
      } else if (code === YJS_CLOSE_CODES.reset) {
        provider.disconnect();
        setGeneration((n) => n + 1);
      } else if (REFUSALS[code]) {
        provider.disconnect();
        setStatus(REFUSALS[code]!);
      }
    });
    // Network emulation and flaky Wi-Fi do not always close the socket: follow the browser's own signal.
    const goOffline = () => {
      provider.disconnect();
      setStatus('offline');
    };
    const goOnline = () => provider.connect();
    window.addEventListener('offline', goOffline);
    window.addEventListener('online', goOnline);
    if (!navigator.onLine) goOffline();

    return () => {
      window.removeEventListener('offline', goOffline);
      window.removeEventListener('online', goOnline);
      if (frame) cancelAnimationFrame(frame);
      doc.off('update', onUpdate);
      undo.destroy();
      provider.destroy();
      doc.destroy();
      setSession(null);
      setLayout(null);
    };
  }, [rid, planId, generation]);

  return { session, layout, status };
}
