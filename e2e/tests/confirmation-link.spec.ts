import { expect, snap, test } from '../fixtures';
import { apiOf } from './reservations-api';

// This spec's own day: no other spec books on it.
const DATE = '2034-05-17';

/** The link of the booking's confirmation e-mail: the development outbox keeps the text it would have sent. */
async function confirmationLink(api: Awaited<ReturnType<typeof apiOf>>, reservation_id: string): Promise<string> {
  let link = '';
  await expect
    .poll(async () => {
      const { messages } = await api.call<{ messages: { body: string }[] }>('POST', '/api/messaging/booking', { reservation_id });
      link = /https?:\/\/\S+\/confirm\/[A-Za-z0-9_.-]+/.exec(messages[0]?.body ?? '')?.[0] ?? '';
      return link;
    })
    .not.toBe('');
  return link;
}

test("a diner confirms through the link of their confirmation e-mail on a phone; the host's list shows it live", async ({
  signedInPage: page,
  browser,
}) => {
  const api = await apiOf(page);
  const { reservation_id } = await api.book({
    date: DATE,
    time: '19:00',
    first_name: 'Mei',
    last_name: 'Linkfollower',
    email: 'mei.linkfollower@example.com',
  });
  const link = await confirmationLink(api, reservation_id);
  await page.goto(`/?date=${DATE}`);
  const row = page.getByTestId('reservation-row').filter({ hasText: 'Linkfollower' });
  await expect(row).toContainText('Booked');
  const bell = page.getByTestId('notification-bell');
  const unread = async () => Number(/(\d+)/.exec((await bell.getAttribute('aria-label')) ?? '')?.[1] ?? 0);
  const unreadBefore = await unread();

  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const diner = await phone.newPage();
  await diner.goto(new URL(new URL(link).pathname, page.url()).href);
  await expect(diner.getByTestId('screen-title')).toHaveText('Your booking');
  await expect(diner.getByTestId('confirmation-booking')).toContainText('Mei Linkfollower, your table for 2');
  await snap(diner, 'confirmation-link-phone-en');
  await diner.getByTestId('language-switcher').selectOption('th_TH');
  await expect(diner.getByTestId('screen-title')).toHaveText('การจองของคุณ');
  await snap(diner, 'confirmation-link-phone-th');
  await diner.getByTestId('confirmation-confirm').click();
  await expect(diner.getByTestId('confirmation-confirmed')).toContainText('ยืนยันการจองของคุณแล้ว');
  await snap(diner, 'confirmation-link-confirmed-th');

  // The host's list and the bell follow without a reload.
  await expect(row).toContainText('Confirmed');
  await expect.poll(unread).toBeGreaterThan(unreadBefore);

  // Opened again, the link says it was used.
  await diner.reload();
  await expect(diner.getByTestId('confirmation-used')).toContainText('ลิงก์นี้ถูกใช้แล้ว');
  await snap(diner, 'confirmation-link-used-th');
  await phone.close();

  // A desktop browser, in Chinese: an altered link cannot be used.
  const desk = await browser.newPage();
  await desk.goto(new URL(`${new URL(link).pathname}x`, page.url()).href);
  await desk.getByTestId('language-switcher').selectOption('zh_CN');
  await expect(desk.getByText('此链接无法使用')).toBeVisible();
  await snap(desk, 'confirmation-link-invalid-zh_CN');
  await desk.close();

  // The host reads it among the notifications and marks it read, for themselves.
  await bell.click();
  const notice = page.getByTestId('notification').filter({ hasText: 'Mei Linkfollower' });
  await expect(notice).toContainText('Diner confirmed by link');
  await expect(notice).toHaveAttribute('data-read', 'false');
  await snap(page, 'notifications-en');

  // Another diner confirms while the host reads: the rows stay where they are, and the list says what arrived above.
  const later = await api.book({
    date: DATE,
    time: '19:30',
    first_name: 'Ari',
    last_name: 'Latecomer',
    email: 'ari.latecomer@example.com',
  });
  const token = new URL(await confirmationLink(api, later.reservation_id)).pathname.split('/').pop();
  const answered = await page.request.post('/api/messaging/confirmation_answer', { data: { token, answer: 'confirm' } });
  expect((await answered.json()).status.code).toBe(0);
  const arrived = page.getByTestId('notifications-arrived');
  await expect(arrived).toBeVisible();
  const laterNotice = page.getByTestId('notification').filter({ hasText: 'Ari Latecomer' });
  await expect(laterNotice).toHaveCount(0);
  await snap(page, 'notifications-arrived-en');
  await page.getByTestId('language-switcher').selectOption('zh_CN');
  await expect(arrived).toContainText('条新通知');
  await snap(page, 'notifications-arrived-zh_CN');
  await page.setViewportSize({ width: 390, height: 844 });
  await snap(page, 'mobile-notifications-arrived-zh_CN');
  await notice.getByTestId('notification-mark-read').click();
  await expect(notice).toHaveAttribute('data-read', 'true');
  // "Mark all read" reads what the list shows: the notification held above it stays unread.
  await page.getByTestId('notifications-mark-all').click();
  await arrived.getByTestId('notifications-show-arrived').click();
  await expect(laterNotice).toContainText('食客已通过链接确认');
  await expect(laterNotice).toHaveAttribute('data-read', 'false');
  await page.setViewportSize({ width: 1366, height: 860 });
  // The bell follows the reading: it shows the list's own unread count (both move as other notifications arrive).
  const listUnread = async () => Number(/(\d+)/.exec(await page.getByTestId('notifications-unread').innerText())?.[1] ?? -1);
  await expect.poll(async () => (await unread()) - (await listUnread())).toBe(0);
  await expect(notice).toContainText('食客已通过链接确认');
  await snap(page, 'notifications-zh_CN');
  await notice.getByTestId('notification-booking').click();
  await expect(page.getByTestId('reservation-row').filter({ hasText: 'Linkfollower' })).toBeVisible();
});

