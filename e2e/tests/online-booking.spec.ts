import type { Browser, Page } from '@playwright/test';
import { expect, snap, test } from '../fixtures';

/** The Singapore demo outlet's local date some days from now: online booking is open up to 60 days ahead. */
const singaporeDate = (daysAhead: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Singapore' }).format(new Date(Date.now() + daysAhead * 86_400_000));

async function dinerOnPhone(browser: Browser, path: string, locale = 'en_US'): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await context.addCookies([{ name: 'language', value: locale, domain: 'localhost', path: '/' }]);
  const page = await context.newPage();
  await page.goto(path);
  return page;
}

test('a diner books on the public page on a phone, and the host sees the booking appear live', async ({ signedInPage: host, browser }) => {
  const date = singaporeDate(21);
  await host.goto('/setting_onlineBooking');
  await expect(host.getByTestId('online-booking-url')).toHaveValue(/\/book\/covers-demo-sg$/);
  await host.getByTestId('online-confirmation-text').fill('Your table is held for 15 minutes. Parking at B2.');
  await host.getByTestId('online-save').click();
  await expect(host.getByText('Settings saved.')).toBeVisible();
  await snap(host, 'online-settings-en');

  await host.goto(`/?date=${date}`);
  await expect(host.getByTestId('screen-title')).toHaveText('Reservations');

  const diner = await dinerOnPhone(browser, `/book/covers-demo-sg?source=Facebook&date=${date}`);
  await expect(diner.getByTestId('booking-restaurant')).toHaveText('Covers Demo Singapore');
  // Any time offered: other tests close and change services of the shared demo outlet.
  const offered = diner.locator('[data-testid^="booking-time-"]').first();
  const time = (await offered.getAttribute('data-testid'))!.replace('booking-time-', '');
  await offered.click();
  await diner.getByTestId('booking-first-name').fill('Priya');
  await diner.getByTestId('booking-last-name').fill('Onlinebooker');
  await diner.getByTestId('booking-phone').fill('9123 8800');
  await diner.getByTestId('booking-email').fill('priya@example.com');
  await snap(diner, 'online-booking-page-phone-en');
  // A double tap sends the same form twice: one booking.
  await diner.getByTestId('booking-submit').dblclick();
  await expect(diner.getByTestId('booking-confirmed')).toContainText('You’re booked!');
  await expect(diner.getByTestId('booking-confirmed')).toContainText('Parking at B2.');
  await snap(diner, 'online-booking-confirmed-phone-en');

  const row = host.getByTestId('reservation-row').filter({ hasText: 'Onlinebooker' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(time);
  await diner.context().close();
});

test('the booking page in Thai on a phone offers only what online booking allows', async ({ browser }) => {
  const diner = await dinerOnPhone(browser, `/book/covers-demo-sg?date=${singaporeDate(22)}`, 'th_TH');
  await expect(diner.getByRole('heading', { name: 'จองโต๊ะ' })).toBeVisible();
  // Lunch's online slot runs 11:30-14:00; staff may book until 15:00.
  await expect(diner.getByTestId('booking-time-13:45')).toBeVisible();
  await expect(diner.getByTestId('booking-time-14:00')).toHaveCount(0);
  await snap(diner, 'online-booking-page-phone-th');
  await diner.goto('/book/no-such-restaurant');
  await expect(diner.getByText('ไม่มีหน้าจองนี้')).toBeVisible();
  await diner.context().close();
});

test('offline seats: a manager holds seats back from online booking', async ({ signedInPage: page }) => {
  await page.goto('/offline_seats');
  const rows = page.getByTestId('offline-seats').locator('tbody tr.ant-table-row');
  await expect(rows).toHaveCount(1);
  await page.getByTestId('hold-add').click();
  await page.getByTestId('hold-covers-1').fill('6');
  await page.getByTestId('holds-save').click();
  await expect(page.getByText('Settings saved.')).toBeVisible();
  await page.reload();
  await expect(rows).toHaveCount(2);
  await expect(page.getByTestId('hold-covers-1')).toHaveValue('6');
  await snap(page, 'offline-seats-en');
});
