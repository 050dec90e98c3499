import Papa from 'papaparse';
import { readFileSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { expect, signIn, snap, test, untilStill, type DemoUser } from '../fixtures';
import { apiOf } from './reservations-api';

type Api = Awaited<ReturnType<typeof apiOf>>;

/** The interface language, as the language switcher leaves it: the cookie, read on the next load. */
async function switchLanguage(page: Page, locale: 'en_US' | 'zh_CN') {
  await page.context().addCookies([{ name: 'language', value: locale, domain: 'localhost', path: '/' }]);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', locale === 'zh_CN' ? 'zh-Hans' : 'en');
}

/** Two bookings on M4 at once (the second with Book anyways): what the Gantt must show both of. */
async function doubleBook(api: Api, date: string) {
  await api.book({ date, time: '19:00', last_name: 'Holder', table_ids: ['m4'] });
  return api.book({ date, time: '19:30', last_name: 'Anyway', table_ids: ['m4'], book_anyway: true });
}

/** Konva's bars of the Gantt: reservation id and the row position each is drawn at. */
async function ganttBars(page: Page): Promise<{ id: string; y: number }[]> {
  return page.evaluate(() => {
    type Node = { id(): string; y(): number };
    const stage = (window as unknown as { Konva: { stages: { find(selector: string): Node[] }[] } }).Konva.stages[0]!;
    return stage.find('.gantt-bar').map((node) => ({ id: node.id().split(':')[0]!, y: Math.round(node.y()) }));
  });
}

/** Each table of the floor plan canvas and how strongly it is drawn (1, or faded). */
async function tableOpacities(page: Page): Promise<Record<string, number>> {
  return page.evaluate(() => {
    type Node = { id(): string; opacity(): number };
    const stage = (window as unknown as { Konva?: { stages: { find(selector: string): Node[] }[] } }).Konva?.stages[0];
    return Object.fromEntries((stage?.find('.table') ?? []).map((node) => [node.id(), node.opacity()]));
  });
}

async function phonePage(browser: Browser, user: DemoUser = 'admin') {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await signIn(page, user);
  return page;
}

test('the Gantt shows both bars of a double booking, stacked and marked; a cancelled booking leaves the chart', async ({
  signedInPage: page,
}) => {
  const date = '2031-07-07';
  const api = await apiOf(page);
  const anyway = await doubleBook(api, date);
  await page.goto(`/gantt?date=${date}`);
  await expect(page.getByTestId('gantt-clashes')).toHaveText('Double booked: M4');
  const listed = page.getByTestId('gantt-bars');
  await expect(listed.locator('[data-clash]')).toHaveCount(2);
  await expect(listed).toContainText('19:30 Anyway · M4 · Booked · Double booked');
  const bars = await ganttBars(page);
  const [holder, second] = [bars.find((bar) => bar.id !== anyway.reservation_id)!, bars.find((bar) => bar.id === anyway.reservation_id)!];
  expect(second.y - holder.y).toBe(32);
  await snap(page, 'gantt-double-booked');
  await switchLanguage(page, 'zh_CN');
  await expect(page.getByTestId('gantt-clashes')).toHaveText('重复预订：M4');
  await snap(page, 'gantt-double-booked-zh');
  await switchLanguage(page, 'en_US');

  await api.call('POST', '/api/reservation/cancel', { reservation_id: anyway.reservation_id, date, reason: 'Double Booking' });
  await expect(listed).not.toContainText('Anyway');
  await expect(page.getByTestId('gantt-clashes')).toBeHidden();
  expect((await ganttBars(page)).map((bar) => bar.id)).not.toContain(anyway.reservation_id);
});

test('Fulfilled counts a departed party and keeps counting it once it is Done', async ({ signedInPage: page }) => {
  // A party is seated only on its own service day, where the demo's parties are counted too: count from theirs.
  const api = await apiOf(page);
  const date = await api.serviceDay();
  const { reservation_id } = await api.book({
    date,
    time: '23:45',
    last_name: 'Visit',
    table_ids: ['m1'],
    book_anyway: true,
    override_rules: true,
  });
  const act = (action: string) =>
    api.call('POST', '/api/booking/update_transaction_status', { reservation_id, date, action, book_anyway: true });
  const fulfilled = async () => (await api.call<{ fulfilled: number }>('GET', '/api/reservation/count', { date })).fulfilled;
  await act('seat');
  const before = await fulfilled();
  await act('depart');
  await page.goto(`/?date=${date}`);
  await expect(page.getByTestId('tab-covers')).toContainText(`Fulfilled: ${before + 1}`);
  await act('done');
  await expect(page.getByTestId('reservation-row').filter({ hasText: 'Visit' })).toContainText('Done');
  await expect(page.getByTestId('tab-covers')).toContainText(`Fulfilled: ${before + 1}`);
});

test('a deposit shows with the outlet currency, written as the interface language writes money', async ({ signedInPage: page }) => {
  const date = '2031-07-08';
  await (
    await apiOf(page)
  ).book({ date, time: '18:00', last_name: 'Deposit', deposit_amount: 1250, deposit_status: 'paid', customer_spend: 80.5 });
  const openDetail = async () => {
    await page.goto(`/?date=${date}`);
    await page.getByTestId('reservation-row').filter({ hasText: 'Deposit' }).click();
    const detail = page.getByTestId('detail-drawer');
    await untilStill(detail);
    return detail;
  };
  let detail = await openDetail();
  // A booking years ahead: nothing to seat or mark as a no-show yet; it can still be confirmed or cancelled.
  await expect(detail.locator('[data-action="confirm"]')).toBeVisible();
  for (const action of ['arrive', 'seat', 'partially_seat', 'no_show'])
    await expect(detail.locator(`[data-action="${action}"]`)).toHaveCount(0);
  await expect(detail).toContainText('S$1,250.00 · Paid');
  await expect(detail).toContainText('S$80.50');
  await detail.getByText('S$1,250.00 · Paid').scrollIntoViewIfNeeded();
  await snap(page, 'detail-deposit');
  await detail.getByRole('button', { name: 'Edit' }).click();
  const form = page.getByTestId('booking-form');
  for (const [field, value] of [
    ['deposit-amount', '1250'],
    ['customer-spend', '80.5'],
  ]) {
    const input = form.locator('.ant-input-number-affix-wrapper').filter({ has: page.getByTestId(field) });
    await expect(input.locator('.ant-input-number-prefix')).toHaveText('S$');
    await expect(page.getByTestId(field)).toHaveValue(value);
  }
  await switchLanguage(page, 'zh_CN');
  detail = await openDetail();
  await expect(detail).toContainText('S$1,250.00 · 已付');
  await detail.getByText('S$1,250.00 · 已付').scrollIntoViewIfNeeded();
  await snap(page, 'detail-deposit-zh');
});

test('without Export Diner List the export leaves phones and e-mails out; statuses come in the user’s language', async ({ browser }) => {
  const date = '2031-07-10';
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, 'host');
  await (await apiOf(page)).book({ date, time: '18:00', last_name: 'Private', phone: '+6591112222', email: 'private@example.com' });
  const openExport = async () => {
    await page.goto(`/?date=${date}`);
    await page.getByTestId('open-export').click();
    return page.getByTestId('export-dialog');
  };
  let dialog = await openExport();
  await expect(dialog.getByTestId('export-contacts-locked')).toHaveText('Phones and e-mails need the Export Diner List permission.');
  for (const field of ['phone', 'email', 'third_party_phone', 'third_party_email'])
    await expect(dialog.locator(`input[data-field="${field}"], [data-field="${field}"] input`)).toBeDisabled();
  await snap(page, 'export-contacts-locked');

  await switchLanguage(page, 'zh_CN');
  dialog = await openExport();
  await expect(dialog.getByTestId('export-contacts-locked')).toBeVisible();
  await snap(page, 'export-contacts-locked-zh');
  const download = page.waitForEvent('download');
  await dialog.locator('#export-download').click();
  const rows = Papa.parse<string[]>(
    readFileSync(await (await download).path(), 'utf8')
      .slice(1)
      .trim(),
  ).data;
  expect(rows[0]).not.toContain('Phone');
  expect(rows[0]).not.toContain('Email');
  expect(rows[1]![rows[0]!.indexOf('Booking Status')]).toBe('已预订');
  expect(rows.flat().join(' ')).not.toContain('6591112222');
  await context.close();
});

