import { openTestDatabase, type TestDatabase } from '@covers/services/testing/test-database';
import { floorPlanDocumentName, YJS_CLOSE_CODES } from '@covers/shared';
import type { AddressInfo } from 'node:net';
import type { WebsocketProvider } from 'y-websocket';
import { startTestApp, type TestApp } from '../testing/test-app';
import { addTable, connectEditor, destroyEditor, json, nextClose, synced, tables, waitFor } from './testing/yjs-editors';

const RID = 11;
/** Redis at 127.0.0.1:6379 (.ci/run starts it when it is not running). */
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
jest.setTimeout(60_000);

describe('one table plan edited through two gateway processes sharing Redis, with no sticky routing', () => {
  let db: TestDatabase;
  const gateways: (TestApp & { port: number })[] = [];
  const editors: WebsocketProvider[] = [];
  const tokens = { admin: '', manager: '' };

  beforeAll(async () => {
    db = await openTestDatabase();
    for (let i = 0; i < 2; i++) {
      const gateway = await startTestApp({ db, port: 0, env: { REDIS_URL } });
      gateways.push({ ...gateway, port: (gateway.app.getHttpServer().address() as AddressInfo).port });
    }
    await gateways[0].seedAccess();
    for (const username of ['admin', 'manager'] as const) tokens[username] = await gateways[0].signIn(username);
  });
  afterEach(() => editors.splice(0).forEach(destroyEditor));
  afterAll(async () => {
    for (const gateway of gateways) await gateway.close();
    await db.close();
  });

  const api = (gateway: number, path: string, body: Record<string, unknown>) =>
    gateways[gateway]
      .http()
      .post(`/api/${path}`)
      .set('Authorization', `Bearer ${tokens.admin}`)
      .send({ rid: RID, ...body });
  function editor(gateway: number, docName: string, token = tokens.admin): WebsocketProvider {
    const provider = connectEditor(gateways[gateway].port, docName, token);
    editors.push(provider);
    return provider;
  }
  async function newPlan(name: string): Promise<{ planId: string; docName: string }> {
    const res = await api(0, 'floorplan/add', { name });
    expect(res.body.status.code).toBe(0);
    return { planId: res.body.result.planId, docName: floorPlanDocumentName(RID, res.body.result.planId) };
  }

  it('an edit or a cursor at one process reaches the editors at the other, and both converge', async () => {
    const { docName } = await newPlan('Across');
    const first = editor(0, docName);
    const second = editor(1, docName, tokens.manager);
    await Promise.all([synced(first), synced(second)]);

    addTable(first.doc, 't1');
    await waitFor(() => tables(second.doc).has('t1'), 't1 at the other process');
    tables(second.doc).get('t1')?.set('x', 120);
    addTable(second.doc, 't2');
    tables(first.doc).get('t1')?.set('name', 'Window');
    await waitFor(() => json(first.doc) === json(second.doc) && tables(first.doc).size === 2, 'convergence');
    expect(tables(first.doc).get('t1')?.toJSON()).toMatchObject({ x: 120, name: 'Window' });

    first.awareness.setLocalStateField('cursor', { x: 5, y: 6 });
    await waitFor(
      () => (second.awareness.getStates().get(first.doc.clientID) as { cursor?: unknown } | undefined)?.cursor !== undefined,
      'cursor at the other process',
    );
    destroyEditor(first);
    await waitFor(() => !second.awareness.getStates().has(first.doc.clientID), 'cursor gone when its editor leaves');
  });

  it('a process that opens a plan after another learns at once where the editors there are', async () => {
    const { docName } = await newPlan('Cursors');
    const first = editor(0, docName);
    await synced(first);
    first.awareness.setLocalStateField('cursor', { x: 7, y: 8 });
    const late = editor(1, docName, tokens.manager);
    await synced(late);
    await waitFor(
      () => (late.awareness.getStates().get(first.doc.clientID) as { cursor?: { x: number } } | undefined)?.cursor?.x === 7,
      "the first editor's cursor at the late one",
      5_000,
    );
  });

  it('an editor joining at the other process right after an edit finds it, stored or relayed', async () => {
    const { docName } = await newPlan('Joining');
    const first = editor(0, docName);
    await synced(first);
    for (let i = 0; i < 20; i++) {
      addTable(first.doc, `t${i}`);
      const late = editor(1, docName, tokens.manager);
      await synced(late);
      await waitFor(() => tables(late.doc).has(`t${i}`), `t${i} at an editor that joined just after it`);
    }
  });

  it('an HTTP edit through one process reaches an editor at the other; a publish there closes it for a fresh start', async () => {
    const { planId, docName } = await newPlan('Published across');
    const watcher = editor(1, docName);
    await synced(watcher);
    const added = await api(0, 'section/add', { planId, name: 'Terrace' });
    expect(added.body.status.code).toBe(0);
    await waitFor(() => watcher.doc.getMap('sections').has(added.body.result.sectionId), 'section at the other process');

    addTable(watcher.doc, 't1', { sectionId: added.body.result.sectionId });
    const draft = () =>
      gateways[0].http().get('/api/floorplan/draft').query({ rid: RID, planId }).set('Authorization', `Bearer ${tokens.admin}`);
    await waitFor(async () => (await draft()).body.result.tables.length === 1, 'table stored');
    const closed = nextClose(watcher);
    expect((await api(0, 'floorplan/publish', { planId })).body.status.code).toBe(0);
    expect(await closed).toBe(YJS_CLOSE_CODES.reset);
    destroyEditor(watcher);

    const fresh = editor(1, docName);
    await synced(fresh);
    expect(tables(fresh.doc).get('t1')?.get('sectionId')).toBe(added.body.result.sectionId);
    const stored = await db.dataSource.query(`SELECT count(*)::int AS rows FROM yjs_updates WHERE doc_name = $1`, [docName]);
    expect(stored).toEqual([{ rows: 1 }]);
  });
});
