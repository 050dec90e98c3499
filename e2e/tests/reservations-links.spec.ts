import type { Page } from '@playwright/test';
import { DEMO, expect, signIn, submitSignIn, test, untilStill } from '../fixtures';
import { apiOf, snapView } from './reservations-api';

async function demoOutlets(page: Page): Promise<{ rid: number; name: string }[]> {
  const login = await page.request.post('/api/login/do_login', {
    form: { company_id: DEMO.company, user_id: 'admin', password: DEMO.password },
  });
  return ((await login.json()) as { result: { outlets: { rid: number; name: string }[] } }).result.outlets;
}

test('a hoiio link opens Add reservation with the caller number after sign-in', async ({ page }) => {
  const rid = (await demoOutlets(page))[0]!.rid;
  await page.goto(`/?add_reservation=hoiio&phone=6591234567&rid=${rid}`);
  await expect(page).toHaveURL(/\/signIn$/);
  await submitSignIn(page, 'admin');
  const form = page.getByTestId('booking-form');
  await expect(form.locator('input#phone')).toHaveValue('9123 4567');
  await expect(form.getByTestId('booking-phone-country')).toContainText('+65 SG');
  // The link has done its work: a reload does not open the form again.
  await expect(page).not.toHaveURL(/add_reservation/);
  await untilStill(form.locator('.ant-drawer-content'));
  await snapView(page, 'link-hoiio-add-form');
});

test('a group search result at another outlet switches outlet and opens the booking', async ({ page }) => {
  const outlets = await demoOutlets(page);
  // The demo group has two outlets (Singapore, Bangkok); admin signs in to the first.
  const other = outlets[1]!;
  await signIn(page);
  const api = await apiOf(page);
  await api.call('POST', '/api/booking/add_transaction', {
    rid: other.rid,
    date: '2032-06-02',
    time: '20:00',
    last_name: 'Elsewhere',
    adults: 2,
    taken_by: 'Test',
  });
  await page.getByTestId('search-scope').click();
  await page.locator('.ant-select-item-option').filter({ hasText: 'Whole group' }).click();
  await page.getByTestId('search-input').fill('Elsewhere');
  await page.getByTestId('search-input').press('Enter');
  await page.getByTestId('search-results').locator('.search-result').filter({ hasText: 'Elsewhere' }).click();
  await expect(page.getByTestId('outlet-switcher')).toContainText(other.name);
  await expect(page.getByTestId('detail-drawer').getByTestId('detail-name')).toHaveText('Elsewhere');
});
