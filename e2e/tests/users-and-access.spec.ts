import type { Browser, Page } from '@playwright/test';
import { expect, signIn, snap, submitSignIn, test, type DemoUser } from '../fixtures';

/** Each default access type's menu at the demo outlet (spec §6): No Access leaves the entry out. */
const MENUS: Record<DemoUser, { shown: string[]; hidden: string[] }> = {
  admin: { shown: ['Users and Access', 'Reports', 'Availability Calendar', 'Sections and Table Plans', 'Diner Directory'], hidden: [] },
  manager: { shown: ['Users and Access', 'Reports', 'Availability Calendar', 'Sections and Table Plans', 'Diner Directory'], hidden: [] },
  host: {
    shown: ['Availability Calendar', 'Sections and Table Plans', 'Diner Directory', 'Queue Status'],
    hidden: ['Users and Access', 'Reports'],
  },
};

async function expectMenu(page: Page, { shown, hidden }: { shown: string[]; hidden: string[] }): Promise<void> {
  for (const name of shown) await expect(page.getByRole('menuitem', { name, exact: true })).toBeVisible();
  for (const name of hidden) await expect(page.getByRole('menuitem', { name, exact: true })).toHaveCount(0);
}

async function openUsersAndAccess(page: Page): Promise<void> {
  await page.getByRole('menuitem', { name: 'Users and Access', exact: true }).click();
  await expect(page.getByTestId('uac-users')).toBeVisible();
}

async function newPage(browser: Browser): Promise<Page> {
  return (await browser.newContext({ viewport: { width: 1366, height: 860 } })).newPage();
}

for (const user of ['admin', 'manager', 'host'] as const) {
  test(`${user} sees the menu of their access type`, async ({ page }) => {
    await signIn(page, user);
    await expectMenu(page, MENUS[user]);
    await page.goto('/usersandAccess');
    if (user === 'host') {
      await expect(page.getByTestId('permission-denied')).toBeVisible();
      await page.goto('/reports');
      await expect(page.getByTestId('permission-denied')).toBeVisible();
      await snap(page, 'uac-host-no-access');
    } else {
      await expect(page.getByTestId('uac-users')).toBeVisible();
      // Manager: User Access Control at View Only, so no edit controls.
      await expect(page.getByTestId('uac-add-user')).toHaveCount(user === 'admin' ? 1 : 0);
      if (user === 'manager') await snap(page, 'uac-manager-view-only');
    }
  });
}

/** An access type made on the form: Service and Online Booking Slot View Only, Reports All Access, no Sections or Diners. */
async function addAccessType(page: Page, typeName: string, screenshot = false): Promise<void> {
  await page.getByRole('tab', { name: 'Access Types' }).click();
  await page.getByTestId('uac-add-role').click();
  const typeForm = page.getByTestId('uac-role-form');
  await typeForm.getByLabel('Access Type Name').fill(typeName);
  const level = (permission: string, label: string) =>
    page.getByTestId(`uac-level-${permission}`).getByText(label, { exact: true }).click();
  await level('servicesAndSlots', 'View Only');
  await level('sectionsAndTablePlans', 'No Access');
  await level('dinerManagement', 'No Access');
  await level('reports', 'All Access');
  if (screenshot) await snap(page, 'uac-access-type-form');
  await page.getByTestId('uac-role-save').click();
  await expect(page.getByText('Access type created.')).toBeVisible();
  await expect(page.getByTestId('uac-roles').getByRole('row', { name: new RegExp(typeName) })).toContainText('No Access');
  await page.getByRole('tab', { name: 'Users' }).click();
}

/** A user added on the open user form, with the access type at the Singapore outlet. */
async function fillUser(page: Page, user: { name: string; userId: string; password: string; typeName: string }): Promise<void> {
  const form = page.getByTestId('uac-user-form');
  await form.getByLabel('Staff Name').fill(user.name);
  await form.getByLabel('Email Address').fill(`${user.userId}@covers.example`);
  await form.getByLabel('User ID').fill(user.userId);
  await form.getByLabel('Password', { exact: true }).fill(user.password);
  await form.getByTestId('uac-access-1').click();
  await page.locator('.ant-select-dropdown:visible').getByTitle(user.typeName).click();
  await page.getByTestId('uac-user-save').click();
  await expect(page.getByText('User created.')).toBeVisible();
}

