import type { Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { expect, snap, test } from '../fixtures';
import { apiOf } from './reservations-api';

/** A party size no other test books, so this test's row is its own on a shared day. */
const PARTY = 17;

async function switchLanguage(page: Page, locale: 'en_US' | 'zh_CN') {
  await page.context().addCookies([{ name: 'language', value: locale, domain: 'localhost', path: '/' }]);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', locale === 'zh_CN' ? 'zh-Hans' : 'en');
}

test("a manager watches today's bookings by party size move live, reads the definitions, compares and exports", async ({
  signedInPage: page,
}) => {
  const api = await apiOf(page);
  const date = await api.serviceDay();

  await page.getByRole('menuitem', { name: 'Reports', exact: true }).click();
  await expect(page.getByTestId('screen-title')).toHaveText('Reports');
  await expect(page.getByTestId('report-chart').getByRole('application')).toBeVisible();
  await expect(page.getByTestId('report-definitions')).toContainText('Covers: adults + children of the bookings that were fulfilled');

  await page.getByRole('tab', { name: 'Bookings by party size' }).click();
  await page.getByTestId('report-preset').click();
  await page.getByRole('option', { name: 'Today' }).click();
  const row = page
    .getByTestId('report-table')
    .locator('tr')
    .filter({ hasText: `${PARTY} pax` });
  const before = (await row.count()) === 0 ? 0 : Number(await row.locator('td').nth(1).innerText());

  // Another host books a party of 17 for today: the row appears (or grows) without a reload.
  await api.book({
    date,
    time: '23:45',
    last_name: `Reports${Date.now().toString(36)}`,
    adults: PARTY,
    book_anyway: true,
    override_rules: true,
  });
  await expect(row.locator('td').nth(1)).toHaveText(String(before + 1));

  await page.getByTestId('report-compare').click();
  await expect(page.getByTestId('report-table').getByRole('columnheader', { name: 'Previous period: Bookings' })).toBeVisible();
  await snap(page, 'reports-party-size-en');

  const downloading = page.waitForEvent('download');
  await page.getByTestId('report-export').click();
  const file = await (await downloading).path();
  const csv = await readFile(file, 'utf8');
  expect(csv.startsWith('\uFEFFParty size,Bookings,Covers')).toBe(true);
  expect(csv).toContain(`${PARTY} pax,${before + 1},`);

  // The print view: the report's title, chart and table without the navigation and controls.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByTestId('report-toolbar')).toBeHidden();
  await expect(page.getByTestId('report-table')).toBeVisible();
  await snap(page, 'reports-print');
  await page.emulateMedia({ media: 'screen' });

  // The user activity log: the booking just made, by the admin, and the chain intact.
  await page.getByRole('tab', { name: 'User activity log' }).click();
  await expect(page.getByTestId('chain-status')).toContainText('Tamper check passed');
  await expect(page.getByTestId('activity-table').locator('tr').filter({ hasText: 'ReservationBooked' }).first()).toContainText('admin');
  await snap(page, 'reports-activity-en');

  await switchLanguage(page, 'zh_CN');
  await expect(page.getByTestId('screen-title')).toHaveText('报表');
  await expect(page.getByTestId('report-definitions')).toContainText('就餐人数');
  await snap(page, 'reports-zh');
  await switchLanguage(page, 'en_US');
});

/** Another party size no other test books, for the group report's own row. */
const GROUP_PARTY = 19;

test('the group report moves live with a booking at the other outlet; the activity log names sign-ins, exports and outlets', async ({
  signedInPage: page,
}) => {
  const api = await apiOf(page);
  const date = await api.serviceDay();
  const other = api.rid === 1 ? 2 : 1;

  await page.goto('/reports');
  await page.getByRole('tab', { name: 'Bookings by party size' }).click();
  await page.getByTestId('report-preset').click();
  await page.getByRole('option', { name: 'Today' }).click();
  await page.getByTestId('report-scope').click();
  await page.getByRole('option', { name: 'All my outlets' }).click();
  const row = page
    .getByTestId('report-table')
    .locator('tr')
    .filter({ hasText: `${GROUP_PARTY} pax` });
  await expect(page.getByTestId('report-table')).toBeVisible();
  const before = (await row.count()) === 0 ? 0 : Number(await row.locator('td').nth(1).innerText());

  // A party of 19 booked at the other outlet of the group: the group's figures move without a reload.
  await api.book({
    rid: other,
    date,
    time: '23:40',
    last_name: `Group${Date.now().toString(36)}`,
    adults: GROUP_PARTY,
    book_anyway: true,
    override_rules: true,
  });
  await expect(row.locator('td').nth(1)).toHaveText(String(before + 1));
  await snap(page, 'reports-group-live-en');

  const downloading = page.waitForEvent('download');
  await page.getByTestId('report-export').click();
  expect((await downloading).suggestedFilename()).toMatch(/^party_size-group-.*\.csv$/);

  await page.getByRole('tab', { name: 'User activity log' }).click();
  const table = page.getByTestId('activity-table');
  // The other tests' exports may come after this one: this export's row is the one naming the group's file.
  const exported = table.locator('tr').filter({ hasText: 'DataExported' }).filter({ hasText: 'party_size-group-' }).first();
  await expect(exported).toContainText('admin');
  await expect(exported).toContainText(/Covers Demo (Singapore|Bangkok)/);
  await page.getByTestId('activity-category').click();
  await page.getByRole('option', { name: 'Sign-ins' }).click();
  await expect(table.locator('tr').filter({ hasText: 'UserSignedIn' }).first()).toContainText('admin');
  await expect(page.getByTestId('chain-status')).toContainText('Tamper check passed');
  await snap(page, 'reports-activity-sign-ins-en');
  await switchLanguage(page, 'zh_CN');
  await page.getByRole('tab', { name: '用户操作日志' }).click();
  await snap(page, 'reports-activity-zh');
  await switchLanguage(page, 'en_US');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the traffic summary shows its chart and table', async ({ signedInPage: page }) => {
    await page.goto('/reports');
    await page.getByRole('tab', { name: 'Traffic summary' }).click();
    await expect(page.getByTestId('report-chart').getByRole('application')).toBeVisible();
    await expect(page.getByTestId('report-definitions')).toContainText('Traffic hour');
    await snap(page, 'reports-traffic-phone');
  });

  test('the activity log names the outlet of each row', async ({ signedInPage: page }) => {
    await page.goto('/reports');
    await page.getByRole('tab', { name: 'User activity log' }).click();
    await expect(page.getByTestId('chain-status')).toContainText('Tamper check passed');
    // The demo's own settings were saved at the outlet when it was seeded: their rows name it.
    await expect(page.getByTestId('activity-table')).toContainText(/Covers Demo (Singapore|Bangkok)/);
    await snap(page, 'reports-activity-phone');
  });
});
