import { expect, snap, test } from '../fixtures';
import { apiOf } from './reservations-api';

test('the directory sends the marketing message to its opted-in diners; a diner unsubscribes through the link on a phone', async ({
  signedInPage: page,
  browser,
}) => {
  const api = await apiOf(page);
  await api.call('POST', '/api/setting/messages', {
    template: 'marketing',
    language: 'en_US',
    title: 'Our autumn menu',
    send_mode: 'email',
    standard_message: 'Dear {{diner_name}}, our autumn menu starts on Friday.',
    sms_message: 'Autumn menu from Friday, {{diner_name}}!',
  });
  const add = (fields: Record<string, unknown>) => api.call<{ diner: { diner_id: string } }>('POST', '/api/diner/add', fields);
  const { diner } = await add({ first_name: 'Mei', last_name: 'Newsreader', email: 'mei.newsreader@example.com', marketing_opt_in: true });
  await add({ first_name: 'Wei', last_name: 'Newsreader', email: 'wei.newsreader@example.com', marketing_opt_in: false });

  await page.goto('/DinerDirectory');
  await page.getByTestId('diner-search').fill('Newsreader');
  await expect(page.getByTestId('diner-list').locator('.diner-row')).toHaveCount(2);
  await page.getByTestId('diner-send-message').click();
  const dialog = page.getByTestId('marketing-dialog');
  await expect(dialog.getByTestId('marketing-audience')).toHaveText('1 of 2 diners opted in');
  await expect(dialog.getByTestId('marketing-preview')).toContainText('Our autumn menu');
  await snap(page, 'marketing-send-dialog-en');
  await page.getByTestId('language-switcher').selectOption('zh_CN');
  await expect(dialog.getByTestId('marketing-audience')).toHaveText('2 位食客中 1 位已同意接收');
  await snap(page, 'marketing-send-dialog-zh_CN');
  await page.getByTestId('language-switcher').selectOption('en_US');
  await page.getByTestId('marketing-send').click();
  await expect(page.getByText('Queued for 1 diner; 0 had it already.')).toBeVisible();

  // The development outbox keeps what it would have sent: the e-mail's text carries the unsubscribe link.
  let link = '';
  await expect
    .poll(async () => {
      const { messages } = await api.call<{ messages: { kind: string; recipient: string; body: string }[] }>('POST', '/api/messaging/log', {
        page: 1,
        page_size: 10,
      });
      const sent = messages.find((message) => message.kind === 'marketing' && message.recipient === 'mei.newsreader@example.com');
      link = /https?:\/\/\S+\/unsubscribe\/[A-Za-z0-9_.-]+/.exec(sent?.body ?? '')?.[0] ?? '';
      return link;
    })
    .not.toBe('');
  await page.goto('/message?tab=log');
  await expect(page.getByTestId('message-log-table')).toContainText('Mei Newsreader');
  await expect(page.getByTestId('message-log-table')).toContainText('Marketing');

  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const dinerPage = await phone.newPage();
  await dinerPage.goto(new URL(new URL(link).pathname, page.url()).href);
  await expect(dinerPage.getByTestId('unsubscribe-question')).toHaveText('Stop receiving marketing messages from Covers Demo Singapore?');
  await snap(dinerPage, 'marketing-unsubscribe-phone-en');
  await dinerPage.getByTestId('language-switcher').selectOption('zh_CN');
  await expect(dinerPage.getByTestId('unsubscribe-question')).toHaveText('不再接收 Covers Demo Singapore 的营销消息？');
  await snap(dinerPage, 'marketing-unsubscribe-phone-zh_CN');
  await dinerPage.getByTestId('unsubscribe-confirm').click();
  await expect(dinerPage.getByTestId('unsubscribe-done')).toContainText('您已退订');
  await snap(dinerPage, 'marketing-unsubscribed-phone-zh_CN');
  // Opened again, the link says so; the diner's profile is opted out.
  await dinerPage.reload();
  await expect(dinerPage.getByTestId('unsubscribe-done')).toBeVisible();
  await phone.close();
  const profile = await api.call<{ diner: { marketing_opt_in: boolean } }>('POST', '/api/diner/get', { diner_id: diner.diner_id });
  expect(profile.diner.marketing_opt_in).toBe(false);

  // Nobody of the filter takes marketing now: the dialog says so and cannot send.
  await page.goto('/DinerDirectory');
  await page.getByTestId('diner-search').fill('Newsreader');
  await page.getByTestId('diner-send-message').click();
  await expect(page.getByTestId('marketing-audience')).toHaveText('0 of 2 diners opted in');
  await expect(page.getByTestId('marketing-send')).toBeDisabled();
});

test("the marketing template inserts only the diner's name, and its preview and SMS counter include the unsubscribe line", async ({
  signedInPage: page,
}) => {
  await page.goto('/message');
  const screen = page.getByTestId('message-templates');
  await screen.getByTestId('template-select').click();
  await page.locator('.ant-select-item-option').filter({ hasText: 'Marketing' }).click();
  await expect(screen.getByTestId('insert-diner_name')).toBeVisible();
  await expect(screen.getByTestId('insert-party_size')).toHaveCount(0);
  await expect(screen.getByTestId('template-preview')).toContainText('To stop receiving these messages, unsubscribe here: http');
  await expect(screen.getByTestId('template-preview-sms')).toContainText('Opt out: http');
  await snap(page, 'marketing-template-en');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the send dialog fits the screen, in English and Chinese', async ({ signedInPage: page }) => {
    const api = await apiOf(page);
    await api.call('POST', '/api/diner/add', { last_name: 'Phonereader', email: 'phone.reader@example.com', marketing_opt_in: true });
    await page.goto('/DinerDirectory');
    await page.getByTestId('diner-search').fill('Phonereader');
    await expect(page.getByTestId('diner-list').locator('.diner-row')).toHaveCount(1);
    await page.getByTestId('diner-send-message').click();
    await expect(page.getByTestId('marketing-audience')).toHaveText('1 of 1 diners opted in');
    await snap(page, 'marketing-send-dialog-phone-en');
    await page.context().addCookies([{ name: 'language', value: 'zh_CN', domain: 'localhost', path: '/' }]);
    await page.reload();
    await page.getByTestId('diner-search').fill('Phonereader');
    await expect(page.getByTestId('diner-list').locator('.diner-row')).toHaveCount(1);
    await page.getByTestId('diner-send-message').click();
    await expect(page.getByTestId('marketing-audience')).toHaveText('1 位食客中 1 位已同意接收');
    await snap(page, 'marketing-send-dialog-phone-zh_CN');
  });
});
