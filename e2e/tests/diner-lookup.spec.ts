import type { Page } from '@playwright/test';
import { expect, test, untilStill } from '../fixtures';
import { apiOf, snapView } from './reservations-api';

type Listed = { last_name: string; phone: string; diner_id: string };

async function listed(page: Page, date: string): Promise<Listed[]> {
  const api = await apiOf(page);
  return (await api.call<{ reservations: Listed[] }>('GET', '/api/reservation/list', { date })).reservations;
}

async function openAddForm(page: Page, date: string, time?: string) {
  await page.goto(`/?date=${date}`);
  await page.getByTestId('add-reservation').click();
  const form = page.getByTestId('booking-form');
  if (time) {
    await form.getByLabel('Time').fill(time);
    await form.getByLabel('Time').press('Enter');
  }
  return form;
}

test('typing a known diner’s phone suggests them with their visits; picking one books them', async ({ signedInPage: page }) => {
  const api = await apiOf(page);
  const first = await api.call<{ diner_id: string }>('POST', '/api/booking/add_transaction', {
    date: '2033-06-01',
    time: '19:00',
    adults: 2,
    taken_by: 'Test',
    first_name: 'Ada',
    last_name: 'Lookup',
    phone: '+6591887701',
    email: 'ada.lookup@example.com',
    vip: true,
  });
  const form = await openAddForm(page, '2033-06-02', '19:00');
  await form.getByTestId('booking-phone').fill('9188 77');
  const suggestion = form.getByTestId('diner-suggestion').filter({ hasText: 'Ada Lookup' });
  await expect(suggestion).toContainText('VIP');
  await expect(suggestion).toContainText('+6591887701');
  await expect(suggestion).toContainText('Visits: 0');
  await untilStill(form.locator('.ant-drawer-content'));
  await suggestion.scrollIntoViewIfNeeded();
  await snapView(page, 'booking-form-diner-suggestions');
  await suggestion.getByRole('button', { name: 'Use this diner' }).click();
  await expect(form.getByLabel('Last name')).toHaveValue('Lookup');
  await expect(form.getByTestId('booking-phone')).toHaveValue('9188 7701');
  await expect(form.getByTestId('diner-suggestions')).toBeHidden();
  await form.getByTestId('save-booking').click();
  await expect(form).toBeHidden();
  const [booked] = await listed(page, '2033-06-02');
  expect(booked).toMatchObject({ last_name: 'Lookup', phone: '+6591887701', diner_id: first.diner_id });
});

test('the country-code picker sends the phone in E.164, in any language and on a phone', async ({ signedInPage: page }) => {
  let form = await openAddForm(page, '2033-06-03', '19:00');
  await expect(form.getByTestId('booking-phone-country')).toContainText('+65 SG');
  await form.getByLabel('Last name').fill('Picker');
  await form.getByTestId('booking-phone-country').click();
  await page.keyboard.type('+66 TH');
  await page.keyboard.press('Enter');
  await form.getByTestId('booking-phone').fill('081 234 5678');
  await form.getByTestId('save-booking').click();
  await expect(form).toBeHidden();
  expect((await listed(page, '2033-06-03')).find((r) => r.last_name === 'Picker')).toMatchObject({ phone: '+66812345678' });

  await page.context().addCookies([{ name: 'language', value: 'zh_CN', domain: 'localhost', path: '/' }]);
  await page.setViewportSize({ width: 390, height: 844 });
  form = await openAddForm(page, '2033-06-03');
  await form.locator('input#last_name').fill('Pick');
  await expect(form.getByTestId('diner-suggestion').filter({ hasText: 'Picker' })).toContainText('到访：0');
  await untilStill(form.locator('.ant-drawer-content'));
  await form.getByTestId('diner-suggestions').scrollIntoViewIfNeeded();
  await snapView(page, 'booking-form-diner-suggestions-zh-phone');
});
