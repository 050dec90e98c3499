import sharp from 'sharp';
import type { Page } from '@playwright/test';
import { expect, test as signedIn } from '../fixtures';
import { apiOf, snapView } from './reservations-api';

const BANGKOK = { rid: 2, name: 'Covers Demo Bangkok' };

/**
 * The tests queue parties at the Bangkok demo outlet, which takes a walk-in at every hour: its dinner runs from 18:00
 * to 02:00 every night, so its last service ends at minute 1560 of each service day, and a party joining at any local
 * time t is on that day at minute t (02:00 to 24:00) or on the day before at 1440 + t (00:00 to 02:00, while the
 * dinner still runs): never at or after 1560, which is when a walk-in is refused ("after the end of operation"). The
 * Singapore outlet closes at 23:30 from Sunday to Thursday and refuses walk-ins until midnight.
 * During a service a queued party counts against its waitlist limits (5 parties, 10 covers); outside one, nothing
 * does. So each test starts with the outlet's queue empty (the demo seeds four parties there): the parties a test
 * adds without Book anyways, with the demo's waitlisted bookings of the day, stay within those limits at any hour.
 */
async function atBangkokWithAnEmptyQueue(page: Page): Promise<void> {
  await page.getByTestId('outlet-switcher').click();
  await page.getByRole('option', { name: BANGKOK.name }).click();
  await expect(page.getByTestId('outlet-switcher')).toContainText(BANGKOK.name);
  await expect.poll(async () => (await page.context().cookies()).find((cookie) => cookie.name === 'rid')?.value).toBe(String(BANGKOK.rid));
  const api = await apiOf(page);
  const { entries } = await api.call<{ entries: { reservation_id: string; status: string }[] }>('GET', '/api/queue/status_list');
  for (const { reservation_id, status } of entries) {
    if (status === 'Pinging') await api.call('POST', '/api/queue/update_status', { reservation_id, action: 'ping_unanswered' });
    await api.call('POST', '/api/queue/update_status', { reservation_id, action: 'remove' });
  }
}

const test = signedIn.extend({
  signedInPage: async ({ signedInPage: page }, use) => {
    await atBangkokWithAnEmptyQueue(page);
    await use(page);
  },
});

// The four share the outlet's queue settings: one after the other.
test.describe.configure({ mode: 'serial' });

test('the host queues parties and works them while a second screen follows live; a party checks itself in by the link', async ({
  signedInPage: page,
  browser,
}) => {
  const suffix = Date.now().toString(36);
  const panel = page.getByTestId('queue-panel');
  await expect(panel).toBeVisible();

  // The host adds a party of 3 at the stand, with the phone a ping calls: a B number.
  await panel.getByRole('spinbutton').fill('3');
  await panel.getByTestId('queue-name').fill(`Stand${suffix}`);
  await panel.getByTestId('queue-phone').fill('91234567');
  await panel.getByTestId('queue-add').click();
  const stand = panel.getByTestId('queue-entry').filter({ hasText: `Stand${suffix}` });
  await expect(stand).toHaveAttribute('data-label', /^B\d+$/);
  await expect(stand).toHaveAttribute('data-status', 'Queue');

  // A second host screen on the same outlet.
  const other = await page.context().newPage();
  await other.goto('/');
  const otherStand = other
    .getByTestId('queue-panel')
    .getByTestId('queue-entry')
    .filter({ hasText: `Stand${suffix}` });
  await expect(otherStand).toHaveAttribute('data-status', 'Queue');

  // Offer a table: the other screen shows it Offered, and it is called in its category.
  await stand.getByTestId('queue-offer').click();
  await expect(stand).toHaveAttribute('data-status', 'Offered');
  await expect(otherStand).toHaveAttribute('data-status', 'Offered');
  const label = (await stand.getAttribute('data-label')) ?? '';
  await expect(other.getByTestId('queue-summary-B')).toContainText(label);

  // Ping, then no answer, then remove: each follows the status machine, live on the other screen.
  await stand.getByTestId('queue-ping').click();
  await expect(otherStand).toHaveAttribute('data-status', 'Pinging');
  await expect(stand.getByTestId('queue-offer')).toHaveCount(0);
  await stand.getByTestId('queue-ping_unanswered').click();
  await expect(otherStand).toHaveAttribute('data-status', 'NoAnswer');
  await snapView(page, 'queue-panel-desktop');
  await stand.getByTestId('queue-remove').click();
  await expect(otherStand).toHaveCount(0);

  // The party at the door checks itself in on its phone through the outlet's check-in link.
  const api = await apiOf(page);
  const { links } = await api.call<{ links: { check_in: string } }>('POST', '/api/setting/queues/issue_link', { purpose: 'check_in' });
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const diner = await phone.newPage();
  await diner.goto(new URL(links.check_in, page.url()).href);
  await diner.getByRole('spinbutton').fill('6');
  await diner.getByTestId('check-in-name').fill(`Door${suffix}`);
  await diner.getByTestId('check-in-submit').click();
  await expect(diner.getByText('Please enter your phone number.')).toBeVisible();
  await diner.getByTestId('check-in-phone').fill(`+658${String(Date.now()).slice(-7)}`);
  await diner.getByTestId('check-in-submit').click();
  await expect(diner.getByTestId('queue-ticket-label')).toHaveText(/^C\d+$/);
  await snapView(diner, 'queue-check-in-phone');
  const ticket = (await diner.getByTestId('queue-ticket-label').textContent()) ?? '';
  await phone.close();

  // Both host screens show the party that checked in.
  await expect(panel.getByTestId('queue-entry').filter({ hasText: `Door${suffix}` })).toHaveAttribute('data-label', ticket);
  await expect(other.getByTestId('queue-entry').filter({ hasText: `Door${suffix}` })).toHaveAttribute('data-status', 'Queue');
  await other.close();
});

