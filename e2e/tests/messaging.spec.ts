import type { Page } from '@playwright/test';
import { expect, test, untilStill } from '../fixtures';
import { apiOf, snapView } from './reservations-api';

// This spec's own day: no other spec books on it.
const DATE = '2031-04-09';

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
