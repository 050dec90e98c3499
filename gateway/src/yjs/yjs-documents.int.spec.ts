import { YjsUpdateLog } from '@covers/services/floor';
import { openTestDatabase, type TestDatabase } from '@covers/services/testing/test-database';
import * as Y from 'yjs';
import { YjsDocuments } from './yjs-documents';
import type { DocumentConnection } from './shared-document';

const tables = (doc: Y.Doc) => doc.getMap<number>('tables');
jest.setTimeout(60_000);
const silent: DocumentConnection = { readOnly: false, send: () => undefined, close: () => undefined };

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
    const doc = await first.connect('round-trip', silent);
    for (let i = 0; i < 25; i++) doc.edit(() => tables(doc).set(`t${i}`, i));
    doc.edit(() => tables(doc).delete('t3'));
    await first.close();
    expect((await log.size('round-trip')).rows).toBeGreaterThan(0);

    const second = new YjsDocuments(log);
    const content = await second.use('round-trip', (loaded) => tables(loaded).toJSON());
    expect(Object.keys(content)).toHaveLength(24);
    expect(content.t24).toBe(24);
    expect(content.t3).toBeUndefined();
  });

  it('merges the log into one row once it passes the threshold, keeping the content and dropping overwritten values', async () => {
    const documents = new YjsDocuments(log, { compactAfter: 10 });
    const doc = await documents.connect('compacted', silent);
    let maxRows = 0;
    for (let i = 0; i < 150; i++) {
      doc.edit(() => tables(doc).set(`t${i % 5}`, i));
      await documents.flushed();
      if (i % 5 === 0) maxRows = Math.max(maxRows, (await log.size('compacted')).rows);
    }
    await documents.close();
    expect(maxRows).toBeLessThanOrEqual(11);
    const stored = await log.load('compacted');
    const reloaded = new Y.Doc();
    for (const update of stored.updates) Y.applyUpdate(reloaded, update);
    expect(tables(reloaded).toJSON()).toEqual({ t0: 145, t1: 146, t2: 147, t3: 148, t4: 149 });
    // 150 writes of five keys: the stored state is near the size of the live content, not of the history.
    expect((await log.size('compacted')).bytes).toBeLessThan(Y.encodeStateAsUpdate(doc).byteLength * 3);
  });

  it('writes a burst of updates in few rows, in order', async () => {
    const documents = new YjsDocuments(log, { compactAfter: 10_000 });
    const doc = await documents.connect('burst', silent);
    for (let i = 0; i < 1000; i++) doc.edit(() => tables(doc).set('x', i));
    await documents.close();
    const { rows } = await log.size('burst');
    expect(rows).toBeLessThan(20);
    const reloaded = new Y.Doc();
    for (const update of (await log.load('burst')).updates) Y.applyUpdate(reloaded, update);
    expect(tables(reloaded).get('x')).toBe(999);
  });

  it('restarts a document from its content alone, closing the editors connected to it', async () => {
    const documents = new YjsDocuments(log);
    const closed: number[] = [];
    const editor: DocumentConnection = { readOnly: false, send: () => undefined, close: (code) => void closed.push(code ?? 0) };
    const doc = await documents.connect('restarted', editor);
    for (let i = 0; i < 200; i++) doc.edit(() => tables(doc).set('x', i));
    const stored = await documents.restart('restarted', (current) => {
      const fresh = new Y.Doc();
      tables(fresh).set('x', tables(current).get('x') as number);
      return fresh;
    }, 4409);
    expect(closed).toEqual([4409]);
    expect(stored.rows).toBe(1);
    const content = await documents.use('restarted', (loaded) => tables(loaded).toJSON());
    expect(content).toEqual({ x: 199 });
  });
});
