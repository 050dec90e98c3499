import { expect, snap, test, untilStill } from '../fixtures';

test('a telephony system reports a call with a key made on Phone Bookings; the host adds the caller’s reservation from the notice', async ({
  signedInPage: page,
}) => {
  await page.goto('/setting_phoneBooks');
  await page.getByTestId('api-key-create').click();
  await page.getByTestId('api-key-label').fill('Front desk line');
  await page.getByTestId('api-key-create-submit').click();
  const key = await page.getByTestId('api-key-value').inputValue();
  expect(key).toMatch(/^ck_/);
  await snap(page, 'phone-bookings-new-key-en');
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByTestId('phone-bookings').getByRole('cell', { name: 'Front desk line' })).toBeVisible();

  await page.goto('/');
  await expect(page.getByTestId('screen-title')).toHaveText('Reservations');
  const reported = await page.request.post('/api/telephony/incoming_call', { headers: { key }, data: { caller: '6591112233' } });
  expect((await reported.json()).status.code).toBe(0);
  const notice = page.locator('.ant-notification-notice').filter({ hasText: '+6591112233' });
  await expect(notice).toContainText('Not in the diner directory');
  await untilStill(notice);
  await snap(page, 'incoming-call-en');
  await notice.getByTestId('incoming-call-add').click();
  await expect(page.getByTestId('booking-phone')).toHaveValue('9111 2233');

  const refused = await page.request.post('/api/telephony/incoming_call', { headers: { key: 'ck_wrong' }, data: { caller: '6591112233' } });
  expect(refused.status()).toBe(401);
});
