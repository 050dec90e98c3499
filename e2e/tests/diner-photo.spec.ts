import type { Browser, Page } from '@playwright/test';
import { expect, signIn, snap, test, untilStill } from '../fixtures';
import { apiOf } from './reservations-api';

/** A portrait as a phone camera would give it: a 1200×900 JPEG, drawn by the browser. */
async function portraitJpeg(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = new OffscreenCanvas(1200, 900);
    const g = canvas.getContext('2d')!;
    const sky = g.createLinearGradient(0, 0, 1200, 900);
    sky.addColorStop(0, '#f6d365');
    sky.addColorStop(1, '#fda085');
    g.fillStyle = sky;
    g.fillRect(0, 0, 1200, 900);
    g.fillStyle = '#5a3e2b';
    g.beginPath();
    g.arc(600, 360, 190, 0, Math.PI * 2);
    g.fill();
    g.beginPath();
    g.ellipse(600, 900, 380, 300, 0, 0, Math.PI * 2);
    g.fill();
    const bytes = new Uint8Array(await (await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.9 })).arrayBuffer());
    return btoa(Array.from(bytes, (byte) => String.fromCharCode(byte)).join(''));
  });
  return Buffer.from(base64, 'base64');
}

/** A diner of the demo group, added through the API. */
async function addDiner(page: Page, lastName: string): Promise<string> {
  const api = await apiOf(page);
  const { diner } = await api.call<{ diner: { diner_id: string } }>('POST', '/api/diner/add', { first_name: 'Ana', last_name: lastName });
  return diner.diner_id;
}

/** The profile drawer of the diner, opened from the Diner Directory. */
async function openProfile(page: Page, lastName: string) {
  await page.goto('/DinerDirectory');
  await page.getByTestId('diner-search').fill(lastName);
  const rows = page.getByTestId('diner-list').locator('.diner-row');
  await expect(rows).toHaveCount(1);
  await rows.first().click();
  const drawer = page.getByTestId('diner-drawer');
  await expect(drawer.getByTestId('diner-drawer-name')).toHaveText(`Ana ${lastName}`);
  return drawer;
}

/** The picture shown loaded, as the browser decoded it (the stored photo fits in 512×512). */
async function shownSize(page: Page, testId = 'diner-photo-image') {
  const image = page.getByTestId(testId).locator('img');
  await expect(image).toHaveAttribute('src', /^blob:/);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  return image.evaluate((img: HTMLImageElement) => ({ width: img.naturalWidth, height: img.naturalHeight }));
}

async function inLanguage(page: Page, locale: 'en_US' | 'zh_CN') {
  await page.context().addCookies([{ name: 'language', value: locale, domain: 'localhost', path: '/' }]);
}

async function phonePage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await signIn(page);
  return page;
}

