import type { Page } from '@playwright/test';
import { expect, snap, test, tick } from '../fixtures';

/** A date of the current month, as the calendar's cells name it. */
const dayOfThisMonth = (day: number) => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
};

async function typeTime(page: Page, fieldId: string, time: string) {
  const input = page.locator(`#${fieldId}`);
  await input.click();
  await input.fill(time);
  await input.press('Tab');
}

async function gotoScreen(page: Page, path: string, title: string) {
  await page.goto(path);
  await expect(page.getByTestId('screen-title')).toHaveText(title);
}

test('a service created in the editor shows its rule messages inline, then appears on the calendar', async ({ signedInPage: page }) => {
  await gotoScreen(page, '/settingsSchedule', 'Schedule');
  await expect(page.getByRole('link', { name: 'Dinner' })).toBeVisible();
  await snap(page, 'availability-schedule');
  await page.getByTestId('add-service').click();
  await expect(page.getByTestId('screen-title')).toHaveText('Service Settings');
  await expect(page.getByTestId('error-onlineSlots')).toHaveText(
    'General, Capacity and Turnaround sections must be completed before creating online booking slots.',
  );

  await page.getByLabel('Service Name').fill('Breakfast');
  await typeTime(page, 'startMinute', '07:00');
  await typeTime(page, 'endMinute', '10:00');
  for (const day of ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']) await tick(page.getByLabel(day, { exact: true }));
  await page.getByLabel('Min party size').fill('1');
  await page.getByLabel('Max party size').fill('6');
  await page.getByLabel('Max covers per interval').fill('10');
  await page.getByLabel('Total covers').fill('4');
  await expect(page.getByTestId('error-covers.totalCovers')).toHaveText('Total covers must be larger than min and max party size.');
  await page.getByLabel('Total covers').fill('40');
  await expect(page.getByTestId('error-covers.totalCovers')).toHaveCount(0);
  await page.getByRole('button', { name: 'Add turnaround time' }).click();
  await page.getByLabel('Min pax 1').fill('1');
  await page.getByLabel('Max pax 1').fill('6');
  await page.getByLabel('Turnaround (minutes) 1').fill('60');
  await page.getByTestId('add-slot').click();
  await typeTime(page, 'onlineSlots_0_startMinute', '07:00');
  await typeTime(page, 'onlineSlots_0_endMinute', '09:30');

  await page.getByTestId('service-save').click();
  await expect(page.getByText('Service created.')).toBeVisible();
  await expect(page.getByTestId('screen-title')).toHaveText('Schedule');
  await expect(page.getByRole('link', { name: 'Breakfast' })).toBeVisible();

  await gotoScreen(page, '/CloudAvailability', 'Availability Calendar');
  const cell = page.getByTestId(`day-${dayOfThisMonth(15)}`);
  await expect(cell.getByTestId('calendar-service').filter({ hasText: 'Breakfast' })).toContainText('07:00 – 10:00');
  await snap(page, 'availability-calendar');
});

test('online bookings can be blocked for a day, and a service changed for that day only, from the calendar', async ({
  signedInPage: page,
}) => {
  await gotoScreen(page, '/CloudAvailability', 'Availability Calendar');
  const date = dayOfThisMonth(20);
  const cell = page.getByTestId(`day-${date}`);
  await expect(cell.getByTestId('calendar-service').first()).toBeVisible();
  await cell.click();
  const drawer = page.getByTestId('day-panel');
  await expect(drawer.getByTestId('online-day-switch')).toBeChecked();
  await drawer.getByTestId('online-day-switch').click();
  await expect(page.getByText('Online reservations blocked for this day.')).toBeVisible();
  await expect(drawer.getByTestId('online-day-switch')).not.toBeChecked();
  await snap(page, 'availability-day-drawer');

  const lunch = drawer.locator('[data-testid^="day-service-"]').filter({ hasText: 'Lunch' });
  await lunch.getByTestId('quick-edit').click();
  const quickEdit = page.getByTestId('quick-edit-modal');
  await quickEdit.getByLabel('Total covers').fill('90');
  await quickEdit.getByTestId('service-save').click();
  await expect(page.getByText('Service changed for this date.')).toBeVisible();
  await expect(lunch).toContainText('/ 90 covers');
  await lunch.getByTestId('restore-default').click();
  await page.getByRole('button', { name: 'OK', exact: true }).click();
  await expect(page.getByText('Session default restored.')).toBeVisible();
  await expect(lunch).toContainText('/ 80 covers');

  await page.keyboard.press('Escape');
  await expect(cell.getByTestId('online-blocked')).toBeVisible();
});

test('leaving the service editor with changes asks first', async ({ signedInPage: page }) => {
  await gotoScreen(page, '/settingsSchedule', 'Schedule');
  await page.getByRole('link', { name: 'Lunch', exact: true }).click();
  await expect(page.getByLabel('Service Name')).toHaveValue('Lunch');
  await page.getByLabel('Service Name').fill('Lunch (changed)');
  await page.getByRole('menuitem', { name: 'Availability Calendar' }).click();
  const prompt = page.getByRole('dialog').filter({ hasText: 'You have unsaved changes' });
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: 'Discard' }).click();
  await expect(page.getByTestId('screen-title')).toHaveText('Service Settings');
  await expect(page.getByLabel('Service Name')).toHaveValue('Lunch (changed)');
  await page.getByRole('menuitem', { name: 'Availability Calendar' }).click();
  await prompt.getByRole('button', { name: "Don't Save" }).click();
  await expect(page.getByTestId('screen-title')).toHaveText('Availability Calendar');
  await gotoScreen(page, '/settingsSchedule', 'Schedule');
  await expect(page.getByRole('link', { name: 'Lunch', exact: true })).toBeVisible();
});