test('Queues Setup saves every setting, checks the background by its content, and hands out a revocable check-in link with its QR code', async ({
  signedInPage: page,
}) => {
  await page.goto('/queuesSetup');
  const setup = page.getByTestId('queues-setup');
  await setup.getByTestId('setup-default-wait').fill('20');
  await setup.getByText('Portrait Left').click();
  await setup.getByTestId('setup-groups-ahead').click();
  await setup.getByTestId('setup-save').click();
  await expect(page.getByText('Queue settings saved.')).toBeVisible();
  await page.reload();
  await expect(setup.getByTestId('setup-default-wait')).toHaveValue('20');
  await expect(setup.getByRole('radio', { name: 'Portrait Left' })).toBeChecked();
  await expect(setup.getByTestId('setup-groups-ahead')).toHaveAttribute('aria-checked', 'false');

  // The background: a landscape image is refused with what is wrong; the right size is taken and previewed.
  const upload = setup.locator('input[type=file]');
  const picture = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: { r: 30, g: 90, b: 160 } } })
      .png()
      .toBuffer();
  await upload.setInputFiles({ name: 'wide.png', mimeType: 'image/png', buffer: await picture(2732, 2048) });
  await expect(page.getByText('The background must be exactly 2048 × 2732 px (width × height).')).toBeVisible();
  await upload.setInputFiles({ name: 'tall.png', mimeType: 'image/png', buffer: await picture(2048, 2732) });
  await expect(setup.getByTestId('setup-background')).toBeVisible();

  // The check-in link and its QR code; revoked, the page it opened refuses.
  const card = setup.getByTestId('queue-link-check_in');
  await card.getByTestId('queue-link-issue-check_in').click();
  await expect(card.getByRole('img', { name: 'QR code of the link' })).toBeVisible();
  const url = await card.getByTestId('queue-link-url-check_in').inputValue();
  await snapView(page, 'queues-setup-desktop');
  await card.getByTestId('queue-link-revoke-check_in').click();
  await page.getByRole('button', { name: 'OK', exact: true }).click();
  await expect(card.getByText('No link yet.')).toBeVisible();
  const revoked = await page.context().newPage();
  await revoked.goto(url);
  await expect(revoked.getByText('This queue link is not valid.')).toBeVisible();
  await revoked.close();
});

test('the queue status screen opens by its link alone, shows a call live, turns as set, and catches up after a network cut', async ({
  signedInPage: page,
  browser,
}) => {
  const api = await apiOf(page);
  const { links } = await api.call<{ links: { screen: string } }>('POST', '/api/setting/queues/issue_link', { purpose: 'screen' });
  const tv = await browser.newContext({ viewport: { width: 1366, height: 860 } });
  const screen = await tv.newPage();
  await screen.goto(new URL(links.screen, page.url()).href);
  const board = screen.getByTestId('queue-screen');
  await expect(board.getByTestId('screen-category-A')).toBeVisible();
  // The background Queues Setup took (the test before uploaded it).
  await expect(board).toHaveCSS('background-image', /screen_background/);

  // The host calls a party: the screen shows its number in its category.
  const party = async (pax: number) => {
    const ticket = await api.call<{ reservation_id: string; label: string }>('POST', '/api/queue/join', {
      pax,
      last_name: 'Screen',
      book_anyway: true,
    });
    await api.call('POST', '/api/queue/update_status', { reservation_id: ticket.reservation_id, action: 'offer' });
    return ticket.label;
  };
  const first = await party(2);
  await expect(board.getByTestId('screen-category-A').getByTestId('screen-called')).toContainText(first);
  await expect(board).not.toContainText('Screen');

  // Turned for a TV on its side, live.
  const settings = await api.call<{ settings: Record<string, unknown> }>('GET', '/api/queue/settings');
  await api.call('POST', '/api/setting/queues', { ...settings.settings, rotation: 'portrait_right' });
  await expect(board).toHaveAttribute('data-rotation', 'portrait_right');
  await snapView(screen, 'queue-screen-portrait-right');
  await api.call('POST', '/api/setting/queues', { ...settings.settings, rotation: 'landscape' });
  await expect(board).toHaveAttribute('data-rotation', 'landscape');

  // The network drops while a party is called: back online, the screen catches up without a reload.
  await tv.setOffline(true);
  const second = await party(4);
  await tv.setOffline(false);
  await expect(board.getByTestId('screen-category-B').getByTestId('screen-called')).toContainText(second);
  await snapView(screen, 'queue-screen-landscape');

  // Revoked, the link shows nothing more.
  await api.call('POST', '/api/setting/queues/revoke_link', { purpose: 'screen' });
  await expect(screen.getByText('This queue link is not valid.')).toBeVisible();
  await tv.close();
});

