import { expect, snap, test } from '../fixtures';

test('the settings hub shows the settings pages by group, in the user’s language, and opens them', async ({ signedInPage: page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/setting');
  await expect(page.getByTestId('screen-title')).toHaveText('Settings');
  for (const group of ['groupRestaurantSetup', 'groupDiners', 'groupMessaging', 'groupTeam'])
    await expect(page.getByTestId(`settings-group-${group}`)).toBeVisible();
  await expect(page.getByTestId('settings-hub').locator('.settings-hub-card')).toHaveCount(11);
  await snap(page, 'settings-hub-en');
  await page.getByTestId('settings-card-usersandAccess').click();
  await expect(page.getByTestId('screen-title')).toHaveText('Users and Access');

  // The interface language as the switcher leaves it: the cookie, read on the next load.
  await page.context().addCookies([{ name: 'language', value: 'zh_CN', domain: 'localhost', path: '/' }]);
  await page.goto('/settings');
  await expect(page.getByTestId('settings-group-groupRestaurantSetup')).toContainText('餐厅设置');
  await expect(page.getByTestId('settings-card-sectionTable')).toContainText('区域、餐桌以及营业中使用的桌位图。');
  await snap(page, 'settings-hub-zh');
});

test.describe('Front of House', () => {
  test.use({ demoUser: 'host' });

  test('sees no card for a page their access type leaves at No Access', async ({ signedInPage: page }) => {
    await page.goto('/settings');
    await expect(page.getByTestId('settings-card-message')).toBeVisible();
    await expect(page.getByTestId('settings-card-usersandAccess')).toHaveCount(0);
  });
});
