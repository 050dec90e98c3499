import type { Locator, Page } from '@playwright/test';
import { expect, signIn, snap, test, untilStill } from '../fixtures';
import { apiOf, SEATED, snapView } from './reservations-api';

// Another host's change shows within a second; the margin is for a loaded CI machine (the live tailer waits for
// every earlier transaction, such as a parallel test's import, to commit), not for a reload.
const LIVE_MS = 10_000;

const rowOf = (page: Page, name: string) => page.getByTestId('reservation-row').filter({ hasText: name });

async function openDay(page: Page, date: string, path = '/') {
  await page.goto(`${path}?date=${date}`);
  await expect(page.getByTestId('list-tabs')).toBeVisible();
}

test('two hosts: one seats a party, the other sees it on the list and the Gantt without reloading', async ({ browser }) => {
  const hostA = await (await browser.newContext()).newPage();
  const hostB = await (await browser.newContext()).newPage();
  await Promise.all([signIn(hostA, 'admin'), signIn(hostB, 'host')]);
  // A party is seated only on its own service day: tonight at 23:45, after the demo's bookings (and outside
  // the Singapore dinner on weeknights, hence the explicit override of the service rules). On Fridays and Saturdays
  // 23:45 falls in the late supper, whose intervals other tests' bookings fill: hence Book anyways too.
  const api = await apiOf(hostA);
  const { date, minute } = await api.serviceClock();
  // Past midnight in a night service (the service day's minute runs past 1440), a party due at 23:45 is a quarter of
  // an hour overdue, so it shows Late; either way the host may seat it.
  const due = minute >= 24 * 60 ? 'Late' : 'Booked';
  await api.book({
    date,
    time: '23:45',
    first_name: 'Ada',
    last_name: 'Seated',
    adults: 3,
    table_ids: ['m5'],
    book_anyway: true,
    override_rules: true,
  });
  await openDay(hostA, date);
  await openDay(hostB, date);
  const gantt = await hostB.context().newPage();
  await gantt.goto(`/gantt?date=${date}`);
  await expect(gantt.getByTestId('gantt-bars')).toContainText(`Ada Seated · M5 · ${due}`);
  await expect(rowOf(hostB, 'Ada Seated')).toContainText(due);

  await rowOf(hostA, 'Ada Seated').click();
  const detail = hostA.getByTestId('detail-drawer');
  await expect(detail.getByTestId('detail-name')).toHaveText('Ada Seated');
  // Only what the status machine allows before arrival: no Depart or Bill paid before the party is seated.
  await expect(detail.locator('[data-action]')).toHaveText([
    'Confirm',
    'Ping diner',
    'Arrived',
    'Seat',
    'Partially seat',
    'Mark no-show',
    'Cancel',
    'Move to waitlist',
  ]);
  await snapView(hostA, 'reservations-detail');
  await detail.locator('[data-action="seat"]').click();
  await expect(detail.locator('.ant-drawer-title .ant-tag')).toHaveText(SEATED);
  await expect(detail.locator('[data-action]')).toHaveText(['Bill paid', 'Depart']);

  // Host B never reloads: the live event refreshes its list and its Gantt.
  await expect(rowOf(hostB, 'Ada Seated')).toContainText(new RegExp(`M5(${SEATED.source})`), { timeout: LIVE_MS });
  await expect(gantt.getByTestId('gantt-bars')).toContainText(new RegExp(`Ada Seated · M5 · (${SEATED.source})`), { timeout: LIVE_MS });
  await snap(gantt, 'reservations-gantt');

  await detail.locator('[data-action="depart"]').click();
  await expect(rowOf(hostB, 'Ada Seated')).toContainText('Departed', { timeout: LIVE_MS });
  await hostA.context().close();
  await hostB.context().close();
});

