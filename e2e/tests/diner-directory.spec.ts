import { expect, signIn, snap, test } from '../fixtures';

test('an admin tags a new diner, finds them by part of their phone and makes them VIP', async ({ signedInPage: page }) => {
  const suffix = Date.now().toString(36);
  const tag = `Regular ${suffix}`;
  const lastName = `Lim${suffix}`;
  // A Singapore mobile number no other test uses: 9 and seven digits of the clock.
  const phone = `9${String(Date.now()).slice(-7)}`;

  // Settings > Diner Tags: the tag, and the same name in other case and spacing refused on its field.
  await page.getByRole('menuitem', { name: 'Diner Tags', exact: true }).click();
  await page.getByTestId('add-tag').click();
  await page.getByTestId('tag-name').fill(tag);
  await page.getByTestId('tag-save').click();
  await expect(page.getByText('Tag created')).toBeVisible();
  await expect(page.getByTestId('tag-list')).toContainText(tag);
  await page.getByTestId('add-tag').click();
  await page.getByTestId('tag-name').fill(`  ${tag.toUpperCase().replace(' ', '   ')} `);
  await page.getByTestId('tag-save').click();
  await expect(page.getByTestId('tag-form')).toContainText('This tag already exists');
  await page.keyboard.press('Escape');

  // Diner Directory: add the diner with the tag.
  await page.getByRole('menuitem', { name: 'Diner Directory', exact: true }).click();
  await page.getByTestId('add-diner').click();
  const drawer = page.getByTestId('diner-drawer');
  await drawer.getByTestId('diner-first-name').fill('Mei');
  await drawer.getByTestId('diner-last-name').fill(lastName);
  await drawer.getByTestId('diner-phone').fill(phone);
  await drawer.getByTestId('diner-tags').click();
  await page.locator('.ant-select-item-option').filter({ hasText: tag }).click();
  await drawer.getByTestId('diner-save').click();
  await expect(page.getByText('Diner created')).toBeVisible();
  await expect(drawer).toBeHidden();

  // Found by part of the phone; the profile opens from the list.
  await page.getByTestId('diner-search').fill(phone.slice(2, 7));
  const rows = page.getByTestId('diner-list').locator('.diner-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(`Mei ${lastName}`);
  await expect(rows.first()).toContainText(tag);
  await rows.first().click();
  await expect(drawer.getByTestId('diner-drawer-name')).toHaveText(`Mei ${lastName}`);
  await expect(drawer.getByTestId('diner-stats')).toContainText('0');
  await expect(drawer.getByTestId('diner-history-link')).toHaveAttribute('href', /\/dinerHistory\?diner_id=/);

  // VIP, saved: the list shows it.
  await drawer.getByTestId('diner-vip').click();
  await drawer.getByTestId('diner-save').click();
  await expect(page.getByText('Diner updated')).toBeVisible();
  await expect(drawer).toBeHidden();
  await expect(rows.first()).toContainText('VIP');
  await snap(page, 'diner-directory');
});

test('a Diner Directory phone link opens Add diner with that phone', async ({ signedInPage: page }) => {
  await page.goto('/DinerDirectory?phone=6590001111');
  const drawer = page.getByTestId('diner-drawer');
  await expect(drawer.getByTestId('diner-phone')).toHaveValue('9000 1111');
  await expect(drawer.getByTestId('diner-phone-country')).toContainText('+65 SG');
  await expect(page).toHaveURL(/\/DinerDirectory$/);
});

test('Diner Management at View Only lists diners and tags without edit controls', async ({ page }) => {
  await signIn(page, 'host');
  await page.getByRole('menuitem', { name: 'Diner Directory', exact: true }).click();
  await expect(page.getByTestId('diner-list')).toBeVisible();
  await expect(page.getByTestId('add-diner')).toHaveCount(0);
  await page.goto('/setting_dinerTags');
  await expect(page.getByTestId('tag-list')).toBeVisible();
  await expect(page.getByTestId('add-tag')).toHaveCount(0);
});
