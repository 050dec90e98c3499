import type { INestApplication } from '@nestjs/common';
import { AccessService, signAccessToken, type AccessClaims } from '@covers/services/access';
import { FIXTURE_NOW, fixtureProfile, type AccessFixture } from '@covers/services/access/testing/access-fixture';
import { openTestDatabase, type TestDatabase } from '@covers/services/testing/test-database';
import { floorPlanDocumentName, YJS_CLOSE_CODES } from '@covers/shared';
import type { AddressInfo } from 'node:net';
import WebSocket from 'ws';
import type { WebsocketProvider } from 'y-websocket';
import * as Y from 'yjs';
import { startTestApp, type TestApp } from '../testing/test-app';
import { addTable, connectEditor, destroyEditor as destroy, json, nextClose, synced, tables, waitFor } from './testing/yjs-editors';

const RID = 11;
jest.setTimeout(60_000);

describe('Yjs endpoint /yjs/<document>', () => {
  let db: TestDatabase;
  let testApp: TestApp;
  let app: INestApplication;
  let port: number;
  const providers: WebsocketProvider[] = [];
  let fixture: AccessFixture;
  const tokens: Record<'admin' | 'manager' | 'host' | 'floater', string> = { admin: '', manager: '', host: '', floater: '' };

  async function start(listenPort = 0): Promise<void> {
    testApp = await startTestApp({ db, port: listenPort });
    app = testApp.app;
    port = (app.getHttpServer().address() as AddressInfo).port;
  }
  const http = () => testApp.http();
  const api = (path: string, token: string, body: Record<string, unknown> = {}) =>
    http()
      .post(`/api/${path}`)
      .set('Authorization', `Bearer ${token}`)
      .send({ rid: RID, ...body });

  function connect(docName: string, token: string): WebsocketProvider {
    const provider = connectEditor(port, docName, token);
    providers.push(provider);
    return provider;
  }

  async function newPlan(name: string): Promise<string> {
    const res = await api('floorplan/add', tokens.admin, { name });
    expect(res.body.status.code).toBe(0);
    return floorPlanDocumentName(RID, res.body.result.planId);
  }

  function closeCode(docName: string, token: string, opened?: () => void): Promise<number> {
    return new Promise((resolve) => {
      const ws = new WebSocket(`ws://127.0.0.1:${port}/yjs/${docName}?token=${encodeURIComponent(token)}`);
      ws.on('open', () => opened?.());
      ws.on('close', (code) => resolve(code));
    });
  }

  beforeAll(async () => {
    db = await openTestDatabase();
    await start();
    fixture = await testApp.seedAccess();
    for (const username of Object.keys(tokens) as (keyof typeof tokens)[]) tokens[username] = await testApp.signIn(username);
  });
  afterEach(() => providers.splice(0).forEach(destroy));
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  it('lets two editors edit one plan at the same time and converge, different fields of one table included', async () => {
    const docName = await newPlan('Converge');
    const a = connect(docName, tokens.admin);
    const b = connect(docName, tokens.manager);
    await Promise.all([synced(a), synced(b)]);
    addTable(a.doc, 't1');
    await waitFor(() => tables(b.doc).has('t1'), 't1 at b');
    tables(a.doc).get('t1')?.set('x', 100);
    tables(b.doc).get('t1')?.set('name', 'Window 1');
    addTable(b.doc, 't2');
    tables(a.doc).get('t1')?.set('rotation', 45);
    tables(b.doc).get('t1')?.set('rotation', 90);
    await waitFor(() => json(a.doc) === json(b.doc) && tables(a.doc).size === 2, 'convergence');
    expect(tables(a.doc).get('t1')?.toJSON()).toMatchObject({ x: 100, name: 'Window 1' });
    expect([45, 90]).toContain(tables(a.doc).get('t1')?.get('rotation'));
  });

  it('merges edits made while one editor was offline, deterministically, on both sides and on the server', async () => {
    const docName = await newPlan('Offline');
    const a = connect(docName, tokens.admin);
    const b = connect(docName, tokens.admin);
    await Promise.all([synced(a), synced(b)]);
    addTable(a.doc, 't1');
    addTable(a.doc, 't2');
    await waitFor(() => tables(b.doc).size === 2, 'initial tables at b');

    a.disconnect();
    tables(a.doc).get('t1')?.set('x', 11);
    tables(a.doc).get('t2')?.set('name', 'Offline name');
    addTable(a.doc, 'offline-table');
    tables(b.doc).get('t1')?.set('y', 22);
    tables(b.doc).get('t2')?.set('name', 'Online name');
    tables(b.doc).delete('t1');
    addTable(b.doc, 'online-table');
    expect(json(a.doc)).not.toEqual(json(b.doc));

    a.connect();
    await waitFor(() => json(a.doc) === json(b.doc), 'convergence after reconnect');
    expect([...tables(a.doc).keys()].sort()).toEqual(['offline-table', 'online-table', 't2']);
    const fresh = connect(docName, tokens.manager);
    await synced(fresh);
    await waitFor(() => json(fresh.doc) === json(a.doc), 'a fresh editor sees the same');
  });

  it('sends a View Only user the plan but drops every change it sends', async () => {
    const docName = await newPlan('Read only');
    const admin = connect(docName, tokens.admin);
    await synced(admin);
    addTable(admin.doc, 't1');
    const viewer = connect(docName, tokens.host);
    await synced(viewer);
    await waitFor(() => tables(viewer.doc).has('t1'), 'viewer receives the plan');

    tables(viewer.doc).get('t1')?.set('x', 999);
    addTable(viewer.doc, 'intruder');
    // The viewer's awareness travels on the same socket after its update: once the admin sees it, the
    // server has handled (and dropped) the update.
    viewer.awareness.setLocalStateField('cursor', { x: 1, y: 2 });
    await waitFor(
      () => [...admin.awareness.getStates().values()].some((s) => (s as { cursor?: unknown }).cursor),
      'viewer cursor at admin',
    );
    expect(tables(admin.doc).has('intruder')).toBe(false);
    expect(tables(admin.doc).get('t1')?.get('x')).toBe(0);

    tables(admin.doc).get('t1')?.set('name', 'Seen by the viewer');
    await waitFor(() => tables(viewer.doc).get('t1')?.get('name') === 'Seen by the viewer', 'viewer keeps receiving');
    const planId = docName.split('-').slice(2).join('-');
    const draft = await http().get('/api/floorplan/draft').query({ rid: RID, planId }).set('Authorization', `Bearer ${tokens.admin}`);
    expect(draft.body.result.tables.map((t: { id: string; x: number }) => [t.id, t.x])).toEqual([['t1', 0]]);
  });

  it('refuses a bad token, No Access, another outlet and an unknown plan with distinct close codes', async () => {
    const docName = await newPlan('Refusals');
    expect(await closeCode(docName, 'not-a-token')).toBe(YJS_CLOSE_CODES.unauthorized);
    expect(await closeCode(docName, tokens.floater)).toBe(YJS_CLOSE_CODES.forbidden);
    expect(await closeCode(docName.replace(`floorplan-${RID}-`, 'floorplan-21-'), tokens.admin)).toBe(YJS_CLOSE_CODES.forbidden);
    expect(await closeCode(floorPlanDocumentName(RID, 'no-such-plan'), tokens.admin)).toBe(YJS_CLOSE_CODES.notFound);
    expect(await closeCode('not-a-plan', tokens.admin)).toBe(YJS_CLOSE_CODES.notFound);
  });

  it("ends an editor's socket with 4401 when its access token expires", async () => {
    const docName = await newPlan('Expiry');
    const claims = JSON.parse(Buffer.from(tokens.admin.split('.')[1], 'base64url').toString('utf8')) as AccessClaims;
    const shortLived = signAccessToken(
      { sub: claims.sub, gid: claims.gid, fam: claims.fam },
      testApp.config.jwtSecret,
      2,
      Math.floor(Date.now() / 1000),
    ).accessToken;
    let openedAt = 0;
    const code = await closeCode(docName, shortLived, () => (openedAt = Date.now()));
    expect(code).toBe(YJS_CLOSE_CODES.unauthorized);
    expect(openedAt).toBeGreaterThan(0);
    // Accepted first, then ended at the expiry (not refused at the handshake).
    expect(Date.now() - openedAt).toBeGreaterThan(500);
  });

  it("ends an editor's socket with 4401 when its access changes, and takes it back read-only", async () => {
    const docName = await newPlan('Access change');
    const admin = connect(docName, tokens.admin);
    const manager = connect(docName, tokens.manager);
    await Promise.all([synced(admin), synced(manager)]);
    const closed = nextClose(manager);
    const { userId, username } = fixture.users.manager;
    const profile = fixtureProfile(username);
    const giveAccess = (accessType: string) =>
      new AccessService(testApp.store).saveUser(
        'acme',
        { userId, profile, outlets: [{ rid: RID, accessTypeId: fixture.accessTypeIds[accessType] }] },
        { actor: 'system', now: FIXTURE_NOW },
      );
    await giveAccess('Front of House');
    expect(await closed).toBe(YJS_CLOSE_CODES.unauthorized);

    // The provider reconnects by itself; the server now serves it as a viewer and drops its changes.
    await waitFor(() => manager.wsconnected && manager.synced, 'manager back');
    addTable(manager.doc, 'after-demotion');
    manager.awareness.setLocalStateField('cursor', { x: 3, y: 4 });
    await waitFor(
      () => [...admin.awareness.getStates().values()].some((s) => (s as { cursor?: unknown }).cursor),
      'manager cursor at admin',
    );
    expect(tables(admin.doc).has('after-demotion')).toBe(false);
    await giveAccess('Manager');
  });

  it('closes the editors of a plan with 4409 when it is published, and serves the restarted document', async () => {
    const docName = await newPlan('Published');
    const planId = docName.slice(`floorplan-${RID}-`.length);
    const editor = connect(docName, tokens.admin);
    await synced(editor);
    editor.doc.transact(() => {
      const section = new Y.Map<unknown>();
      for (const [key, value] of Object.entries({ id: 's1', name: 'Hall', priority: 0 })) section.set(key, value);
      editor.doc.getMap('sections').set('s1', section);
    });
    for (let i = 0; i < 50; i++) addTable(editor.doc, 't1', { x: i });
    await waitFor(
      async () =>
        (await http().get('/api/floorplan/draft').query({ rid: RID, planId }).set('Authorization', `Bearer ${tokens.admin}`)).body.result
          .tables[0]?.x === 49,
      'draft stored',
    );
    const closed = nextClose(editor);

    const published = await api('floorplan/publish', tokens.admin, { planId });
    expect(published.body.status.code).toBe(0);
    expect(await closed).toBe(YJS_CLOSE_CODES.reset);
    editor.destroy();
    expect(published.body.result.document.rows).toBe(1);

    const fresh = connect(docName, tokens.admin);
    await synced(fresh);
    expect(tables(fresh.doc).get('t1')?.get('x')).toBe(49);
  });

  it('loses no edit when the gateway restarts in the middle of editing', async () => {
    const docName = await newPlan('Restart');
    const a = connect(docName, tokens.admin);
    const b = connect(docName, tokens.manager);
    await Promise.all([synced(a), synced(b)]);
    const EDITS = 60;
    let restarted = false;
    const edit = async (provider: WebsocketProvider, prefix: string) => {
      for (let i = 0; i < EDITS; i++) {
        addTable(provider.doc, `${prefix}-${i}`);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    };
    const restart = async () => {
      await waitFor(() => tables(a.doc).size >= 40, 'editing under way');
      const listenPort = port;
      await app.close();
      await start(listenPort);
      restarted = true;
    };
    await Promise.all([edit(a, 'a'), edit(b, 'b'), restart()]);
    expect(restarted).toBe(true);
    await waitFor(() => tables(a.doc).size === 2 * EDITS && json(a.doc) === json(b.doc), 'editors converge after the restart');

    // Every edit is stored: a new process that loads the document from PostgreSQL alone has them all.
    providers.splice(0).forEach(destroy);
    await app.close();
    await start();
    const fresh = connect(docName, tokens.admin);
    await synced(fresh);
    expect(tables(fresh.doc).size).toBe(2 * EDITS);
  });
});
