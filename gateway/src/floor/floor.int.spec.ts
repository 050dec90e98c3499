import type { INestApplication } from '@nestjs/common';
import { EventStore } from '@covers/services/eventstore';
import { YjsUpdateLog } from '@covers/services/floor';
import type { TestDatabase } from '@covers/services/testing/test-database';
import { floorPlanDocumentName } from '@covers/shared';
import * as Y from 'yjs';
import { startTestApp, type TestApp } from '../testing/test-app';
import { YjsDocuments } from '../yjs/yjs-documents';
import { DEMO_PLAN_ID, floorDemoSeeder } from './floor.demo-seeder';

const RID = 11;
jest.setTimeout(60_000);

describe('section and floorplan endpoints', () => {
  let testApp: TestApp;
  let db: TestDatabase;
  let app: INestApplication;
  const tokens: Record<'admin' | 'host' | 'floater', string> = { admin: '', host: '', floater: '' };

  const call = (method: 'get' | 'post', path: string, token: string, fields: Record<string, unknown> = {}) => {
    const req = testApp.http()[method](`/api/${path}`).set('Authorization', `Bearer ${token}`);
    return (method === 'get' ? req.query({ rid: RID, ...fields }) : req.send({ rid: RID, ...fields })).then(
      // The tests read whichever result fields an endpoint answers with.
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      (res) => res.body as { status: { code: number }; result: any },
    );
  };
  const post = (path: string, fields: Record<string, unknown> = {}, token = tokens.admin) => call('post', path, token, fields);
  const get = (path: string, fields: Record<string, unknown> = {}, token = tokens.admin) => call('get', path, token, fields);

  /** What an editor on the canvas does: add a table to the draft document. */
  const addTable = (planId: string, id: string, fields: Record<string, unknown>) =>
    app.get(YjsDocuments).use(floorPlanDocumentName(RID, planId), (doc) => {
      const table = new Y.Map<unknown>();
      for (const [key, value] of Object.entries({
        id,
        name: id.toUpperCase(),
        shape: 'square',
        x: 10,
        y: 10,
        width: 60,
        height: 60,
        rotation: 0,
        minPax: 2,
        maxPax: 4,
        priority: 0,
        ...fields,
      })) {
        table.set(key, value);
      }
      doc.getMap('tables').set(id, table);
    });

  beforeAll(async () => {
    testApp = await startTestApp();
    ({ db, app } = testApp);
    await testApp.seedAccess();
    for (const username of Object.keys(tokens) as (keyof typeof tokens)[]) tokens[username] = await testApp.signIn(username);
  });
  afterAll(() => testApp.close());

  it('drafts a plan, refuses to publish spec §5 violations, publishes it into service, and keeps later drafts out of service', async () => {
    const { planId } = (await post('floorplan/add', { name: 'Weekdays' })).result;
    const main = (await post('section/add', { planId, name: 'Main Dining' })).result.sectionId;
    const terrace = (await post('section/add', { planId, name: 'Terrace' })).result.sectionId;
    await addTable(planId, 'm1', { sectionId: main, minPax: 4, maxPax: 4 });
    await addTable(planId, 'm2', { sectionId: main, minPax: 0 });
    await addTable(planId, 't1', { sectionId: terrace, shape: 'round' });

    const refused = await post('floorplan/publish', { planId });
    expect(refused.status.code).toBe(45008);
    expect(refused.result.fields).toEqual({
      'tables.0.maxPax': 'Max party size must be larger than min party size.',
      'tables.1.minPax': 'Party size cannot be 0.',
    });
    expect((await get('floorplan/layout')).result.tables).toEqual([]);

    await app.get(YjsDocuments).use(floorPlanDocumentName(RID, planId), (doc) => {
      const tables = doc.getMap<Y.Map<unknown>>('tables');
      tables.get('m1')?.set('maxPax', 6);
      tables.get('m2')?.set('minPax', 1);
    });
    expect((await post('section/groups', { planId, combinations: [{ tableIds: ['m1', 'm2'], minPax: 4, maxPax: 10 }] })).status.code).toBe(
      0,
    );
    const published = await post('floorplan/publish', { planId });
    expect(published.status.code).toBe(0);
    expect(published.result.version).toBe(1);
    expect(published.result.document.rows).toBe(1);

    const sections = (await get('section/list', {}, tokens.floater)).result;
    expect(sections.map((s: { name: string; tables: { id: string }[] }) => [s.name, s.tables.map((t) => t.id)])).toEqual([
      ['Main Dining', ['m1', 'm2']],
      ['Terrace', ['t1']],
    ]);
    const rows = await db.dataSource.query(
      `SELECT table_id, section_id, min_pax, max_pax, shape FROM floor_tables WHERE rid = $1 ORDER BY table_id`,
      [RID],
    );
    expect(rows).toEqual([
      { table_id: 'm1', section_id: main, min_pax: 4, max_pax: 6, shape: 'square' },
      { table_id: 'm2', section_id: main, min_pax: 1, max_pax: 4, shape: 'square' },
      { table_id: 't1', section_id: terrace, min_pax: 2, max_pax: 4, shape: 'round' },
    ]);
    expect((await get('floorplan/groups', {}, tokens.floater)).result).toEqual([
      { id: expect.any(String), tableIds: ['m1', 'm2'], minPax: 4, maxPax: 10 },
    ]);
    expect((await get('floorplan/list')).result).toEqual([
      expect.objectContaining({ planId, name: 'Weekdays', inService: true, publishedVersion: 1 }),
    ]);

    // A draft edit after publishing changes the draft only.
    await post('section/edit', { planId, sectionId: terrace, name: 'Garden' });
    await addTable(planId, 'm3', { sectionId: main });
    expect((await get('floorplan/draft', { planId })).result.tables).toHaveLength(4);
    expect((await get('floorplan/layout')).result.sections.map((s: { name: string }) => s.name)).toEqual(['Main Dining', 'Terrace']);
    expect((await get('floorplan/layout')).result.tables).toHaveLength(3);
  });

  it('edits sections of a draft: copy, move, priorities, and refuses to delete a section that has tables', async () => {
    const { planId } = (await post('floorplan/add', { name: 'Sections' })).result;
    const a = (await post('section/add', { planId, name: 'A' })).result.sectionId;
    const b = (await post('section/add', { planId, name: 'B' })).result.sectionId;
    expect((await post('section/add', { planId, name: 'a' })).status.code).toBe(45006);
    await addTable(planId, 'a1', { sectionId: a });
    await addTable(planId, 'a2', { sectionId: a, priority: 1 });

    expect((await post('section/delete', { planId, sectionId: a })).status.code).toBe(45005);
    const copy = (await post('section/copy', { planId, sectionId: a, name: 'A copy' })).result.sectionId;
    await post('section/move', { planId, sectionId: b, tableIds: 'a2' });
    await post('section/priority', { planId, sectionIds: [b, copy] });
    await post('section/table_priority', { planId, sectionId: copy, tableIds: [] });
    expect((await post('section/delete', { planId, sectionId: 'nope' })).status.code).toBe(45004);

    const draft = (await get('floorplan/draft', { planId })).result;
    expect(draft.sections.map((s: { name: string; priority: number }) => [s.name, s.priority])).toEqual([
      ['B', 0],
      ['A copy', 1],
      ['A', 2],
    ]);
    const bySection = (id: string) =>
      draft.tables.filter((t: { sectionId: string }) => t.sectionId === id).map((t: { name: string }) => t.name);
    expect(bySection(a)).toEqual(['A1']);
    expect(bySection(b)).toEqual(['A2']);
    expect(bySection(copy).sort()).toEqual(['A1 (2)', 'A2 (2)']);
  });

  it('copies and deletes plans, never the plan in service, and stores a deleted plan nowhere', async () => {
    const { planId } = (await post('floorplan/add', { name: 'Original' })).result;
    const section = (await post('section/add', { planId, name: 'Hall' })).result.sectionId;
    await addTable(planId, 'h1', { sectionId: section });
    const copied = await post('floorplan/copy', { planId, name: 'Copy' });
    expect(copied.status.code).toBe(0);
    expect((await get('floorplan/draft', { planId: copied.result.planId })).result.tables.map((t: { id: string }) => t.id)).toEqual(['h1']);
    // A copy refused leaves no draft behind: the copy's draft is stored before the plan is recorded, and taken back.
    const documents = () => db.dataSource.query(`SELECT DISTINCT doc_name FROM yjs_updates ORDER BY doc_name`);
    const before = await documents();
    expect((await post('floorplan/copy', { planId, name: 'copy' })).status.code).toBe(45003);
    expect(await documents()).toEqual(before);

    expect((await post('floorplan/delete', { planId: copied.result.planId })).status.code).toBe(0);
    expect((await new YjsUpdateLog(db.dataSource).size(copied.result.document)).rows).toBe(0);
    expect((await get('floorplan/draft', { planId: copied.result.planId })).status.code).toBe(45001);

    const inService = (await get('floorplan/list')).result.find((p: { inService: boolean }) => p.inService);
    expect((await post('floorplan/delete', { planId: inService.planId })).status.code).toBe(45002);
  });

  it('lets View Only read plans but not change them, and an Unassigned user only the layout in service', async () => {
    const { planId } = (await post('floorplan/add', { name: 'Guarded' })).result;
    expect((await get('floorplan/list', {}, tokens.host)).status.code).toBe(0);
    expect((await post('section/add', { planId, name: 'X' }, tokens.host)).status.code).toBe(43103);
    expect((await post('floorplan/publish', { planId }, tokens.host)).status.code).toBe(43103);
    expect((await get('floorplan/list', {}, tokens.floater)).status.code).toBe(43103);
    expect((await get('floorplan/layout', {}, tokens.floater)).status.code).toBe(0);
    expect((await post('floorplan/add', { name: '', extra: 1 })).result.fields).toEqual({
      name: 'Table plan name is required.',
      extra: 'This field is not allowed.',
    });
  });

  it('seeds a published demo floor whose draft holds the same layout', async () => {
    const outlet = { rid: 12, name: 'Acme Sukhumvit', ruid: 'ruid-12', currency: 'THB', countryCode: 'TH', timezone: 'Asia/Bangkok' };
    await floorDemoSeeder.seed({
      store: app.get(EventStore),
      dataSource: db.dataSource,
      groupUid: 'acme',
      outlets: [outlet],
      users: [],
      now: '2026-11-21T10:00:00.000Z',
    });
    const layout = (await call('get', 'floorplan/layout', tokens.admin, { rid: 12 })).result;
    expect(layout.sections.map((s: { name: string }) => s.name)).toEqual(['Main Dining', 'Terrace', 'Bar']);
    expect(layout.tables.length).toBeGreaterThanOrEqual(20);
    expect(layout.combinations.length).toBeGreaterThan(0);
    const draft = (await call('get', 'floorplan/draft', tokens.admin, { rid: 12, planId: DEMO_PLAN_ID })).result;
    expect(draft).toEqual(layout);
  });
});
