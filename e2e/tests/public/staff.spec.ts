import { expect, expectAccessible, test, watchConsole } from '../../fixtures.ts';
import { realErrors } from './helpers.ts';

test('staff list → a profile with its three tabs', async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto('/staff');
  const main = page.getByRole('main');
  const members = main.locator('a[href^="/staff/"]');
  await expect(members.first()).toBeVisible();
  expect(await members.count()).toBeLessThanOrEqual(12);
  await expectAccessible(page, '/staff');

  // A translator has credits to show.
  // the card also holds the avatar's initial and the roles: the name is its <bdi>
  const name = (await members.first().locator('bdi').first().innerText()).trim();
  await members.first().click();
  await expect(main.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(main.getByRole('list', { name: 'ڕۆڵەکان' })).toBeVisible();
  const tabs = main.getByRole('tab');
  await expect(tabs).toHaveText(['فیلم', 'زنجیرە', 'مانگا/مانهوا']);
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
  for (const group of ['وەرگێڕان', 'دیزاین', 'تەکنیک']) {
    await expect(main.getByRole('tabpanel').getByRole('region', { name: group })).toBeVisible();
  }
  await expectAccessible(page, 'a staff profile');

  // Keyboard: the arrow keys are mirrored in RTL (ArrowLeft goes to the next tab).
  await tabs.first().focus();
  await page.keyboard.press('ArrowLeft');
  await expect(main.getByRole('tab', { name: 'زنجیرە' })).toBeFocused();
  await expect(main.getByRole('tab', { name: 'زنجیرە' })).toHaveAttribute('aria-selected', 'true');
  await main.getByRole('tab', { name: 'مانگا/مانهوا' }).click();
  const panel = main.getByRole('tabpanel');
  await expect(panel.getByRole('region', { name: 'تەکنیک' })).toHaveCount(0); // manga has no technique list
  await expect(panel.getByRole('region', { name: 'وەرگێڕان' })).toBeVisible();
  expect(realErrors(errors)).toEqual([]);
});