test("the message log lists the booking's confirmation with its state, filters by state, and links to the booking", async ({
  signedInPage: page,
}) => {
  const api = await apiOf(page);
  await api.book({ date: '2034-05-18', time: '20:00', first_name: 'Lou', last_name: 'Logbook', email: 'lou.logbook@example.com' });
  await page.goto('/message?tab=log');
  const log = page.getByTestId('message-log');
  const row = log.locator('tr').filter({ hasText: 'Lou Logbook' });
  await expect(row).toContainText('Confirmation');
  await expect(row).toContainText('E-mail · lou.logbook@example.com');
  await expect(row).toContainText('Not sent (development outbox)');
  await snap(page, 'message-log-en');

  await log.getByTestId('message-log-state').click();
  await page.locator('.ant-select-item-option').filter({ hasText: 'Failed' }).click();
  await expect(row).toHaveCount(0);
  await log.getByTestId('message-log-state').click();
  await page.locator('.ant-select-item-option').filter({ hasText: 'Any state' }).click();
  await page.getByTestId('language-switcher').selectOption('th_TH');
  await expect(page.getByTestId('messages-tab-log')).toHaveText('บันทึกข้อความ');
  await expect(row).toContainText('ไม่ได้ส่ง');
  await snap(page, 'message-log-th');

  await row.getByTestId('message-log-booking').click();
  await expect(page.getByTestId('reservation-row').filter({ hasText: 'Logbook' })).toBeVisible();
});

test('sender settings: a verification call to the voice-call number shows the code to enter on the phone', async ({
  signedInPage: page,
}) => {
  await page.goto('/setting_senderSettings');
  const number = page.getByTestId('voice-number');
  await number.getByTestId('voice-number-phone').fill('91234567');
  await number.getByTestId('voice-number-verify').click();
  await expect(page.getByText('Enter the number with its country code, as +6591234567.')).toBeVisible();
  await number.getByTestId('voice-number-phone').fill('+6591234567');
  await number.getByTestId('voice-number-verify').click();
  // No provider in this run: the development outbox logs the call; the screen still shows its code.
  await expect(number.getByTestId('voice-number-status')).toHaveText('Call placed');
  await expect(number.getByTestId('voice-number-code')).toContainText(/enter this code on the phone: \d{6}/);
  await snap(page, 'sender-voice-number-en');
  await page.getByTestId('language-switcher').selectOption('zh_CN');
  await expect(number.getByTestId('voice-number-status')).toHaveText('已拨出电话');
  await snap(page, 'sender-voice-number-zh_CN');
});

test('on a phone, in Thai: the notifications, the message log and the voice-call number', async ({ signedInPage: page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.context().addCookies([{ name: 'language', value: 'th_TH', url: new URL(page.url()).origin }]);
  await page.goto('/notifications');
  await expect(page.getByTestId('notifications-mark-all')).toHaveText('อ่านทั้งหมดแล้ว');
  await expect(page.getByTestId('notification-bell')).toBeVisible();
  await snap(page, 'mobile-notifications-th_TH');
  await page.goto('/message?tab=log');
  await expect(page.getByTestId('messages-tab-log')).toHaveText('บันทึกข้อความ');
  await expect(page.getByTestId('message-log-table')).toBeVisible();
  await snap(page, 'mobile-message-log-th_TH');
  await page.goto('/setting_senderSettings');
  await expect(page.getByTestId('voice-number-verify')).toHaveText('โทรเพื่อยืนยัน');
  await snap(page, 'mobile-sender-voice-number-th_TH');
});
