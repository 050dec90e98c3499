import { expect, signIn, snap, test } from '../fixtures';
import {
  addTable,
  callApi,
  canvasLayout,
  canvasTables,
  dragTable,
  expectConverged,
  expectSynced,
  newPlan,
  numberInput,
  openEditor,
  selectTable,
  signedInContext,
  tablePoint,
} from './floor-support';

const unique = (name: string) => `${name} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

test('two editors of one plan edit at the same time and converge to the same layout', async ({ browser }) => {
  const admin = await signedInContext(browser, 'admin');
  const manager = await signedInContext(browser, 'manager');
  const planId = await newPlan(admin.page, unique('Converge'));
  await openEditor(admin.page, planId);
  await openEditor(manager.page, planId);
  await expect(admin.page.getByTestId('plan-editors')).toBeVisible();

  await addTable(admin.page, 'Round');
  await addTable(admin.page, 'Square');
  await expectConverged(admin.page, manager.page, 2);

  // At the same moment: the admin moves T1 and adds a table, the manager moves T2 and renames T1.
  await Promise.all([
    (async () => {
      await dragTable(admin.page, 'T1', 0, 120);
      await addTable(admin.page, 'Rectangle');
    })(),
    (async () => {
      await dragTable(manager.page, 'T2', 160, 0);
      await selectTable(manager.page, 'T1');
      await manager.page.getByTestId('table-name').fill('Window 1');
      await manager.page.getByTestId('table-name').press('Enter');
    })(),
  ]);

  await expectConverged(admin.page, manager.page, 3);
  const tables = await canvasTables(admin.page);
  // The admin's new table takes the first free name: T1 if the rename had arrived by then, else T3.
  expect(new Set(tables.map((table) => table.name)).size).toBe(3);
  expect(tables.map((table) => table.name)).toEqual(expect.arrayContaining(['T2', 'Window 1']));
  const renamed = tables.find((table) => table.name === 'Window 1')!;
  expect(renamed.y).toBeGreaterThanOrEqual(140);
  // The other editor's selection and cursor are drawn on the admin's canvas.
  await expect
    .poll(() =>
      admin.page.evaluate(
        () => (window as unknown as { Konva: { stages: { find(s: string): unknown[] }[] } }).Konva.stages[0]!.find('.remote-cursor').length,
      ),
    )
    .toBeGreaterThan(0);
  await snap(admin.page, 'floor-editor-two-editors');

  // Undo takes back the admin's own last change only (the added rectangle), not the manager's rename.
  await admin.page.getByTestId('undo').click();
  await expectConverged(admin.page, manager.page, 2);
  expect((await canvasTables(manager.page)).map((table) => table.name).sort()).toEqual(['T2', 'Window 1']);
  await admin.context.close();
  await manager.context.close();
});

test('an editor that goes offline keeps editing and merges on reconnect', async ({ browser }) => {
  const admin = await signedInContext(browser, 'admin');
  const manager = await signedInContext(browser, 'manager');
  const planId = await newPlan(admin.page, unique('Offline'));
  await openEditor(admin.page, planId);
  await addTable(admin.page, 'Square');
  await addTable(admin.page, 'Square');
  await openEditor(manager.page, planId);
  await expectConverged(admin.page, manager.page, 2);

  await manager.context.setOffline(true);
  await expect(manager.page.getByTestId('plan-sync-status')).toHaveAttribute('data-status', 'offline');
  await dragTable(manager.page, 'T1', 0, 100);
  await addTable(manager.page, 'Round');
  await dragTable(admin.page, 'T2', 100, 0);
  await addTable(admin.page, 'Rectangle');
  // Apart, each sees only its own edits.
  expect((await canvasTables(admin.page)).length).toBe(3);
  expect((await canvasTables(manager.page)).length).toBe(3);

  await manager.context.setOffline(false);
  await expect(manager.page.getByTestId('plan-sync-status')).toHaveAttribute('data-status', 'synced');
  await expectConverged(admin.page, manager.page, 4);
  const tables = await canvasTables(admin.page);
  const [t1, t2] = [tables.find((t) => t.name === 'T1')!, tables.find((t) => t.name === 'T2')!];
  expect(t1.y).toBeGreaterThanOrEqual(140);
  expect(t2.x).toBeGreaterThanOrEqual(200);
  await admin.context.close();
  await manager.context.close();
});

test('a View Only user sees the plan but cannot change it', async ({ browser }) => {
  const admin = await signedInContext(browser, 'admin');
  const host = await signedInContext(browser, 'host');
  const planId = await newPlan(admin.page, unique('Read only'));
  await openEditor(admin.page, planId);
  await addTable(admin.page, 'Square');
  const before = await canvasLayout(admin.page);

  await openEditor(host.page, planId);
  await expect(host.page.getByTestId('plan-read-only')).toBeVisible();
  await expect(host.page.getByTestId('add-table')).toHaveCount(0);
  await expect.poll(() => canvasLayout(host.page)).toEqual(before);
  await dragTable(host.page, 'T1', 200, 200);
  await host.page.keyboard.press('Delete');
  await expect(host.page.getByTestId('table-name')).toBeDisabled();
  await snap(host.page, 'floor-editor-view-only');

  // The admin adds a table afterwards: once it has arrived on the host's screen, anything the host had sent
  // would have arrived too — the server's draft still has the table where the admin put it.
  await addTable(admin.page, 'Round');
  await expectConverged(admin.page, host.page, 2);
  const draft = await callApi<{ tables: { name: string; x: number; y: number }[] }>(admin.page, '/api/floorplan/draft', { planId }, 'GET');
  expect(draft.tables.find((table) => table.name === 'T1')).toMatchObject({ x: before[0]!.x, y: before[0]!.y });
  await admin.context.close();
  await host.context.close();
});

test('the editor checks the spec §5 table rules before publishing', async ({ signedInPage: page }) => {
  const planId = await newPlan(page, unique('Rules'));
  await openEditor(page, planId);
  await addTable(page, 'Square');
  const point = await tablePoint(page, 'T1');
  await page.mouse.click(point.x, point.y);
  await numberInput(page, 'table-max-pax').fill('1');
  await numberInput(page, 'table-max-pax').blur();
  const inspector = page.getByTestId('table-inspector');
  await expect(inspector.getByText('Max party size must be larger than min party size.')).toBeVisible();
  await page.getByTestId('publish-plan').click();
  await expect(page.getByTestId('publish-issues')).toContainText('T1');
  await snap(page, 'floor-editor-publish-issues');
  await page.getByTestId('publish-issues').locator('.floor-issue-link').first().click();
  await numberInput(page, 'table-max-pax').fill('4');
  await numberInput(page, 'table-max-pax').blur();
  await expect(inspector.getByText('Max party size must be larger than min party size.')).toHaveCount(0);

  // Settings -> Sections and Table Plans shows the same draft: its section with the table.
  await page.goto(`/sectionTable?plan=${planId}`);
  await expectSynced(page);
  await expect(page.getByTestId('plan-sections')).toContainText('T1 · 1-4');
  await snap(page, 'floor-sections');
});

test('the editor on a phone-sized screen', async ({ browser }) => {
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await phone.newPage();
  await signIn(page, 'admin');
  const planId = await newPlan(page, unique('Phone'));
  await openEditor(page, planId);
  await addTable(page, 'Round');
  await addTable(page, 'Rectangle');
  await snap(page, 'floor-editor-phone');
  await page.goto(`/sectionTable?plan=${planId}`);
  await expectSynced(page);
  await expect(page.getByTestId('plan-sections')).toContainText('T1');
  await snap(page, 'floor-sections-phone');
  await phone.close();
});