test('the table plan view has the list’s tabs, search and filters: the tables of the bookings they pick stand out', async ({
  signedInPage: page,
}) => {
  const date = '2031-07-04';
  const api = await apiOf(page);
  await api.book({ date, time: '19:00', last_name: 'Kiwi', table_ids: ['m2'], vip: true });
  await api.book({ date, time: '19:00', last_name: 'Other', table_ids: ['m3'] });
  await page.goto(`/floorplan?date=${date}`);
  await expect(page.getByTestId('list-tabs')).toBeVisible();
  await expect(page.getByTestId('list-filters')).toBeVisible();
  await expect.poll(async () => Object.keys(await tableOpacities(page)).length).toBeGreaterThan(2);
  expect(Object.values(await tableOpacities(page)).every((opacity) => opacity === 1)).toBe(true);

  await page.getByTestId('search-input').fill('Kiwi');
  await expect(page).toHaveURL(/q=Kiwi/);
  await expect(page.getByTestId('floorplan-picked')).toHaveText('1 table with bookings shown');
  await expect.poll(async () => (await tableOpacities(page)).m3).toBe(0.3);
  expect((await tableOpacities(page)).m2).toBe(1);
  await snap(page, 'floorplan-search');

  await page.getByTestId('search-input').fill('');
  await expect(page).not.toHaveURL(/q=/);
  await page.locator('[data-filter="vip"]').click();
  await expect(page).toHaveURL(/f=vip/);
  await expect.poll(async () => (await tableOpacities(page)).m3).toBe(0.3);
  expect((await tableOpacities(page)).m2).toBe(1);
  await switchLanguage(page, 'zh_CN');
  await expect(page.getByTestId('floorplan-picked')).toHaveText('1 张餐桌有符合条件的预订');
  await snap(page, 'floorplan-filter-zh');
});

