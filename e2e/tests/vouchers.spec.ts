import { chromium, type Browser } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, signIn, snap, test } from '../fixtures';
import { writeQrVideo } from '../support/qr-video';
import { apiOf } from './reservations-api';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const BASE_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
/** A browser of its own with a fake camera: playing `video`, or refusing the camera (`--deny-permission-prompts`). */
const launchWithCamera = (extra: string[]): Promise<Browser> =>
  chromium.launch({ executablePath: CHROMIUM, args: [...BASE_ARGS, '--use-fake-device-for-media-stream', ...extra] });

interface Issued {
  vouchers: { code: string; qr: string }[];
}

test('a host fulfils a voucher by holding its QR code to the webcam; every open voucher screen follows', async ({
  signedInPage: page,
  baseURL,
}) => {
  // A kind and a voucher of this test's own.
  const api = await apiOf(page);
  const suffix = Date.now().toString(36);
  const today = new Date().toISOString().slice(0, 10);
  const until = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const { kind } = await api.call<{ kind: { kind_id: string } }>('POST', '/api/voucher/add_config', {
    name: `Camera ${suffix}`,
    value_minor: 4250,
    vouchers_quota: 5,
    uses_per_voucher: 1,
    valid_from: today,
    valid_to: until,
    rids: [api.rid],
  });
  const issued = await api.call<Issued>('POST', '/api/voucher/issue', { kind_id: kind.kind_id, count: 1, holder: `Holder ${suffix}` });
  const voucher = issued.vouchers[0]!;

  // The admin's voucher screen stays open: its fulfilled count follows the host's scan live.
  await page.goto('/voucher');
  const fulfilledTab = page.getByTestId('voucher-tab-fulfilled');
  await expect(page.getByTestId('voucher-issued-total')).toBeVisible(); // the counts have loaded
  const before = Number((await fulfilledTab.locator('.ant-badge').innerText()).trim());

  const video = join(mkdtempSync(join(tmpdir(), 'covers-qr-')), 'voucher.y4m');
  writeQrVideo(video, voucher.qr);
  const browser = await launchWithCamera(['--use-fake-ui-for-media-stream', `--use-file-for-fake-video-capture=${video}`]);
  try {
    const context = await browser.newContext({ baseURL, viewport: { width: 1366, height: 860 }, permissions: ['camera'] });
    const host = await context.newPage();
    await signIn(host);
    await host.goto('/voucher');
    await host.getByTestId('voucher-scan').click();
    // The validate step: the scanned code's value, holder and uses left, before anything is spent.
    const details = host.getByTestId('voucher-details');
    await expect(details.getByTestId('voucher-code')).toHaveText(voucher.code);
    await expect(details).toContainText(`Holder ${suffix}`);
    await expect(details.getByTestId('voucher-value')).toHaveText('S$42.50');
    await expect(details.getByTestId('voucher-uses-left')).toHaveText('1 of 1');
    await snap(host, 'voucher-scanned');
    await host.getByTestId('voucher-fulfil-button').click();
    await expect(host.getByTestId('voucher-fulfilled')).toBeVisible();
    await expect(host.getByTestId('voucher-fulfilled').getByTestId('voucher-uses-left')).toHaveText('0 of 1');

    // The printable receipt of the use.
    const [receipt] = await Promise.all([context.waitForEvent('page'), host.getByTestId('voucher-receipt-link').click()]);
    await expect(receipt.getByTestId('voucher-receipt')).toContainText(voucher.code);
    await expect(receipt.getByTestId('receipt-value')).toHaveText('S$42.50');
    await snap(receipt, 'voucher-receipt');

    // Scanning it again: spent.
    await host.getByTestId('voucher-code-input').fill(voucher.code);
    await host.getByTestId('voucher-check').click();
    await expect(host.getByTestId('voucher-details').getByTestId('voucher-uses-left')).toHaveText('0 of 1');
    await expect(host.getByTestId('voucher-fulfil-button')).toBeDisabled();
    await context.close();
  } finally {
    await browser.close();
  }

  // The admin's screen, never reloaded: one more fulfilled, and the voucher in the fulfilled list with who and where.
  await expect(fulfilledTab.locator('.ant-badge')).toHaveText(String(before + 1));
  await fulfilledTab.click();
  await page.getByTestId('voucher-search').fill(voucher.code);
  await page.getByTestId('voucher-search').press('Enter');
  const row = page.getByTestId('voucher-list').getByTestId('voucher-row').filter({ hasText: voucher.code });
  await expect(row).toContainText('admin');
  await expect(row).toContainText('Covers Demo Singapore');
  await snap(page, 'voucher-fulfilled-tab');
  await page.getByTestId('voucher-tab-kinds').click();
  await expect(page.getByTestId('voucher-kinds')).toContainText(`Camera ${suffix}`);
  await snap(page, 'voucher-kinds');
  await page.context().addCookies([{ name: 'language', value: 'zh_CN', domain: 'localhost', path: '/' }]);
  await page.reload();
  await expect(page.getByTestId('voucher-tab-fulfilled')).toContainText('已兑换');
  await snap(page, 'voucher-desktop-zh');
});

test('a refused camera shows "Browser cannot support QR scanning"; a typed code still works', async ({ baseURL }) => {
  const browser = await launchWithCamera(['--deny-permission-prompts']);
  try {
    const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const host = await context.newPage();
    await signIn(host);
    await host.goto('/voucher');
    await host.getByTestId('voucher-scan').click();
    await expect(host.getByTestId('qr-unsupported')).toContainText('Browser cannot support QR scanning. Please try another browser.');
    await snap(host, 'voucher-camera-refused-phone');

    await host.getByTestId('voucher-code-input').fill('NOSUCHVOUCHER');
    await host.getByTestId('voucher-check').click();
    await expect(host.getByTestId('voucher-error')).toHaveText('Voucher Code is Invalid');

    // The same screen in Thai.
    await context.addCookies([{ name: 'language', value: 'th_TH', domain: 'localhost', path: '/' }]);
    await host.reload();
    await expect(host.getByTestId('voucher-tab-incoming')).toContainText('รอใช้');
    await snap(host, 'voucher-phone-th');
    await context.close();
  } finally {
    await browser.close();
  }
});
