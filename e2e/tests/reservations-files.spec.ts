import Papa from 'papaparse';
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, snap, test } from '../fixtures';
import { apiOf, snapView } from './reservations-api';

// 25 days of 40 bookings, one per quarter hour from 11:00: within the demo services' capacity (per interval and per day).
const IMPORT_DATES = Array.from({ length: 25 }, (_, day) => `2031-04-${String(day + 1).padStart(2, '0')}`);

/** 1,000 rows over 25 days; every 100th row has a bad date and every 250th (offset) lacks Taken By. */
function importCsv(): { csv: string; bad: number } {
  const header = 'date,time,first_name,last_name,phone,email,adults,children,taken_by,special_requests,source';
  const lines = [header];
  let bad = 0;
  for (let i = 0; i < 1000; i++) {
    const badDate = i % 100 === 99;
    const noTakenBy = i % 250 === 17;
    if (badDate || noTakenBy) bad++;
    const minute = 11 * 60 + (i % 40) * 15;
    const time = `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
    lines.push(
      [
        badDate ? '2031-02-30x' : IMPORT_DATES[Math.floor(i / 40)],
        time,
        `Guest${i}`,
        `Imported${i}`,
        `+65${80000000 + i}`,
        `guest${i}@example.com`,
        1 + (i % 5),
        i % 2,
        noTakenBy ? '' : 'Importer',
        i % 9 === 0 ? '"Window, please"' : '',
        'Import',
      ].join(','),
    );
  }
  return { csv: `\uFEFF${lines.join('\r\n')}\r\n`, bad };
}

async function openImport(page: Page) {
  await page.goto(`/?date=${IMPORT_DATES[0]}`);
  await page.getByTestId('open-import').click();
  return page.getByTestId('import-dialog');
}

test('a 1,000-row import with bad rows: errors per cell, valid rows imported, a fixed row imported after', async ({
  signedInPage: page,
}) => {
  const { csv, bad } = importCsv();
  const dialog = await openImport(page);
  const template = page.waitForEvent('download');
  await dialog.getByTestId('download-template').click();
  const templateText = readFileSync(await (await template).path(), 'utf8');
  expect(templateText.startsWith('\uFEFFdate,time,salutation,first_name,last_name')).toBe(true);

  await dialog.locator('input[type="file"]').setInputFiles({ name: 'bookings.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(dialog.getByTestId('import-summary')).toHaveText(`1000 rows: ${1000 - bad} valid, ${bad} with errors`);
  await expect(dialog.getByTestId('import-all')).toBeDisabled();
  await snapView(page, 'reservations-import-review');
  await dialog.getByRole('switch').click();
  // Row 18 (index 17) lacks Taken By: its cell is marked with the shared message.
  const takenBy = dialog.locator('[data-testid="import-cell-error"][data-line="18"][data-column="taken_by"]');
  await takenBy.hover();
  await expect(page.getByRole('tooltip')).toHaveText('Please complete the Taken By field.');

  const imported = page.waitForResponse((response) => response.url().includes('/api/reservation/import'));
  await dialog.getByTestId('import-valid').click();
  expect((await imported).ok()).toBe(true);
  await expect(dialog.getByTestId('import-outcome')).toHaveText(`${1000 - bad} imported, 0 refused`);
  await expect(dialog.getByTestId('import-summary')).toHaveText(`${bad} rows: 0 valid, ${bad} with errors`);

  // Fix the missing Taken By in place; that row becomes valid and goes in on its own.
  await dialog.locator('[data-line="18"][data-column="taken_by"]').click();
  await dialog.getByTestId('import-cell-input').fill('Fixer');
  await dialog.getByTestId('import-cell-input').press('Enter');
  await expect(dialog.getByTestId('import-summary')).toHaveText(`${bad} rows: 1 valid, ${bad - 1} with errors`);
  await dialog.getByTestId('import-valid').click();
  await expect(dialog.getByTestId('import-outcome')).toHaveText('1 imported, 0 refused');
  await page.keyboard.press('Escape');

  const api = await apiOf(page);
  const counts = await Promise.all(
    IMPORT_DATES.map((date) => api.call<{ all: { bookings: number } }>('GET', '/api/reservation/count', { date })),
  );
  expect(counts.reduce((sum, count) => sum + count.all.bookings, 0)).toBe(1000 - bad + 1);
  await expect(page.getByTestId('tab-all')).toContainText(String(counts[0]!.all.bookings));
});

test('a file over 5 MB is refused before anything is read', async ({ signedInPage: page }) => {
  const dialog = await openImport(page);
  const big = Buffer.alloc(5 * 1024 * 1024 + 1, 'a');
  await dialog.locator('input[type="file"]').setInputFiles({ name: 'big.csv', mimeType: 'text/csv', buffer: big });
  await expect(dialog.getByTestId('import-file-problem')).toHaveText('The file is larger than 5 MB.');
});

test('export: the chosen fields in spec order, the current filters, a BOM, no live formulas, phones as phones', async ({
  signedInPage: page,
}) => {
  const date = '2031-03-20';
  const api = await apiOf(page);
  await api.book({ date, time: '18:00', first_name: '=HYPERLINK("http://x")', last_name: 'Formula', vip: true, phone: '+6591110000' });
  await api.book({ date, time: '19:00', first_name: 'Plain', last_name: 'Guest' });
  await page.goto(`/?date=${date}`);
  await page.locator('[data-filter="vip"]').click();
  await expect(page.getByTestId('reservation-row')).toHaveCount(1);

  await page.getByTestId('open-export').click();
  const dialog = page.getByTestId('export-dialog');
  await expect(dialog.locator('[data-field]')).toHaveCount(24);
  await dialog.getByTestId('export-select-all').click();
  for (const field of ['phone', 'booking_status', 'main_diner_name', 'vvip']) await dialog.locator(`[data-field="${field}"]`).click();
  await snapView(page, 'reservations-export');
  const download = page.waitForEvent('download');
  await dialog.locator('#export-download').click();
  const text = readFileSync(await (await download).path(), 'utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  const rows = Papa.parse<string[]>(text.slice(1).trim()).data;
  expect(rows[0]).toEqual(['Booking Status', 'Main Diner Name', 'Phone', 'VVIP']);
  expect(rows).toHaveLength(2);
  expect(rows[1]![0]).toBe('Booked');
  expect(rows[1]![1]!.startsWith("'=HYPERLINK")).toBe(true);
  expect(text).toContain('"+6591110000"');
  expect(rows[1]![2]).toBe('+6591110000');
});

test('print preview shows the day as filtered', async ({ signedInPage: page }) => {
  const date = '2031-03-22';
  await (await apiOf(page)).book({ date, time: '18:30', last_name: 'Printed', special_requests: 'Quiet corner' });
  await page.goto(`/?date=${date}`);
  await page.getByTestId('open-print').click();
  await expect(page).toHaveURL(/\/printRez\?/);
  await expect(page.getByTestId('print-title')).toHaveText(`Reservations on ${date} · All`);
  await expect(page.getByTestId('print-table')).toContainText('Printed');
  await expect(page.getByTestId('print-table')).toContainText('Quiet corner');
  await snap(page, 'reservations-print');
});