test('a party follows its own place live on its phone, in the language it checked in with, until its table is ready', async ({
  signedInPage: page,
  browser,
}) => {
  const suffix = Date.now().toString(36);
  const api = await apiOf(page);
  const { links } = await api.call<{ links: { check_in: string } }>('POST', '/api/setting/queues/issue_link', { purpose: 'check_in' });
  // Someone is already waiting in the same category.
  await api.call('POST', '/api/queue/join', { pax: 2, last_name: `Before${suffix}`, book_anyway: true });

  // The party checks in on the tablet at the door, in Chinese, and gets its own page's link and QR code.
  const tablet = await browser.newContext({ viewport: { width: 820, height: 1180 } });
  await tablet.addCookies([{ name: 'language', value: 'zh_CN', url: page.url() }]);
  const door = await tablet.newPage();
  await door.goto(new URL(links.check_in, page.url()).href);
  await door.getByRole('spinbutton').fill('2');
  await door.getByTestId('check-in-name').fill(`Party${suffix}`);
  await door.getByTestId('check-in-phone').fill(`+659${String(Date.now()).slice(-7)}`);
  await door.getByTestId('check-in-submit').click();
  const label = (await door.getByTestId('queue-ticket-label').textContent()) ?? '';
  await expect(door.getByTestId('queue-party-link').getByRole('img')).toBeVisible();
  const partyUrl = (await door.getByTestId('queue-party-link-url').getAttribute('href')) ?? '';
  expect(partyUrl).toMatch(/\/queueParty\?token=.+&lang=zh_CN$/);
  await tablet.close();

  // Scanned on the diner's own phone (no language chosen there): the page opens in Chinese with its place and wait.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const diner = await phone.newPage();
  await diner.goto(partyUrl);
  const own = diner.getByTestId('queue-party');
  await expect(diner.getByTestId('queue-party-label')).toHaveText(label);
  await expect(own).toContainText('您在');
  await expect(diner.getByTestId('queue-party-ahead')).toContainText(/您前面还有 [1-9]\d* 组/);
  await expect(diner.getByTestId('queue-party-wait')).toContainText('预计等候');
  await snapView(diner, 'queue-party-phone-zh_CN');

  // The host's screens show the party waiting: beside the reservation list and on the floor plan.
  const party = page
    .getByTestId('queue-panel')
    .getByTestId('queue-entry')
    .filter({ hasText: `Party${suffix}` });
  await expect(party).toHaveAttribute('data-status', 'Queue');
  // The host can show the party its page's QR code too (for a party added at the stand).
  await party.getByTestId('queue-party-qr').click();
  await expect(page.getByTestId('queue-party-link').getByRole('img')).toBeVisible();
  await party.getByTestId('queue-party-qr').click();
  const floor = await page.context().newPage();
  await floor.goto('/floorplan');
  await expect(
    floor
      .getByTestId('floorplan-queue')
      .getByTestId('floorplan-queue-entry')
      .filter({ hasText: `Party${suffix}` }),
  ).toBeVisible();
  await snapView(floor, 'queue-floorplan-desktop');

  // Offered a table: the diner's page says so at once, without a reload; so does the floor plan.
  await party.getByTestId('queue-offer').click();
  await expect(own).toHaveAttribute('data-status', 'Offered');
  await expect(own).toContainText('您的餐桌已准备好！请到接待台。');
  await expect(
    floor
      .getByTestId('floorplan-queue-entry')
      .filter({ hasText: `Party${suffix}` })
      .getByText('Offered', { exact: false }),
  ).toBeVisible();
  await snapView(diner, 'queue-party-ready-phone-zh_CN');
  await floor.close();

  // In Thai on request; a link whose signature was altered opens nothing.
  await diner.goto(partyUrl.replace('lang=zh_CN', 'lang=th_TH'));
  await expect(own).toContainText('โต๊ะของคุณพร้อมแล้ว');
  await snapView(diner, 'queue-party-ready-phone-th_TH');
  const token = new URL(partyUrl).searchParams.get('token') ?? '';
  await diner.goto(`/queueParty?token=${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`);
  await expect(diner.getByText('ลิงก์คิวนี้ไม่ถูกต้อง')).toBeVisible();
  await phone.close();

  // Queues Setup shows each category's quote now and what it comes from.
  await page.goto('/queuesSetup');
  await expect(page.getByTestId('wait-quotes').getByTestId('wait-quote-A')).toContainText('min');
  await snapView(page, 'queues-setup-wait-quotes-desktop');
});
