import WebSocket from 'ws';
import { WebsocketProvider } from 'y-websocket';
import * as Y from 'yjs';

export async function waitFor(condition: () => boolean | Promise<boolean>, what: string, timeoutMs = 15000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

export const tables = (doc: Y.Doc) => doc.getMap<Y.Map<unknown>>('tables');

/** The document's content with keys sorted: each replica keeps map entries in its own arrival order. */
export const json = (doc: Y.Doc) =>
  JSON.stringify({ tables: tables(doc).toJSON(), sections: doc.getMap('sections').toJSON() }, (_key, value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)))
      : value,
  );

export function addTable(doc: Y.Doc, id: string, fields: Record<string, unknown> = {}): void {
  doc.transact(() => {
    const table = new Y.Map<unknown>();
    for (const [key, value] of Object.entries({
      id,
      name: id,
      sectionId: 's1',
      shape: 'round',
      x: 0,
      y: 0,
      width: 60,
      height: 60,
      rotation: 0,
      minPax: 1,
      maxPax: 4,
      priority: 0,
      ...fields,
    })) {
      table.set(key, value);
    }
    tables(doc).set(id, table);
  });
}

/** An editor as the browser's provider is one: y-websocket over a real socket to the gateway listening on `port`. */
export function connectEditor(port: number, docName: string, token: string, doc = new Y.Doc()): WebsocketProvider {
  return new WebsocketProvider(`ws://127.0.0.1:${port}/yjs`, docName, doc, {
    WebSocketPolyfill: WebSocket as unknown as typeof globalThis.WebSocket,
    params: { token },
    disableBc: true,
    maxBackoffTime: 200,
  });
}

export const synced = (provider: WebsocketProvider) => waitFor(() => provider.synced, 'sync');

/** The provider leaves its awareness (and the awareness's timer) alive when destroyed. */
export function destroyEditor(provider: WebsocketProvider): void {
  provider.destroy();
  provider.awareness.destroy();
}

/** The close code of the provider's next close. */
export const nextClose = (provider: WebsocketProvider) =>
  new Promise<number>((resolve) => provider.once('connection-close', (event: { code: number } | null) => resolve(event?.code ?? 0)));
