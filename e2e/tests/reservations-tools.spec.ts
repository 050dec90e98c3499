import type { Page } from '@playwright/test';
import { expect, signIn, test, tick, untilStill } from '../fixtures';
import { apiOf, SEATED, snapView } from './reservations-api';

const rowOf = (page: Page, name: string) => page.getByTestId('reservation-row').filter({ hasText: name });

async function openDay(page: Page, date: string) {
  await page.goto(`/?date=${date}`);
  await expect(page.getByTestId('list-tabs')).toBeVisible();
}

test('an empty last name says "Last name is required." on the field, in English and Chinese', async ({ signedInPage: page }) => {
  await page.getByTestId('add-reservation').click();
  const form = page.getByTestId('booking-form');
  await form.getByTestId('save-booking').click();
  await expect(form.locator('.ant-form-item').filter({ hasText: 'Last name' })).toContainText('Last name is required.');
  await expect(form).not.toContainText('Invalid input');
  await snapView(page, 'booking-form-required');

  await page.keyboard.press('Escape');
  await page.getByTestId('language-switcher').selectOption('zh_CN');
  await page.getByTestId('add-reservation').click();
  await form.getByTestId('save-booking').click();
  await expect(form).toContainText('姓氏为必填项。');
  await snapView(page, 'booking-form-required-zh_CN');
});

test('the list: tick two bookings and seat both at once', async ({ signedInPage: page }) => {
  // Parties are seated only on their own service day: tonight at 23:45, after the demo's bookings (in the late
  // supper on Fridays and Saturdays, whose intervals other tests' bookings fill: hence Book anyways).
  const api = await apiOf(page);
  const date = await api.serviceDay();
  await api.book({ date, time: '23:45', last_name: 'Batchone', table_ids: ['m2'], book_anyway: true, override_rules: true });
  await api.book({ date, time: '23:45', last_name: 'Batchtwo', table_ids: ['m3'], book_anyway: true, override_rules: true });
  await openDay(page, date);
  for (const name of ['Batchone', 'Batchtwo']) await tick(rowOf(page, name).locator('.ant-table-selection-column input'));
  await expect(page.getByTestId('detail-drawer')).toBeHidden();
  const bar = page.getByTestId('batch-status-bar');
  await expect(bar).toContainText('2 selected');
  await bar.getByTestId('batch-action').click();
  await page
    .locator('.ant-select-item-option')
    .filter({ hasText: /^Seat$/ })
    .click();
  await snapView(page, 'reservations-batch');
  await bar.getByTestId('batch-apply').click();
  await expect(rowOf(page, 'Batchone')).toContainText(SEATED);
  await expect(rowOf(page, 'Batchtwo')).toContainText(SEATED);
  await expect(bar).toBeHidden();
});

test('the detail panel sets flags, swaps tables with another booking and resends a notification', async ({ signedInPage: page }) => {
  const date = '2031-03-05';
  const api = await apiOf(page);
  await api.book({ date, time: '19:00', last_name: 'Swapfirst', email: 'swapfirst@example.com', table_ids: ['m1'] });
  await api.book({ date, time: '19:00', last_name: 'Swapsecond', table_ids: ['m2'] });
  await openDay(page, date);
  await rowOf(page, 'Swapfirst').click();
  const detail = page.getByTestId('detail-drawer');
  await untilStill(detail.locator('.ant-drawer-content'));

  await detail.getByTestId('flags-input').locator('input').fill('Birthday cake');
  await page.keyboard.press('Enter');
  await detail.getByTestId('save-flags').click();
  await expect(page.getByText('Flags saved')).toBeVisible();

  await detail.getByTestId('exchange-with').click();
  await page.locator('.ant-select-item-option').filter({ hasText: 'Swapsecond' }).click();
  await detail.getByTestId('exchange-tables').click();
  await expect(page.getByText('Tables swapped')).toBeVisible();
  await expect(detail.locator('.detail-fields')).toContainText('M2');

  await detail.getByTestId('resend-channel').click();
  await page.locator('.ant-select-item-option').filter({ hasText: 'Email' }).click();
  await detail.getByTestId('resend-notification').click();
  await expect(page.getByText('Notification requested')).toBeVisible();
  await snapView(page, 'reservations-detail-extras');

  const after = await api.call<{ flags: string[] }>('GET', '/api/booking/flags', {
    reservation_id: await idOf(api, date, 'Swapfirst'),
    date,
  });
  expect(after.flags).toEqual(['Birthday cake']);
  const audit = await api.call<{ entries: { action: string }[] }>('GET', '/api/booking/audit_trail', {
    reservation_id: await idOf(api, date, 'Swapfirst'),
  });
  expect(audit.entries.map((entry) => entry.action)).toEqual(expect.arrayContaining(['flags', 'exchange_table', 'resend_notification']));
  await expect(rowOf(page, 'Swapsecond')).toContainText('M1');
});

test('the new list tools on a phone', async ({ browser }) => {
  const page = await (await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })).newPage();
  await signIn(page);
  const date = '2031-03-06';
  const api = await apiOf(page);
  await api.book({ date, time: '18:00', last_name: 'Phoneone', table_ids: ['m1'] });
  await api.book({ date, time: '18:30', last_name: 'Phonetwo', table_ids: ['m2'] });
  // The phone layout keeps the language switcher in its menu; the remembered language is the cookie.
  await page.context().addCookies([{ name: 'language', value: 'th_TH', url: new URL(page.url()).origin }]);
  await openDay(page, date);
  await rowOf(page, 'Phoneone').locator('.reservation-card-select').click();
  await expect(page.getByTestId('batch-status-bar')).toContainText('เลือก 1 รายการ');
  await snapView(page, 'mobile-reservations-batch-th_TH');
  await rowOf(page, 'Phonetwo').locator('.reservation-card-time').click();
  await untilStill(page.getByTestId('detail-drawer').locator('.ant-drawer-content'));
  await page.getByTestId('resend-notification').scrollIntoViewIfNeeded();
  await snapView(page, 'mobile-reservations-detail-extras-th_TH');
  await page.context().close();
});

async function idOf(api: Awaited<ReturnType<typeof apiOf>>, date: string, lastName: string): Promise<string> {
  const day = await api.call<{ reservations: { reservation_id: string; last_name?: string }[] }>('GET', '/api/reservation/list', { date });
  return day.reservations.find((row) => row.last_name === lastName)!.reservation_id;
}

test('the booking form offers the bookable times with their refusals and suggests a table', async ({ signedInPage: page }) => {
  await openDay(page, '2031-03-10');
  await page.getByTestId('add-reservation').click();
  const form = page.getByTestId('booking-form');
  await form
    .getByTestId('bookable-time')
    .filter({ hasText: /^19:00$/ })
    .click();
  await expect(form.getByTestId('booking-time')).toHaveValue('19:00');
  await expect(form.getByTestId('table-suggestion')).toContainText('Suggested:');
  await form.getByTestId('use-suggestion').click();
  await expect(form.getByTestId('use-suggestion')).toBeHidden();
  await expect(form.locator('.ant-form-item').filter({ hasText: 'Tables' }).locator('.ant-select-selection-item').first()).toBeVisible();
  await untilStill(form.locator('.ant-drawer-content'));
  await snapView(page, 'booking-form-help');

  await form.getByLabel('Adults').fill('12');
  await expect(form.getByTestId('time-refusal')).toHaveText('This party size is not taken for this service.');
  await expect(form.locator('[data-testid="bookable-time"][data-available="true"]')).toHaveCount(0);
});
