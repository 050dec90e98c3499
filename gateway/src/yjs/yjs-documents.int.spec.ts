import { YjsUpdateLog } from '@covers/services/floor';
import { openTestDatabase, type TestDatabase } from '@covers/services/testing/test-database';
import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import * as syncProtocol from 'y-protocols/sync';
import * as Y from 'yjs';
import { YjsDocuments } from './yjs-documents';
import { MESSAGE_SYNC, type DocumentConnection } from './shared-document';

const tables = (doc: Y.Doc) => doc.getMap<number>('tables');
jest.setTimeout(60_000);
const silent: DocumentConnection = { readOnly: false, send: () => undefined, close: () => undefined };

function syncMessage(write: (encoder: encoding.Encoder) => void): Uint8Array {
  const encoder = encoding.createEncoder();
  encoding.writeVarUint(encoder, MESSAGE_SYNC);
  write(encoder);
  return encoding.toUint8Array(encoder);
}

/** An editor's Y.Doc whose every change is sent to the server as a y-websocket update message. */
function editorOf(send: (message: Uint8Array) => void): Y.Doc {
  const doc = new Y.Doc();
  doc.on('update', (update: Uint8Array) => send(syncMessage((encoder) => syncProtocol.writeUpdate(encoder, update))));
  return doc;
}

/** What the server answers a fresh editor's sync step 1 with, applied to a new Y.Doc. */
async function joinFresh(documents: YjsDocuments, name: string): Promise<Y.Doc> {
  const doc = new Y.Doc();
  const synced = new Promise<void>((resolve) => {
    const conn: DocumentConnection = {
      readOnly: false,
      close: () => undefined,
      send: (message) => {
        const decoder = decoding.createDecoder(message);
        if (decoding.readVarUint(decoder) !== MESSAGE_SYNC) return;
        if (syncProtocol.readSyncMessage(decoder, encoding.createEncoder(), doc, null) === syncProtocol.messageYjsSyncStep2) resolve();
      },
    };
    void documents.connect(name, conn).then((shared) =>
      shared.receive(
        conn,
        syncMessage((encoder) => syncProtocol.writeSyncStep1(encoder, doc)),
      ),
    );
  });
  await synced;
  return doc;
}

