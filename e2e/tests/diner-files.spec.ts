import { readFileSync } from 'node:fs';
import { expect, snap, test } from '../fixtures';

const FILE = [
  'Surname,First Name,Mobile,Email',
  'Filer,Ana,+65 8877 1001,ana.filer@example.com',
  'Filer,Ben,8877 1002,',
  'Filer,Bad,12,not-an-email',
].join('\n');

test('diners are imported from a CSV with its columns matched, the failed rows downloaded, the same file again adds nobody, and the list exports', async ({
  signedInPage: page,
}) => {
  await page.goto('/DinerDirectory');
  const importFile = async () => {
    await page.getByTestId('diner-import').click();
    await page
      .locator('.ant-modal input[type=file]')
      .setInputFiles({ name: 'diners.csv', mimeType: 'text/csv', buffer: Buffer.from(FILE) });
    await expect(page.getByText('“diners.csv”, 3 rows')).toBeVisible();
  };
  await importFile();
  await page.getByTestId('diner-import-check').click();
  await expect(page.getByTestId('diner-import-preview')).toHaveText('2 new diners, 0 already in the directory, 1 rows with errors');
  await snap(page, 'diner-import-mapping-en');
  await page.getByTestId('diner-import-submit').click();
  await expect(page.getByTestId('diner-import-result')).toContainText('2 new diners, 0 already in the directory, 1 rows with errors');
  const [failures] = await Promise.all([page.waitForEvent('download'), page.getByTestId('diner-import-failures').click()]);
  const report = readFileSync(await failures.path(), 'utf8');
  expect(report).toContain('Filer,Bad,12,not-an-email');
  expect(report).toContain('Invalid number');
  await page.locator('.ant-modal-footer').getByRole('button', { name: 'Close' }).click();

  await importFile();
  await page.getByTestId('diner-import-submit').click();
  await expect(page.getByTestId('diner-import-result')).toContainText('0 new diners, 2 already in the directory');
  await page.locator('.ant-modal-footer').getByRole('button', { name: 'Close' }).click();

  await page.getByTestId('diner-search').fill('Filer');
  await expect(page.getByTestId('diner-list').locator('.diner-row')).toHaveCount(2);
  const [exported] = await Promise.all([page.waitForEvent('download'), page.getByTestId('diner-export').click()]);
  const csv = readFileSync(await exported.path(), 'utf8');
  expect(csv.startsWith('\uFEFF')).toBe(true);
  expect(csv).toContain('+6588771001');
  expect(csv.trim().split('\r\n')).toHaveLength(3);
});