test('an admin creates an access type and a user who sees exactly what it allows; deleting the user ends their session at once', async ({
  page,
  browser,
}) => {
  const suffix = Date.now().toString(36);
  const typeName = `Reports Desk ${suffix}`;
  const userId = `desk.${suffix}`;
  await signIn(page, 'admin');
  await openUsersAndAccess(page);
  await snap(page, 'uac-users');
  await addAccessType(page, typeName, true);

  // The user: the spec §5 rules on the fields first.
  await page.getByTestId('uac-add-user').click();
  await page.getByTestId('uac-user-save').click();
  const form = page.getByTestId('uac-user-form');
  for (const message of [
    'Staff Name is required.',
    'Email Address is required.',
    'User ID is required.',
    'Password is required.',
    'Assign an access type for at least 1 outlet.',
  ])
    await expect(form.getByText(message)).toBeVisible();
  await snap(page, 'uac-user-form-errors');
  await form.getByLabel('Position Title').fill('Reports clerk');
  await fillUser(page, { name: 'Dana Desk', userId, password: 'desk-password-1', typeName });
  const row = page.getByTestId('uac-users').getByRole('row', { name: new RegExp(userId) });
  await expect(row).toContainText(`Covers Demo Singapore: ${typeName}`);

  // The filters: by access type, then by an outlet where the user has nothing.
  await page.getByTestId('uac-filter-type').click();
  await page.locator('.ant-select-dropdown:visible').getByTitle(typeName).click();
  await expect(page.getByTestId('uac-users').locator('tbody tr.ant-table-row')).toHaveCount(1);
  await page.getByTestId('uac-filter-outlet').click();
  await page.locator('.ant-select-dropdown:visible').getByTitle('Covers Demo Bangkok').click();
  await expect(page.getByText('No users match.')).toBeVisible();

  // The new user signs in: Reports and the Availability Calendar (read-only), nothing else of Setup.
  const desk = await newPage(browser);
  await desk.goto('/signIn', { waitUntil: 'networkidle' });
  await submitSignIn(desk, userId, 'desk-password-1');
  await expect(desk.getByTestId('screen-title')).toHaveText('Reservations', { timeout: 45_000 });
  await expectMenu(desk, {
    shown: ['Reports', 'Availability Calendar', 'Queue Status'],
    hidden: ['Users and Access', 'Sections and Table Plans', 'Diner Directory'],
  });
  await desk.goto('/settingsSchedule');
  await expect(desk.getByTestId('read-only-note')).toBeVisible();
  await expect(desk.getByTestId('add-service')).toHaveCount(0);
  await desk.goto('/sectionTable');
  await expect(desk.getByTestId('permission-denied')).toBeVisible();
  await desk.goto('/usersandAccess');
  await expect(desk.getByTestId('permission-denied')).toBeVisible();
  await desk.goto('/');
  await expect(desk.getByTestId('live-status')).toContainText('Live');

  // Their access changed by the admin: their menu follows without a reload.
  await page.getByTestId('uac-filter-outlet').click();
  await page.locator('.ant-select-dropdown:visible').getByTitle('All outlets').click();
  // The type filter goes too: the user is about to leave that access type.
  await page.getByTestId('uac-filter-type').click();
  await page.locator('.ant-select-dropdown:visible').getByTitle('All access types').click();
  await row.getByRole('button', { name: `Edit ${userId}` }).click();
  await form.getByTestId('uac-access-1').click();
  await page.locator('.ant-select-dropdown:visible').getByTitle('Front of House').click();
  await page.getByTestId('uac-user-save').click();
  await expect(page.getByText('User updated.')).toBeVisible();
  await expect(row).toContainText('Covers Demo Singapore: Front of House');
  await expectMenu(desk, { shown: ['Sections and Table Plans', 'Diner Directory'], hidden: ['Reports', 'Users and Access'] });

  // Deleting the user: the confirmation says what happens, and their open session ends at once.
  await row.getByRole('button', { name: `Delete ${userId}` }).click();
  await expect(page.getByText('Dana Desk will be logged out and removed permanently.')).toBeVisible();
  await snap(page, 'uac-delete-user');
  await page.getByRole('dialog').getByTestId('uac-confirm-delete').click();
  await expect(page.getByText('User deleted.')).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect(desk).toHaveURL(/\/signIn/);
  await desk.context().close();
});

test('deleting an access type names the users who become Unassigned first', async ({ page }) => {
  const suffix = Date.now().toString(36);
  const typeName = `Holders ${suffix}`;
  await signIn(page, 'admin');
  await openUsersAndAccess(page);
  await addAccessType(page, typeName);
  await page.getByTestId('uac-add-user').click();
  await fillUser(page, { name: 'Ola Holder', userId: `holder.${suffix}`, password: 'holder-password-1', typeName });
  await page.getByRole('tab', { name: 'Access Types' }).click();
  await page.getByRole('button', { name: `Delete ${typeName}` }).click();
  await expect(page.getByTestId('uac-role-holders')).toContainText(`Ola Holder (holder.${suffix})`);
  await expect(page.getByText('These users become Unassigned:')).toBeVisible();
  await snap(page, 'uac-delete-access-type');
  await page.getByRole('dialog').getByTestId('uac-confirm-delete').click();
  await expect(page.getByText('Access type deleted.')).toBeVisible();
  await page.getByRole('tab', { name: 'Users' }).click();
  await expect(page.getByTestId('uac-users').getByRole('row', { name: new RegExp(`holder.${suffix}`) })).toContainText(
    'Covers Demo Singapore: Unassigned',
  );
});

test('Users and Access in Thai and Chinese, on a desktop and a phone', async ({ browser }) => {
  for (const [lang, viewport, name] of [
    ['th_TH', { width: 1366, height: 860 }, 'uac-th-desktop'],
    ['zh_CN', { width: 390, height: 844 }, 'uac-zh-phone'],
    ['en_US', { width: 390, height: 844 }, 'uac-en-phone'],
  ] as const) {
    const context = await browser.newContext({ viewport, ...(viewport.width < 500 ? { isMobile: true, hasTouch: true } : {}) });
    const page = await context.newPage();
    await page.goto('/signIn', { waitUntil: 'networkidle' });
    await submitSignIn(page, 'admin');
    await expect(page.getByTestId('screen-title')).toHaveText('Reservations', { timeout: 45_000 });
    // The language the switcher would save (a phone keeps the switcher in its menu).
    await context.addCookies([{ name: 'language', value: lang, url: page.url() }]);
    await page.goto('/usersandAccess');
    await expect(page.getByTestId('uac-users')).toBeVisible();
    await snap(page, name);
    await page.getByTestId('uac-add-user').click();
    await page.getByTestId('uac-user-save').click();
    await expect(page.getByTestId('uac-user-form').locator('.ant-form-item-explain-error').first()).toBeVisible();
    await snap(page, `${name}-form`);
    await context.close();
  }
});
