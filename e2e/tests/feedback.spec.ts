import { expect, snap, test, untilStill } from '../fixtures';
import { apiOf } from './reservations-api';

test('a diner rates a departed visit on their phone; the host sees it in the reservation drawer', async ({
  signedInPage: page,
  browser,
}) => {
  // A party is seated and departs only on its own service day.
  const api = await apiOf(page);
  const date = await api.serviceDay();
  const { reservation_id } = await api.book({
    date,
    time: '23:50',
    first_name: 'Mei',
    last_name: 'Rater',
    table_ids: ['m1'],
    book_anyway: true,
    override_rules: true,
  });
  for (const action of ['seat', 'depart'])
    await api.call('POST', '/api/booking/update_transaction_status', { reservation_id, date, action, book_anyway: true });
  const { path } = await api.call<{ path: string }>('POST', '/api/feedback/link', { reservation_id });

  // The diner: no session, a phone's screen.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const diner = await phone.newPage();
  await diner.goto(new URL(path, page.url()).href);
  await expect(diner.getByTestId('screen-title')).toHaveText('How was your visit?');
  await expect(diner.getByText(`about your visit on ${date}`)).toBeVisible();
  await snap(diner, 'feedback-phone-en');
  await diner.getByTestId('feedback-submit').click();
  await expect(diner.getByText('Choose a rating from 1 to 5 stars.')).toBeVisible();

  await diner.getByTestId('language-switcher').selectOption('th_TH');
  await expect(diner.getByTestId('screen-title')).toHaveText('การใช้บริการของคุณเป็นอย่างไรบ้าง?');
  await diner.getByTestId('feedback-stars').locator('.ant-rate-star').nth(3).click();
  await expect(diner.getByTestId('feedback-rating-word')).toHaveText('ดีมาก');
  await diner.getByTestId('feedback-comment').fill('อาหารอร่อย บริการดี\nThe laksa was lovely.');
  await snap(diner, 'feedback-phone-th');
  await diner.getByTestId('feedback-submit').click();
  await expect(diner.getByTestId('feedback-thanks')).toContainText('ขอบคุณสำหรับความคิดเห็นของคุณ!');
  // Opened again, the link thanks rather than asks.
  await diner.reload();
  await expect(diner.getByTestId('feedback-thanks')).toBeVisible();
  await phone.close();

  // The host: the booking's drawer shows the stars and the comment, and the link to copy.
  await page.goto(`/?date=${date}`);
  await page.getByTestId('reservation-row').filter({ hasText: 'Rater' }).click();
  const detail = page.getByTestId('detail-drawer');
  await untilStill(detail);
  const given = detail.getByTestId('booking-feedback-given');
  await expect(given.locator('.ant-rate-star-full')).toHaveCount(4);
  await expect(given).toContainText('The laksa was lovely.');
  await detail.getByTestId('copy-feedback-link').click();
  await expect(detail.getByTestId('feedback-link')).toContainText('/feedback/');
  await given.scrollIntoViewIfNeeded();
  await snap(page, 'feedback-drawer');
});
