import type { Browser, BrowserContext, BrowserContextOptions, Page } from '@playwright/test';
import { expect, signIn, type DemoUser } from '../fixtures';

/** Calls the API from inside the page with its session (bearer token and outlet), as the console does. */
export async function callApi<T>(page: Page, path: string, data: Record<string, string> = {}, method: 'GET' | 'POST' = 'POST'): Promise<T> {
  return page.evaluate(
    async ({ path, data, method }) => {
      const tokens = JSON.parse(localStorage.getItem('covers.tokens') ?? '{}') as { access_token: string };
      const rid = /(?:^|; )rid=(\d+)/.exec(document.cookie)?.[1] ?? '';
      const body = new URLSearchParams({ rid, ...data });
      const response = await fetch(method === 'GET' ? `${path}?${body}` : path, {
        method,
        headers: {
          Authorization: `Bearer ${tokens.access_token}`,
          ...(method === 'POST' ? { 'Content-Type': 'application/x-www-form-urlencoded' } : {}),
        },
        body: method === 'POST' ? body : undefined,
      });
      const envelope = (await response.json()) as { status: { code: number; msg: string }; result: unknown };
      if (envelope.status.code !== 0) throw new Error(`${path}: ${envelope.status.code} ${envelope.status.msg}`);
      return envelope.result as never;
    },
    { path, data, method },
  );
}

export interface CanvasTable {
  id: string;
  name: string;
  x: number;
  y: number;
  rotation: number;
  /** The body's colour: on the floor plan view, the live status. */
  fill: string;
}

/** The tables drawn on the page's plan or floor plan canvas, read from Konva's own nodes. */
export async function canvasTables(page: Page): Promise<CanvasTable[]> {
  return page.evaluate(() => {
    type Node = {
      id(): string;
      x(): number;
      y(): number;
      rotation(): number;
      findOne(selector: string): { text(): string };
      getChildren(): { fill(): string }[];
    };
    const konva = (window as unknown as { Konva?: { stages: { find(selector: string): Node[] }[] } }).Konva;
    const stage = konva?.stages[0];
    if (!stage) return [];
    return stage
      .find('.table')
      .map((node) => ({
        id: node.id(),
        name: node.findOne('Text').text().split('\n')[0]!,
        x: Math.round(node.x()),
        y: Math.round(node.y()),
        rotation: Math.round(node.rotation()),
        fill: node.getChildren()[0]!.fill(),
      }))
      .sort((a, b) => a.id.localeCompare(b.id));
  });
}

/** Where a table's centre is on the screen. */
export async function tablePoint(page: Page, name: string): Promise<{ x: number; y: number }> {
  const point = await page.evaluate((name) => {
    type Node = { getClientRect(): { x: number; y: number; width: number; height: number }; findOne(selector: string): { text(): string } };
    const stage = (window as unknown as { Konva: { stages: { find(selector: string): Node[]; container(): HTMLElement }[] } }).Konva
      .stages[0]!;
    const node = stage.find('.table').find((candidate) => candidate.findOne('Text').text().split('\n')[0] === name);
    if (!node) return null;
    const rect = node.getClientRect();
    const box = stage.container().getBoundingClientRect();
    return { x: box.left + rect.x + rect.width / 2, y: box.top + rect.y + rect.height / 2 };
  }, name);
  if (!point) throw new Error(`table ${name} is not on the canvas`);
  return point;
}

/** Clicks a table until its details open: another editor may move it between reading its place and the click. */
export async function selectTable(page: Page, name: string): Promise<void> {
  await expect(async () => {
    const point = await tablePoint(page, name);
    await page.mouse.click(point.x, point.y);
    await expect(page.getByTestId('table-name')).toHaveValue(name, { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
}

export async function dragTable(page: Page, name: string, dx: number, dy: number): Promise<void> {
  const from = await tablePoint(page, name);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + dx / 2, from.y + dy / 2, { steps: 4 });
  await page.mouse.move(from.x + dx, from.y + dy, { steps: 4 });
  await page.mouse.up();
}

export async function signedInContext(
  browser: Browser,
  user: DemoUser,
  options: BrowserContextOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  await signIn(page, user);
  return { context, page };
}

/** Opens the editor on a plan and waits until its document is in sync with the server. */
export async function openEditor(page: Page, planId: string): Promise<void> {
  await page.goto(`/tableEditor?plan=${planId}`);
  await expectSynced(page);
}

/** The plan's document is in sync with the server (a document just left by another page is stored first). */
export async function expectSynced(page: Page): Promise<void> {
  await expect(page.getByTestId('plan-sync-status')).toHaveAttribute('data-status', 'synced', { timeout: 30_000 });
}

export async function addTable(page: Page, shape: 'Round' | 'Square' | 'Rectangle'): Promise<void> {
  const before = (await canvasTables(page)).length;
  await page.getByTestId('add-table').click();
  await page.getByRole('menuitem', { name: shape }).click();
  await expect.poll(async () => (await canvasTables(page)).length).toBe(before + 1);
}

export async function newPlan(page: Page, name: string): Promise<string> {
  const { planId } = await callApi<{ planId: string }>(page, '/api/floorplan/add', { name });
  return planId;
}

/** The tables' names and places without their colours (selection colours differ between editors). */
export async function canvasLayout(page: Page): Promise<Omit<CanvasTable, 'fill'>[]> {
  return (await canvasTables(page)).map(({ id, name, x, y, rotation }) => ({ id, name, x, y, rotation }));
}

/** An antd InputNumber's own <input>, by the test id given to the component. */
export const numberInput = (page: Page, testId: string) => page.getByTestId(testId).locator('xpath=self::input | .//input');

/** Both pages show the same tables, and as many as expected. */
export async function expectConverged(a: Page, b: Page, count: number): Promise<void> {
  await expect
    .poll(async () => {
      const [left, right] = await Promise.all([canvasLayout(a), canvasLayout(b)]);
      return left.length === count && JSON.stringify(left) === JSON.stringify(right);
    })
    .toBe(true);
}