test('the service filter offers only the services that run on the day shown', async ({ signedInPage: page }) => {
  // Late Supper runs on Fridays and Saturdays only.
  await page.goto('/floorplan?date=2031-07-04');
  await expect(page.getByTestId('service-filter')).toContainText('Late Supper');
  await page.goto('/floorplan?date=2031-07-02&service=not-running-that-day');
  await expect(page.getByTestId('service-filter')).toContainText('Dinner');
  await expect(page.getByTestId('service-filter')).not.toContainText('Late Supper');
  await expect(page).not.toHaveURL(/service=/);
});

test('the changed screens on a phone, in English and Chinese', async ({ browser }) => {
  const page = await phonePage(browser);
  const api = await apiOf(page);
  const date = '2031-07-11';
  await doubleBook(api, date);
  await api.book({ date, time: '18:00', last_name: 'Deposit', deposit_amount: 40, deposit_status: 'pending', table_ids: ['m2'] });
  for (const locale of ['en_US', 'zh_CN'] as const) {
    await switchLanguage(page, locale);
    const suffix = locale === 'en_US' ? '' : '-zh';
    await page.goto(`/gantt?date=${date}`);
    await expect(page.getByTestId('gantt-clashes')).toBeVisible();
    await snap(page, `gantt-double-booked-phone${suffix}`);
    await page.goto(`/floorplan?date=${date}&q=Deposit`);
    await expect(page.getByTestId('floorplan-picked')).toBeVisible();
    await expect.poll(async () => (await tableOpacities(page)).m3).toBe(0.3);
    await snap(page, `floorplan-search-phone${suffix}`);
    await page.goto(`/?date=${date}`);
    await page.getByTestId('reservation-row').filter({ hasText: 'Deposit' }).click();
    const detail = page.getByTestId('detail-drawer');
    await untilStill(detail);
    await detail.getByText('S$40.00').scrollIntoViewIfNeeded();
    await snap(page, `detail-deposit-phone${suffix}`);
  }
  await page.context().close();
});
