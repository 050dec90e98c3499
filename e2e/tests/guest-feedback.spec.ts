import type { Browser, Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { expect, test, untilStill } from '../fixtures';
import { apiOf, snapView } from './reservations-api';

/** The interface language, as the language switcher leaves it: the cookie, read on the next load. */
async function switchLanguage(page: Page, locale: 'en_US' | 'zh_CN') {
  await page.context().addCookies([{ name: 'language', value: locale, domain: 'localhost', path: '/' }]);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', locale === 'zh_CN' ? 'zh-Hans' : 'en');
}

/** The diner, on their phone, gives `stars` and a comment through their booking's feedback link. */
async function rateThroughLink(browser: Browser, link: string, stars: number, comment: string) {
  const phoneContext = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const dinerPage = await phoneContext.newPage();
  await dinerPage.goto(link);
  await dinerPage
    .getByTestId('feedback-stars')
    .locator('.ant-rate-star')
    .nth(stars - 1)
    .click();
  await dinerPage.getByTestId('feedback-comment').fill(comment);
  await dinerPage.getByTestId('feedback-submit').click();
  await expect(dinerPage.getByTestId('feedback-thanks')).toBeVisible();
  await phoneContext.close();
}

test('a diner rates their visit; their profile and the Guest Feedback page show it, and the comments download', async ({
  signedInPage: page,
  browser,
}) => {
  const suffix = Date.now().toString(36);
  const lastName = `Critic${suffix}`;
  const comment = `Crisp roti ${suffix}`;
  // A Singapore mobile number no other test uses: 8 and seven digits of the clock.
  const phone = `+658${String(Date.now()).slice(-7)}`;

  // A diner's departed visit, and its feedback link.
  const api = await apiOf(page);
  const date = await api.serviceDay();
  const { diner } = await api.call<{ diner: { diner_id: string } }>('POST', '/api/diner/add', {
    first_name: 'Ana',
    last_name: lastName,
    phone,
  });
  const { reservation_id } = await api.book({
    diner_id: diner.diner_id,
    date,
    time: '23:45',
    first_name: 'Ana',
    last_name: lastName,
    table_ids: ['m2'],
    book_anyway: true,
    override_rules: true,
  });
  for (const action of ['seat', 'depart'])
    await api.call('POST', '/api/booking/update_transaction_status', { reservation_id, date, action, book_anyway: true });
  const { path } = await api.call<{ path: string }>('POST', '/api/feedback/link', { reservation_id });

  // The diner rates it five stars through the link.
  await rateThroughLink(browser, new URL(path, page.url()).href, 5, comment);

  // The diner's profile: the visit's outlet, date, stars and comment, and the average.
  await page.goto(`/DinerDirectory`);
  await page.getByTestId('diner-search').fill(lastName);
  await page.getByTestId('diner-list').locator('.diner-row').filter({ hasText: lastName }).click();
  const drawer = page.getByTestId('diner-drawer');
  await untilStill(drawer.locator('.ant-drawer-content'));
  const given = drawer.getByTestId('diner-feedback');
  const row = given.getByTestId('diner-feedback-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(date);
  await expect(row).toContainText(comment);
  await expect(row.locator('.ant-rate-star-full')).toHaveCount(5);
  await expect(given.getByTestId('rating-summary')).toContainText('5.0');
  await given.scrollIntoViewIfNeeded();
  await snapView(page, 'diner-feedback-en');
  await page.keyboard.press('Escape');

  // Guest Feedback, from the Insights menu: the visit in the last 30 days, and the comments as CSV.
  await page.getByRole('menuitem', { name: 'Guest Feedback', exact: true }).click();
  await expect(page.getByTestId('screen-title')).toHaveText('Guest Feedback');
  const list = page.getByTestId('feedback-list');
  const listed = list.locator('tr').filter({ hasText: comment });
  await expect(listed).toContainText(`Ana ${lastName}`);
  await expect(listed.locator('.ant-rate-star-full')).toHaveCount(5);
  await expect(page.getByTestId('rating-summary')).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByTestId('download-comments').click();
  const csv = await downloading;
  expect(csv.suggestedFilename()).toMatch(/^comments-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(await readFile((await csv.path())!, 'utf8')).toContain(comment);
  await snapView(page, 'guest-feedback-en');

  // A range with no visits: the empty state.
  const range = page.getByTestId('feedback-range');
  await range.first().click();
  await range.first().fill('2031-01-01');
  await range.first().press('Enter');
  await range.last().fill('2031-01-02');
  await range.last().press('Enter');
  await expect(list).toContainText('No feedback on visits in these dates.');

  // zh_CN, desktop then phone; English on a phone.
  await switchLanguage(page, 'zh_CN');
  await expect(page.getByTestId('screen-title')).toHaveText('顾客反馈');
  await expect(list.locator('tr').filter({ hasText: comment })).toBeVisible();
  await snapView(page, 'guest-feedback-zh');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId('feedback-list').getByTestId('feedback-list-row').filter({ hasText: comment })).toBeVisible();
  await snapView(page, 'guest-feedback-zh-phone');
  await page.goto('/DinerDirectory');
  await page.getByTestId('diner-search').fill(lastName);
  await page.getByTestId('diner-list').locator('.diner-row').filter({ hasText: lastName }).click();
  await untilStill(drawer.locator('.ant-drawer-content'));
  await expect(drawer.getByTestId('diner-feedback-row')).toContainText(comment);
  await drawer.getByTestId('diner-feedback').scrollIntoViewIfNeeded();
  await snapView(page, 'diner-feedback-zh-phone');
  await switchLanguage(page, 'en_US');
  await page.goto('/feedback_list');
  await expect(page.getByTestId('feedback-list').getByTestId('feedback-list-row').filter({ hasText: comment })).toBeVisible();
  await snapView(page, 'guest-feedback-en-phone');
});

test("an open profile shows feedback given at the group's other outlet as it arrives", async ({ signedInPage: page, browser }) => {
  const suffix = Date.now().toString(36);
  const lastName = `Roamer${suffix}`;
  const comment = `Tom yum at Bangkok ${suffix}`;
  const phone = `+659${String(Date.now()).slice(-7)}`;

  // A diner of the group with a departed visit at Bangkok; the host works at Singapore.
  const api = await apiOf(page);
  const bangkok = 2;
  const { diner } = await api.call<{ diner: { diner_id: string } }>('POST', '/api/diner/add', {
    first_name: 'Noi',
    last_name: lastName,
    phone,
  });
  const { date } = await api.call<{ date: string }>('GET', '/api/reservation/service_day', { rid: String(bangkok) });
  const { reservation_id } = await api.book({
    rid: bangkok,
    diner_id: diner.diner_id,
    date,
    time: '23:30',
    first_name: 'Noi',
    last_name: lastName,
    book_anyway: true,
    override_rules: true,
  });
  for (const action of ['seat', 'depart'])
    await api.call('POST', '/api/booking/update_transaction_status', { rid: bangkok, reservation_id, date, action, book_anyway: true });
  const { path } = await api.call<{ path: string }>('POST', '/api/feedback/link', { rid: bangkok, reservation_id });

  await page.goto('/DinerDirectory');
  await page.getByTestId('diner-search').fill(lastName);
  await page.getByTestId('diner-list').locator('.diner-row').filter({ hasText: lastName }).click();
  const given = page.getByTestId('diner-drawer').getByTestId('diner-feedback');
  await expect(given).toBeVisible();
  await expect(given.getByTestId('diner-feedback-row')).toHaveCount(0);

  await rateThroughLink(browser, new URL(path, page.url()).href, 4, comment);

  const row = given.getByTestId('diner-feedback-row');
  await expect(row).toContainText(comment);
  await expect(row).toContainText('Covers Demo Bangkok');
  await expect(row.locator('.ant-rate-star-full')).toHaveCount(4);
});
