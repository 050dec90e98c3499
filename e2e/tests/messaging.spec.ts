import type { Page } from '@playwright/test';
import { expect, test, untilStill } from '../fixtures';
import { apiOf, snapView } from './reservations-api';

// This spec's own day: no other spec books on it.
const DATE = '2031-08-14';

const rowOf = (page: Page, name: string) => page.getByTestId('reservation-row').filter({ hasText: name });

test("the drawer shows the booking's messages, marked not sent by the development outbox, and a resend arrives live", async ({
  signedInPage: page,
}) => {
  const api = await apiOf(page);
  await api.book({
    date: DATE,
    time: '19:00',
    first_name: 'Mei',
    last_name: 'Messenger',
    email: 'mei.messenger@example.com',
    phone: '+6591239876',
  });
  await page.goto(`/?date=${DATE}`);
  await rowOf(page, 'Messenger').click();
  const detail = page.getByTestId('detail-drawer');
  await untilStill(detail.locator('.ant-drawer-content'));

  const messages = detail.getByTestId('booking-messages');
  const confirmation = messages.getByTestId('booking-message').filter({ hasText: 'Confirmation' });
  await expect(confirmation).toContainText('E-mail · mei.messenger@example.com');
  await expect(confirmation).toContainText('Not sent (development outbox)');
  await confirmation.click();
  await expect(messages).toContainText('Dear Mei Messenger, your table for 2');
  await expect(messages).toContainText('outbox not-sent:');

  await detail.getByTestId('resend-channel').click();
  await page.locator('.ant-select-item-option').filter({ hasText: 'SMS' }).click();
  await detail.getByTestId('resend-notification').click();
  const resent = messages.getByTestId('booking-message').filter({ hasText: 'Resent' });
  await expect(resent).toContainText('SMS · +6591239876');
  await expect(resent).toContainText('Not sent (development outbox)');
  await messages.scrollIntoViewIfNeeded();
  await snapView(page, 'messaging-booking-messages');

  await page.getByTestId('language-switcher').selectOption('zh_CN');
  await expect(messages).toContainText('发给食客的消息');
  await expect(messages.getByTestId('booking-message').first()).toContainText('确认');
  await expect(messages.getByTestId('booking-message').first()).toContainText('未发送（开发发件箱）');
  await snapView(page, 'messaging-booking-messages-zh_CN');
});

test('sender settings: the SMS display name must be 3 to 11 letters or digits; saved settings come back', async ({
  signedInPage: page,
}) => {
  await page.goto('/setting_senderSettings');
  const form = page.getByTestId('sender-settings');
  await form.getByTestId('sender-sms_name').fill('AB');
  await form.getByTestId('sender-save').click();
  await expect(form).toContainText('Use 3 to 11 letters or digits, at least one of them a letter.');
  await form.getByTestId('sender-sms_name').fill('CoversDemo');
  await form.getByTestId('sender-reply_to').fill('hello@covers-demo.example');
  await form.getByTestId('sender-save').click();
  await expect(page.getByText('Sender settings updated.')).toBeVisible();
  await snapView(page, 'messaging-sender-settings');
  await page.reload();
  await expect(page.getByTestId('sender-sms_name')).toHaveValue('CoversDemo');
  await expect(page.getByTestId('sender-reply_to')).toHaveValue('hello@covers-demo.example');
});

test('message templates: inserts, a live preview and the SMS counter; a saved template is marked customised', async ({
  signedInPage: page,
}) => {
  await page.goto('/message');
  const screen = page.getByTestId('message-templates');
  await screen.getByTestId('template-select').click();
  await page.locator('.ant-select-item-option').filter({ hasText: 'Cancellation' }).click();
  await screen.getByTestId('template-language').click();
  await page.locator('.ant-select-item-option').filter({ hasText: '繁體中文（香港）' }).click();
  await expect(screen).toContainText('Default text');
  await expect(screen.getByTestId('template-preview-sms')).toContainText('已取消');
  await expect(screen.getByTestId('sms-counter')).toContainText('UCS-2');

  await screen.getByTestId('template-sms_message').fill('Cancelled, ');
  await screen.getByTestId('insert-diner_name').click();
  await expect(screen.getByTestId('template-sms_message')).toHaveValue('Cancelled, {{diner_name}}');
  await expect(screen.getByTestId('template-preview-sms')).toHaveText('Cancelled, Mei Tan');
  await expect(screen.getByTestId('sms-counter')).toContainText('18 characters · GSM-7 · 1 × 160');
  await screen.getByTestId('template-sms_message').fill('x'.repeat(161));
  await expect(screen.getByTestId('sms-counter')).toContainText('161 characters · GSM-7 · 2 × 153');
  await screen.getByTestId('template-sms_message').fill('Cancelled, {{diner_name}}');
  await screen.getByTestId('template-save').click();
  await expect(page.getByText('Message template updated.')).toBeVisible();
  await expect(screen).toContainText('Customised');
  await snapView(page, 'messaging-templates');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.context().addCookies([{ name: 'language', value: 'th_TH', url: new URL(page.url()).origin }]);
  await page.reload();
  await expect(screen).toContainText('ข้อความ SMS');
  await snapView(page, 'mobile-messaging-templates-th_TH');
});