describe('Yjs documents stored in PostgreSQL', () => {
  let db: TestDatabase;
  let log: YjsUpdateLog;

  beforeAll(async () => {
    db = await openTestDatabase();
    log = new YjsUpdateLog(db.dataSource);
  });
  afterAll(() => db.close());

  it('stores every update as it arrives and loads the same document in a new process', async () => {
    const first = new YjsDocuments(log);
    const shared = await first.connect('round-trip', silent);
    const editor = editorOf((message) => shared.receive(silent, message));
    for (let i = 0; i < 25; i++) tables(editor).set(`t${i}`, i);
    tables(editor).delete('t3');
    await first.close();
    expect((await log.size('round-trip')).rows).toBeGreaterThan(0);

    const second = new YjsDocuments(log);
    const content = await second.use('round-trip', (loaded) => tables(loaded).toJSON());
    expect(Object.keys(content)).toHaveLength(24);
    expect(content.t24).toBe(24);
    expect(content.t3).toBeUndefined();
    expect(tables(await joinFresh(second, 'round-trip')).toJSON()).toEqual(content);
    await second.close();
  });

  it('merges the log into one row once it passes the threshold, keeping the content and dropping overwritten values', async () => {
    const documents = new YjsDocuments(log, { compactAfter: 10 });
    const shared = await documents.connect('compacted', silent);
    const editor = editorOf((message) => shared.receive(silent, message));
    let maxRows = 0;
    for (let i = 0; i < 150; i++) {
      tables(editor).set(`t${i % 5}`, i);
      await documents.flushed();
      if (i % 5 === 0) maxRows = Math.max(maxRows, (await log.size('compacted')).rows);
    }
    // The merge runs beside the writes (rows keep landing while the worker builds it), and with the
    // document still open: the log shrinks back under the threshold without an unload.
    expect(maxRows).toBeLessThan(150);
    const deadline = Date.now() + 10_000;
    while ((await log.size('compacted')).rows > 10 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await log.size('compacted')).rows).toBeLessThanOrEqual(10);
    await documents.close();
    const stored = await log.load('compacted');
    expect(stored.seqs).toHaveLength(1);
    const reloaded = new Y.Doc();
    for (const update of stored.updates) Y.applyUpdate(reloaded, update);
    expect(tables(reloaded).toJSON()).toEqual({ t0: 145, t1: 146, t2: 147, t3: 148, t4: 149 });
    // 150 writes of five keys: the stored state is near the size of the live content, not of the history.
    expect((await log.size('compacted')).bytes).toBeLessThan(Y.encodeStateAsUpdate(editor).byteLength * 3);
  });

  it('keeps every update when two processes write and merge one log at once', async () => {
    const processes = [new YjsDocuments(log, { compactAfter: 10 }), new YjsDocuments(log, { compactAfter: 10 })];
    const editors = await Promise.all(
      processes.map(async (documents) => {
        const shared = await documents.connect('two-writers', silent);
        return editorOf((message) => shared.receive(silent, message));
      }),
    );
    for (let i = 0; i < 120; i++) {
      editors[i % 2].getMap<number>(`by-${i % 2}`).set(`k${i}`, i);
      if (i % 3 === 0) await Promise.all(processes.map((documents) => documents.flushed()));
    }
    await Promise.all(processes.map((documents) => documents.close()));
    const stored = new Y.Doc();
    for (const update of (await log.load('two-writers')).updates) Y.applyUpdate(stored, update);
    expect(Object.keys(stored.getMap('by-0').toJSON())).toHaveLength(60);
    expect(Object.keys(stored.getMap('by-1').toJSON())).toHaveLength(60);
  });

  it('leaves the log alone when rows it would merge were already replaced elsewhere', async () => {
    const [first, second] = [new Uint8Array([1]), new Uint8Array([2])];
    const seqs = [await log.append('replaced-elsewhere', [first]), await log.append('replaced-elsewhere', [second])];
    await log.restart('replaced-elsewhere', Y.encodeStateAsUpdate(new Y.Doc()));
    expect(await log.replace('replaced-elsewhere', seqs, new Uint8Array([9]))).toBeNull();
    expect((await log.size('replaced-elsewhere')).rows).toBe(1);
  });

  it('writes a burst of updates in few rows, in order', async () => {
    const documents = new YjsDocuments(log, { compactAfter: 10_000 });
    const shared = await documents.connect('burst', silent);
    const editor = editorOf((message) => shared.receive(silent, message));
    for (let i = 0; i < 1000; i++) tables(editor).set('x', i);
    await documents.close();
    const { rows } = await log.size('burst');
    expect(rows).toBeLessThan(20);
    const reloaded = new Y.Doc();
    for (const update of (await log.load('burst')).updates) Y.applyUpdate(reloaded, update);
    expect(tables(reloaded).get('x')).toBe(999);
  });

  it('relays each update to the other editors as it came, and refuses one that does not decode', async () => {
    const documents = new YjsDocuments(log);
    const received: Uint8Array[] = [];
    const other: DocumentConnection = { readOnly: false, send: (message) => void received.push(message), close: () => undefined };
    const closed: number[] = [];
    const sender: DocumentConnection = { readOnly: false, send: () => undefined, close: (code) => void closed.push(code ?? 0) };
    const shared = await documents.connect('relayed', sender);
    await documents.connect('relayed', other);
    const sent: Uint8Array[] = [];
    const editor = editorOf((message) => {
      sent.push(message);
      shared.receive(sender, message);
    });
    tables(editor).set('a', 1);
    expect(received).toEqual(sent);
    const garbage = syncMessage((encoder) => syncProtocol.writeUpdate(encoder, new Uint8Array([1, 200, 7, 7, 7])));
    expect(() => shared.receive(sender, garbage)).toThrow();
    expect(received).toHaveLength(1);
    await documents.close();
    expect((await log.load('relayed')).updates).toHaveLength(1);
  });

  it('restarts a document from its content alone, closing the editors connected to it', async () => {
    const documents = new YjsDocuments(log);
    const closed: number[] = [];
    const conn: DocumentConnection = { readOnly: false, send: () => undefined, close: (code) => void closed.push(code ?? 0) };
    const shared = await documents.connect('restarted', conn);
    const editor = editorOf((message) => shared.receive(conn, message));
    for (let i = 0; i < 200; i++) tables(editor).set('x', i);
    const stored = await documents.restart(
      'restarted',
      (current) => {
        const fresh = new Y.Doc();
        tables(fresh).set('x', tables(current).get('x') as number);
        return fresh;
      },
      4409,
    );
    expect(closed).toEqual([4409]);
    expect(stored.rows).toBe(1);
    const content = await documents.use('restarted', (loaded) => tables(loaded).toJSON());
    expect(content).toEqual({ x: 199 });
    await documents.close();
  });
});