test('online booking slots, the times of a day and the capacity alert', async ({ signedInPage: page }) => {
  await gotoScreen(page, '/scheduleAvailability', 'Schedule Availability');
  await page.getByTestId('slots-service').click();
  await page.getByTitle('Dinner · 18:00 – 23:30').click();
  await expect(page.getByTestId('slot-1')).toBeVisible();
  await page.getByText('Select all').click();
  await page.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(page.getByLabel('Open 1', { exact: true })).not.toBeChecked();
  await expect(page.getByLabel('Open 2', { exact: true })).not.toBeChecked();
  await page.getByRole('button', { name: 'Bulk edit' }).click();
  const bulk = page.getByRole('dialog').filter({ hasText: 'Edit 2 slots' });
  await bulk.getByLabel('Interval (minutes)').fill('30');
  await bulk.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByLabel('Interval (minutes) 1', { exact: true })).toHaveValue('30');
  await expect(page.getByLabel('Interval (minutes) 2', { exact: true })).toHaveValue('30');
  await page.getByRole('button', { name: 'Duplicate' }).click();
  await expect(page.getByTestId('error-onlineSlots.2.startMinute')).toHaveText('Online booking slots cannot overlap.');
  await tick(page.getByLabel('Select slot 3'));
  await tick(page.getByLabel('Select slot 4'));
  await page.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByTestId('slot-2')).toHaveCount(0);
  await snap(page, 'availability-slots');
  await page.getByTestId('service-save').click();
  await expect(page.getByText('Service updated.')).toBeVisible();
  await gotoScreen(page, '/settingsSchedule', 'Schedule');
  await page.getByRole('link', { name: 'Dinner' }).click();
  await expect(page.getByLabel('Service Name')).toHaveValue('Dinner');
  await snap(page, 'availability-service-editor');
  await gotoScreen(page, '/availability', 'Availability');
  await expect(page.getByTestId('day-times').locator('.time-tag').first()).toBeVisible();
  await snap(page, 'availability-day-times');
  await gotoScreen(page, '/capacityAlert', 'Capacity Alert');
  await expect(page.getByLabel('Send capacity alerts')).toBeVisible();
  await snap(page, 'availability-capacity-alert');
});

test.describe('View Only', () => {
  test.use({ demoUser: 'host' });
  test('Front of House sees services read-only', async ({ signedInPage: page }) => {
    await gotoScreen(page, '/settingsSchedule', 'Schedule');
    await expect(page.getByTestId('read-only-note')).toBeVisible();
    await expect(page.getByTestId('add-service')).toHaveCount(0);
    await page.getByRole('link', { name: 'Dinner' }).click();
    await expect(page.getByLabel('Service Name')).toBeDisabled();
    await expect(page.getByTestId('service-save')).toHaveCount(0);
    await snap(page, 'availability-read-only');
  });
});

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  test('the calendar and the editor fit a phone', async ({ signedInPage: page }) => {
    await gotoScreen(page, '/CloudAvailability', 'Availability Calendar');
    await expect(page.getByTestId('calendar-day-inline').getByTestId('day-panel')).toBeVisible();
    await snap(page, 'mobile-availability-calendar');
    await gotoScreen(page, '/settingsSchedule', 'Schedule');
    await snap(page, 'mobile-availability-schedule');
    await page.getByRole('link', { name: 'Dinner' }).click();
    await expect(page.getByLabel('Service Name')).toHaveValue('Dinner');
    await snap(page, 'mobile-availability-service-editor');
    await gotoScreen(page, '/scheduleAvailability', 'Schedule Availability');
    await snap(page, 'mobile-availability-slots');
  });
});

test('a service added from another host appears without a reload', async ({ signedInPage: page }) => {
  await gotoScreen(page, '/settingsSchedule', 'Schedule');
  await expect(page.getByRole('link', { name: 'Dinner' })).toBeVisible();
  await expect(page.getByTestId('live-status')).toHaveAttribute('data-status', 'live');
  const token = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('covers.tokens') ?? '{}') as { access_token: string }).access_token,
  );
  const response = await page.request.post('/api/session/add', {
    headers: { Authorization: `Bearer ${token}` },
    form: {
      rid: '1',
      name: 'Night Owl',
      startMinute: '105',
      endMinute: '165',
      'repeatDays[0]': '2',
      'covers[minPartySize]': '1',
      'covers[maxPartySize]': '4',
      'covers[totalCovers]': '20',
      'covers[maxCoversPerInterval]': '8',
      'turnaround[0][minPax]': '1',
      'turnaround[0][maxPax]': '4',
      'turnaround[0][minutes]': '45',
    },
  });
  expect((await response.json()).status.code).toBe(0);
  await expect(page.getByRole('link', { name: 'Night Owl' })).toBeVisible();
});

test('turning a tablet across the breakpoint keeps the screen as it was: the open day follows into the other edition and back', async ({
  signedInPage: page,
}) => {
  await gotoScreen(page, '/CloudAvailability', 'Availability Calendar');
  const date = dayOfThisMonth(18);
  const heading = new Date(`${date}T12:00:00`).toLocaleDateString('en-US', { weekday: 'long' }) + `, ${date}`;
  await page.getByTestId(`day-${date}`).click();
  await expect(page.getByTestId('day-drawer')).toContainText(heading);

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId('layout-mobile')).toBeVisible();
  await expect(page.getByTestId('calendar-day-inline')).toContainText(heading);

  await page.setViewportSize({ width: 1366, height: 860 });
  await expect(page.getByTestId('layout-desktop')).toBeVisible();
  await expect(page.getByTestId('day-drawer')).toContainText(heading);
});
