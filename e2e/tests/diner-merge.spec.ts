import type { Page } from '@playwright/test';
import { expect, snap, test, untilStill } from '../fixtures';
import { apiOf } from './reservations-api';

type Api = Awaited<ReturnType<typeof apiOf>>;

/** Two diners of the demo group who are one person: the same name, e-mails that are aliases of one another. */
async function twoOfOne(api: Api, suffix: string) {
  const add = (email: string, extra: Record<string, unknown>) =>
    api.call<{ diner: { diner_id: string } }>('POST', '/api/diner/add', { first_name: 'Ivy', last_name: `Quek${suffix}`, email, ...extra });
  const kept = await add(`ivy.quek.${suffix}@example.com`, { notes: 'Window seat' });
  const merged = await add(`ivyquek${suffix}+work@example.com`, { birthday: '1988-08-08', notes: 'No shellfish' });
  return { keptId: kept.diner.diner_id, mergedId: merged.diner.diner_id };
}

/** Whether the diner is in the directory (a merged-away diner is not found). */
async function inDirectory(api: Api, dinerId: string) {
  return api.call('POST', '/api/diner/get', { diner_id: dinerId }).then(
    () => true,
    () => false,
  );
}

async function openPair(page: Page, name: string) {
  const row = page.getByTestId('duplicate-list').locator('tr').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await row.getByTestId('compare-pair').click();
  return page.getByTestId('diner-compare');
}

test('an admin merges two diners who are one person, undoes it from the toast, merges again and undoes it from the profile', async ({
  signedInPage: page,
}) => {
  const suffix = Date.now().toString(36);
  const name = `Ivy Quek${suffix}`;
  const api = await apiOf(page);
  const { keptId, mergedId } = await twoOfOne(api, suffix);

  // The directory's Possible duplicates lists the pair with its score and reasons.
  await page.getByRole('menuitem', { name: 'Diner Directory', exact: true }).click();
  await page.getByTestId('diner-duplicates-link').click();
  const row = page.getByTestId('duplicate-list').locator('tr').filter({ hasText: name });
  await expect(row).toContainText('Similar email');
  await expect(row).toContainText('Similar name (100%)');
  await expect(row.getByTestId('duplicate-score')).toContainText('75%');
  await snap(page, 'diner-duplicates');

  // Compare side by side; keep the diner with the window seat note, merge.
  let compare = await openPair(page, name);
  await expect(compare).toContainText('1988-08-08');
  const keepIndex = (await row.innerText()).indexOf(`ivy.quek.${suffix}`) < (await row.innerText()).indexOf(`ivyquek${suffix}`) ? 0 : 1;
  await compare.getByTestId(`keep-diner-${keepIndex}`).click();
  await expect(compare.getByTestId('merge-summary')).toContainText(`into Ivy Quek${suffix}`);
  await untilStill(compare.locator('.ant-modal-content'));
  await snap(page, 'diner-merge-compare');
  await compare.getByTestId('merge-diners').click();
  await expect(page.getByText('Diners merged')).toBeVisible();
  await expect(row).toHaveCount(0);
  expect(await inDirectory(api, mergedId)).toBe(false);
  const { diner } = await api.call<{ diner: { notes: string; birthday: string } }>('POST', '/api/diner/get', { diner_id: keptId });
  expect(diner).toMatchObject({ notes: 'Window seat\n\nNo shellfish', birthday: '1988-08-08' });

  // Undo from the toast: both diners back as they were, the pair listed again.
  await page.getByTestId('merge-undo').click();
  await expect(page.getByText('Merge undone')).toBeVisible();
  await expect(row).toHaveCount(1);
  expect(await inDirectory(api, mergedId)).toBe(true);
  expect((await api.call<{ diner: { notes: string } }>('POST', '/api/diner/get', { diner_id: keptId })).diner.notes).toBe('Window seat');

  // Merge again; the kept diner's profile offers Undo merge while it can be undone.
  compare = await openPair(page, name);
  await compare.getByTestId(`keep-diner-${keepIndex}`).click();
  await compare.getByTestId('merge-diners').click();
  await expect(row).toHaveCount(0);
  await page.getByTestId('back-to-directory').click();
  await page.getByTestId('diner-search').fill(`Quek${suffix}`);
  const rows = page.getByTestId('diner-list').locator('.diner-row');
  await expect(rows).toHaveCount(1);
  await rows.first().click();
  const drawer = page.getByTestId('diner-drawer');
  await expect(drawer.getByTestId('diner-undo-merge')).toHaveText(`Undo merge with Ivy Quek${suffix}`);
  await drawer.getByTestId('diner-undo-merge').click();
  await expect(page.getByText('Merge undone')).toBeVisible();
  await expect(drawer.getByTestId('diner-undo-merge')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(rows).toHaveCount(2);
  expect(await inDirectory(api, mergedId)).toBe(true);
});

test('the possible duplicates and the compare in Chinese, on a desktop and on a phone', async ({ signedInPage: page }) => {
  const suffix = Date.now().toString(36);
  await twoOfOne(await apiOf(page), suffix);
  await page.context().addCookies([{ name: 'language', value: 'zh_CN', domain: 'localhost', path: '/' }]);
  await page.goto('/DinerDuplicates');
  const row = page
    .getByTestId('duplicate-list')
    .locator('tr')
    .filter({ hasText: `Quek${suffix}` });
  await expect(row).toContainText('电子邮件相似');
  await snap(page, 'diner-duplicates-zh');
  await row.getByTestId('compare-pair').click();
  await untilStill(page.getByTestId('diner-compare').locator('.ant-modal-content'));
  await snap(page, 'diner-merge-compare-zh');
  await page.keyboard.press('Escape');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/DinerDuplicates');
  await expect(
    page
      .getByTestId('duplicate-list')
      .locator('tr')
      .filter({ hasText: `Quek${suffix}` }),
  ).toHaveCount(1);
  await snap(page, 'diner-duplicates-zh-phone');
  await page
    .getByTestId('duplicate-list')
    .locator('tr')
    .filter({ hasText: `Quek${suffix}` })
    .getByTestId('compare-pair')
    .click();
  await untilStill(page.getByTestId('diner-compare').locator('.ant-modal-content'));
  await snap(page, 'diner-merge-compare-zh-phone');

  await page.context().addCookies([{ name: 'language', value: 'en_US', domain: 'localhost', path: '/' }]);
  await page.goto('/DinerDuplicates');
  await expect(
    page
      .getByTestId('duplicate-list')
      .locator('tr')
      .filter({ hasText: `Quek${suffix}` }),
  ).toContainText('Similar email');
  await snap(page, 'diner-duplicates-phone');
});