test('a clash asks "Table double booked!": Select another table keeps the form, Book anyways books it', async ({ signedInPage: page }) => {
  const date = '2031-02-05';
  await (await apiOf(page)).book({ date, time: '19:00', first_name: 'First', last_name: 'Holder', table_ids: ['t3'] });
  await openDay(page, date);

  const pickTable = async (form: Locator, name: string) => {
    await form.getByTestId('table-picker').click();
    await form.getByTestId('table-picker').locator('input').fill(name);
    await page
      .locator('.ant-select-item-option-active')
      .filter({ hasText: `${name} (` })
      .waitFor();
    await form.getByTestId('table-picker').locator('input').press('Enter');
    await form.getByLabel('Last name').click();
  };
  const addOnT3 = async (lastName: string) => {
    await page.getByTestId('add-reservation').click();
    const form = page.getByTestId('booking-form');
    await form.getByLabel('Time').fill('19:30');
    await form.getByLabel('Time').press('Enter');
    await form.getByLabel('Last name').fill(lastName);
    await pickTable(form, 'T3');
    await form.getByTestId('save-booking').click();
    return form;
  };

  const form = await addOnT3('Second');
  const prompt = page.getByRole('dialog', { name: 'Table double booked!' });
  await expect(prompt).toBeVisible();
  await expect(prompt).toContainText('First Holder at 19:00');
  await untilStill(prompt);
  await snapView(page, 'reservations-double-booked');
  await prompt.getByRole('button', { name: 'Select another table' }).click();
  await expect(prompt).toBeHidden();
  await expect(form.getByText('Choose other tables, then save again.')).toBeVisible();
  await form.getByTestId('table-picker').locator('.ant-select-selection-item-remove').click();
  await pickTable(form, 'T4');
  await form.getByTestId('save-booking').click();
  await expect(form).toBeHidden();
  await expect(rowOf(page, 'Second')).toContainText('T4');

  await addOnT3('Third');
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: 'Book anyways' }).click();
  await expect(page.getByTestId('booking-form')).toBeHidden();
  await expect(rowOf(page, 'Third')).toContainText('T3');
  await rowOf(page, 'Third').click();
  await expect(page.getByTestId('detail-drawer')).toContainText('Book anyways over T3');
});

test('dragging a Gantt bar onto a taken table asks the same question; onto a free one it moves', async ({ signedInPage: page }) => {
  const date = '2031-02-11';
  const api = await apiOf(page);
  await api.book({ date, time: '19:00', last_name: 'Alpha', table_ids: ['m1'] });
  await api.book({ date, time: '19:00', last_name: 'Bravo', table_ids: ['m2'] });
  await page.goto(`/gantt?date=${date}`);
  const bars = page.getByTestId('gantt-bars');
  await expect(bars).toContainText('19:00 Bravo · M2');
  // Chart geometry (gantt-layout.ts): 150 px table names, 32 px time header, 26 px section rows, 32 px table rows,
  // 2 px a minute from 10:00; a day that is not today opens scrolled to its first booking, a quarter width in.
  const box = (await page.getByTestId('gantt').boundingBox())!;
  const body = box.width - 150;
  const scrollX = Math.min(Math.max(0, (19 * 60 - 600) * 2 - body / 4), (24 * 60 - 600) * 2 - body);
  const x = (minute: number) => box.x + 150 + (minute - 600) * 2 - scrollX + 20;
  const y = (row: number) => box.y + 32 + 26 + row * 32 + 16;
  let movesSent = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/booking/move_reservation')) movesSent += 1;
  });
  // The chart scrolls to the first booking once it has laid the day out: a drag begun before that misses the bar and
  // sends nothing, so it is made again. A drag that did send a move is not repeated: a second move would ask again.
  const drag = async (toRow: number, toMinute: number) => {
    const sent = movesSent;
    await expect(async () => {
      if (movesSent === sent) {
        await page.mouse.move(x(19 * 60), y(1));
        await page.mouse.down();
        await page.mouse.move(x(toMinute), y(toRow), { steps: 8 });
        await page.mouse.up();
      }
      await expect.poll(() => movesSent, { timeout: 2_000 }).toBe(sent + 1);
    }).toPass({ timeout: 30_000 });
  };

  const prompt = page.getByRole('dialog', { name: 'Table double booked!' });
  await drag(0, 19 * 60);
  await expect(prompt).toContainText('Alpha at 19:00');
  await prompt.getByRole('button', { name: 'Select another table' }).click();
  await expect(prompt).toBeHidden();
  await expect(bars).toContainText('19:00 Bravo · M2');

  await drag(2, 19 * 60 + 30);
  await expect(bars).toContainText('19:30 Bravo · M3');
  await snap(page, 'reservations-gantt-moved');
});

test('cancelling asks for one of the six reasons', async ({ signedInPage: page }) => {
  const date = '2031-02-07';
  await (await apiOf(page)).book({ date, time: '12:00', last_name: 'Rainy' });
  await openDay(page, date);
  await rowOf(page, 'Rainy').click();
  await page.getByTestId('detail-drawer').locator('[data-action="cancel"]').click();
  const dialog = page.getByRole('dialog', { name: 'Cancel reservation' });
  await expect(dialog.getByRole('radio')).toHaveCount(6);
  await dialog.getByRole('button', { name: 'Cancel reservation' }).click();
  await expect(dialog).toContainText('Please select one.');
  await dialog.getByText('Bad Weather').click();
  await dialog.getByRole('button', { name: 'Cancel reservation' }).click();
  await expect(dialog).toBeHidden();
  await expect(rowOf(page, 'Rainy')).toContainText('Cancelled');
});