test('an admin gives a diner a photo in the profile: it is shown resized, refused when not an image, and removed live elsewhere', async ({
  signedInPage: page,
  browser,
}) => {
  const lastName = `Foto${Date.now().toString(36)}`;
  const dinerId = await addDiner(page, lastName);
  const drawer = await openProfile(page, lastName);
  await expect(drawer.getByTestId('diner-photo-image')).toHaveText('AF');

  // A text file named .jpg: the server reads what it is, and refuses it.
  await drawer
    .locator('input[type=file]')
    .setInputFiles({ name: 'menu.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('Soup of the day\n') });
  await expect(page.getByText('This file is not a JPEG, PNG or WebP image.')).toBeVisible();
  await expect(drawer.getByTestId('diner-photo-image').locator('img')).toHaveCount(0);

  await drawer
    .locator('input[type=file]')
    .setInputFiles({ name: 'portrait.jpg', mimeType: 'image/jpeg', buffer: await portraitJpeg(page) });
  await expect(page.getByText('Photo saved')).toBeVisible();
  expect(await shownSize(page)).toEqual({ width: 512, height: 384 });
  await expect(drawer.getByTestId('diner-photo-upload')).toHaveText(/Replace photo/);
  await untilStill(drawer.locator('.ant-drawer-content'));
  await snap(page, 'diner-photo-drawer');

  // Another screen on the diner's photo page sees the removal as it happens.
  const other = await (await browser.newContext()).newPage();
  await signIn(other);
  await other.goto(`/uploadDinerPic?diner_id=${dinerId}`);
  await expect(other.getByTestId('diner-photo-name')).toHaveText(`Ana ${lastName}`);
  expect(await shownSize(other)).toEqual({ width: 512, height: 384 });
  await snap(other, 'diner-photo-page');

  await drawer.getByTestId('diner-photo-remove').click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('Photo removed')).toBeVisible();
  await expect(drawer.getByTestId('diner-photo-image')).toHaveText('AF');
  await expect(other.getByTestId('diner-photo-image')).toHaveText('AF');
  await expect(other.getByTestId('diner-photo-image').locator('img')).toHaveCount(0);

  await inLanguage(other, 'zh_CN');
  await other.reload();
  await expect(other.getByTestId('diner-photo-dragger')).toContainText('点击或拖放照片到此处');
  await snap(other, 'diner-photo-page-zh');
  await other.context().close();
});

test('on a phone, in English and Chinese, the photo page uploads and the profile shows the photo', async ({ browser }) => {
  const page = await phonePage(browser);
  const lastName = `Phone${Date.now().toString(36)}`;
  const dinerId = await addDiner(page, lastName);

  await page.goto(`/uploadDinerPic?diner_id=${dinerId}`);
  await expect(page.getByTestId('diner-photo-name')).toHaveText(`Ana ${lastName}`);
  await page
    .getByTestId('diner-photo-page')
    .locator('input[type=file]')
    .setInputFiles({
      name: 'IMG_2001.JPG',
      mimeType: 'image/jpeg',
      buffer: await portraitJpeg(page),
    });
  await expect(page.getByText('Photo saved')).toBeVisible();
  expect(await shownSize(page)).toEqual({ width: 512, height: 384 });
  await snap(page, 'diner-photo-page-phone');

  let drawer = await openProfile(page, lastName);
  await shownSize(page);
  await untilStill(drawer.locator('.ant-drawer-content'));
  await snap(page, 'diner-photo-drawer-phone');

  await inLanguage(page, 'zh_CN');
  drawer = await openProfile(page, lastName);
  await expect(drawer.getByTestId('diner-photo-upload')).toHaveText(/更换照片/);
  await shownSize(page);
  await untilStill(drawer.locator('.ant-drawer-content'));
  await snap(page, 'diner-photo-drawer-zh-phone');
  await page.goto(`/uploadDinerPic?diner_id=${dinerId}`);
  await shownSize(page);
  await snap(page, 'diner-photo-page-zh-phone');
  await page.context().close();
});

test.describe('with Diner Management at View Only', () => {
  test.use({ demoUser: 'host' });

  test('the photo shows without upload or remove controls', async ({ signedInPage: page }) => {
    await page.goto('/uploadDinerPic');
    await expect(page.getByText('Open a diner’s profile in the Diner Directory to change their photo.')).toBeVisible();
    await page.goto('/DinerDirectory');
    await page.getByTestId('diner-list').locator('.diner-row').first().click();
    const drawer = page.getByTestId('diner-drawer');
    await expect(drawer.getByTestId('diner-photo')).toBeVisible();
    await expect(drawer.getByTestId('diner-photo-upload')).toHaveCount(0);
    await expect(drawer.getByTestId('diner-photo-remove')).toHaveCount(0);
    await drawer.getByTestId('diner-photo-page-link').click();
    await expect(page.getByTestId('diner-photo-page')).toContainText('You have view-only access to diners.');
    await expect(page.getByTestId('diner-photo-page').locator('input[type=file]')).toHaveCount(0);
  });
});
