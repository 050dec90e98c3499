import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

/** The demo group seeded on a fresh database (gateway/src/demo). */
export const DEMO = { company: 'demo', password: 'covers-demo', users: ['admin', 'manager', 'host'] as const };
export type DemoUser = (typeof DEMO.users)[number];

const ARTIFACTS = join(__dirname, 'artifacts');

/**
 * Saves a screenshot of the viewport under e2e/artifacts/<name>.png. Not full-page: Chromium takes those by
 * resizing the page, and the console follows a resize (a narrow width switches to the mobile edition), so
 * the picture and the steps after it could see another edition than the test set up.
 */
export async function snap(page: Page, name: string): Promise<void> {
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: join(ARTIFACTS, `${name}.png`) });
}

/** Waits until a sliding panel stands still (two equal readings of its position), so a picture shows it whole. */
export async function untilStill(locator: Locator): Promise<void> {
  let last: number | undefined;
  await expect
    .poll(async () => {
      const x = (await locator.boundingBox())?.x;
      const still = x !== undefined && x === last;
      last = x;
      return still;
    })
    .toBe(true);
}

/**
 * Ticks an unticked checkbox whose state a form or a table selection keeps: the box shows the tick a moment after the
 * click, where Playwright's check() reads it at once and can fail on a busy machine.
 */
export async function tick(box: Locator): Promise<void> {
  await expect(box).not.toBeChecked();
  await box.click();
  await expect(box).toBeChecked();
}

/** Fills the sign-in form; does not wait for where it leads. */
export async function submitSignIn(page: Page, user: string, password = DEMO.password): Promise<void> {
  const fields: [string, string][] = [
    ['Company ID (optional)', DEMO.company],
    ['User ID', user],
    ['Password', password],
  ];
  for (const [label, value] of fields) await page.getByLabel(label).fill(value);
  // The form must still hold what was typed when it is sent (a screen still loading may re-render it).
  for (const [label, value] of fields) await expect(page.getByLabel(label)).toHaveValue(value);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** Signs in through the real screen and waits for the main page. */
export async function signIn(page: Page, user: DemoUser = 'admin'): Promise<void> {
  // Every chunk of the sign-in screen (language, component locale) loaded before typing starts.
  await page.goto('/signIn', { waitUntil: 'networkidle' });
  await submitSignIn(page, user);
  // The main page's chunks load before the navigation commits.
  await expect(page.getByTestId('screen-title')).toHaveText('Reservations', { timeout: 45_000 });
}

/**
 * `signedInPage`: a page signed in as the demo admin on the main page. Use `test.use({ demoUser: 'host' })`
 * in a spec file for another demo user.
 */
export const test = base.extend<{ demoUser: DemoUser; signedInPage: Page }>({
  demoUser: ['admin', { option: true }],
  signedInPage: async ({ page, demoUser }, use) => {
    await signIn(page, demoUser);
    await use(page);
  },
});
export { expect };