test('walk-in, waitlist and a draft that becomes a reservation', async ({ signedInPage: page }) => {
  const date = '2031-02-09';
  await openDay(page, date);
  await page.getByTestId('add-waitlist').click();
  const form = page.getByTestId('booking-form');
  await form.getByLabel('Time').fill('18:00');
  await form.getByLabel('Time').press('Enter');
  await form.getByLabel('Last name').fill('Patient');
  await form.getByTestId('save-booking').click();
  await expect(rowOf(page, 'Patient')).toContainText('Waitlisted');
  await page.getByTestId('tab-waiting').click();
  await expect(rowOf(page, 'Patient')).toBeVisible();

  await page.getByTestId('add-reservation').click();
  await form.getByLabel('Last name').fill('Drafty');
  await form.getByTestId('save-draft').click();
  await expect(form).toBeHidden();
  await page.getByTestId('open-drafts').click();
  const drafts = page.getByTestId('drafts-drawer');
  await expect(drafts).toContainText('Drafty');
  await drafts.getByRole('button', { name: 'Continue' }).first().click();
  await expect(drafts).toBeHidden();
  await expect(form.getByLabel('Last name')).toHaveValue('Drafty');
  await form.getByLabel('Time').fill('20:00');
  await form.getByLabel('Time').press('Enter');
  await form.getByTestId('save-booking').click();
  await expect(form).toBeHidden();
  await page.getByTestId('tab-all').click();
  await expect(rowOf(page, 'Drafty')).toContainText('Booked');
  await page.getByTestId('open-drafts').click();
  await expect(drafts).not.toContainText('Drafty');
});

test('the list screens on a phone', async ({ browser }) => {
  const page = await (await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })).newPage();
  await signIn(page);
  await page.goto('/');
  await expect(page.getByTestId('layout-mobile')).toBeVisible();
  await expect(page.getByTestId('list-tabs')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await snap(page, 'mobile-reservations');
  await page.goto('/gantt');
  await expect(page.getByTestId('gantt').locator('canvas').first()).toBeVisible();
  await snap(page, 'mobile-gantt');
  await page.getByTestId('add-reservation').click();
  await expect(page.getByTestId('booking-form')).toBeVisible();
  await snapView(page, 'mobile-booking-form');
  await page.context().close();
});

test('a host adding 12 at Lunch (at most 10) is told why, overrides the service rules, and the booking appears', async ({ browser }) => {
  const date = '2031-02-13';
  const page = await (await browser.newContext()).newPage();
  await signIn(page, 'host');
  await openDay(page, date);
  await page.getByTestId('add-reservation').click();
  const form = page.getByTestId('booking-form');
  await form.getByLabel('Time').fill('12:00');
  await form.getByLabel('Time').press('Enter');
  await form.getByLabel('Last name').fill('Banquet');
  await form.getByLabel('Adults').fill('12');
  await form.getByTestId('save-booking').click();

  const prompt = page.getByRole('dialog', { name: "This booking breaks the service's rules." });
  await expect(prompt).toBeVisible();
  await expect(prompt.getByTestId('service-rules-broken')).toHaveText('This party size is not taken for this service.');
  await untilStill(prompt);
  await snapView(page, 'reservations-service-rules');
  await prompt.getByRole('button', { name: 'Book anyways' }).click();
  await expect(form).toBeHidden();
  await expect(rowOf(page, 'Banquet')).toBeVisible();
  // The override is the host's, recorded with the rule it overrode.
  const api = await apiOf(page);
  const { reservations } = await api.call<{ reservations: { reservation_id: string; last_name: string; pax: number }[] }>(
    'GET',
    '/api/reservation/list',
    { date },
  );
  const banquet = reservations.find((r) => r.last_name === 'Banquet')!;
  expect(banquet.pax).toBe(12);
  const { entries } = await api.call<{ entries: { changes: Record<string, unknown> }[] }>('GET', '/api/booking/audit_trail', {
    reservation_id: banquet.reservation_id,
  });
  expect(entries[0].changes.rules_override).toEqual({ service_id: expect.any(String), reasons: ['partySizeOutOfRange'] });
  await page.context().close();
});
