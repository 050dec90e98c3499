import type { Page } from '@playwright/test';
import { expect, signIn, snap, test, untilStill } from '../fixtures';
import { canvasTables, signedInContext, tablePoint } from './floor-support';

const FREE = '#ffffff';
const SEATED = '#16a34a';

/**
 * The Singapore outlet's plan. Its service day is its calendar day except in the early hours after a weekend late
 * supper; the Bangkok outlet's dinner runs until 02:00 every night, so there the page's today and the day a walk-in
 * is seated on differ every night from midnight to 02:00.
 */
async function openFloorPlan(page: Page): Promise<void> {
  await page.goto('/floorplan');
  await expect.poll(async () => (await canvasTables(page)).length).toBeGreaterThan(0);
}

test('a seat made at one host shows on another host’s floor plan without a reload', async ({ browser }) => {
  // The hosts' browsers keep the outlet's time, so the day the main page opens on is the outlet's today.
  const first = await signedInContext(browser, 'admin', { timezoneId: 'Asia/Singapore' });
  const second = await signedInContext(browser, 'host', { timezoneId: 'Asia/Singapore' });
  await openFloorPlan(first.page);
  await openFloorPlan(second.page);

  const free = (await canvasTables(first.page)).find((table) => table.fill === FREE && table.name.startsWith('M'));
  expect(free, 'a free table in the demo plan').toBeDefined();
  await expect.poll(async () => (await canvasTables(second.page)).find((table) => table.id === free!.id)?.fill).toBe(FREE);
  await snap(second.page, 'floorplan-before-seat');

  const point = await tablePoint(first.page, free!.name);
  await first.page.mouse.click(point.x, point.y);
  await expect(first.page.getByTestId('table-sheet')).toBeVisible();
  await expect(first.page.getByTestId('table-live-status')).toHaveText('Free');
  await untilStill(first.page.getByTestId('table-sheet'));
  await snap(first.page, 'floorplan-table-sheet');
  await first.page.getByTestId('table-seat-walk-in').click();
  // A booking later in the day holds this table: the reservations prompt asks, as on every other screen.
  const prompt = first.page.getByTestId('double-booked-prompt');
  const sheet = first.page.getByTestId('table-sheet');
  const outcome = async () => ((await prompt.isVisible()) ? 'prompt' : (await sheet.isVisible()) ? 'waiting' : 'seated');
  await expect.poll(outcome).not.toBe('waiting');
  if ((await outcome()) === 'prompt') await prompt.getByRole('button', { name: 'Book anyways' }).click();

  await expect.poll(async () => (await canvasTables(second.page)).find((table) => table.id === free!.id)?.fill).toBe(SEATED);
  await expect.poll(async () => (await canvasTables(first.page)).find((table) => table.id === free!.id)?.fill).toBe(SEATED);
  await snap(second.page, 'floorplan-after-seat');

  // The host clears the table again: the admin's plan follows.
  const again = await tablePoint(second.page, free!.name);
  await second.page.mouse.click(again.x, again.y);
  await expect(second.page.getByTestId('table-live-status')).toHaveText('Seated');
  await second.page.getByTestId('table-clear').click();
  await expect.poll(async () => (await canvasTables(first.page)).find((table) => table.id === free!.id)?.fill).not.toBe(SEATED);
  await first.context.close();
  await second.context.close();
});

test('the floor plan on a phone-sized screen', async ({ browser }) => {
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await phone.newPage();
  await signIn(page, 'admin');
  await page.goto('/floorplan');
  await expect.poll(async () => (await canvasTables(page)).length).toBeGreaterThan(0);
  await expect(page.getByTestId('floorplan-legend')).toBeVisible();
  await snap(page, 'floorplan-phone');
  await phone.close();
});
