import { DESKTOP, PHONE, expect, expectAccessible, test, watchConsole } from '../../fixtures.ts';
import { realErrors } from './helpers.ts';

test('/about states what the site is', async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto('/about');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'دەربارەی ئێمە' })).toBeVisible();
  await expect(main.getByRole('heading', { level: 2 })).toHaveCount(5);
  await expect(main).toContainText('سەربەخۆیە');
  await expect(main).toContainText('ڕیکلام');
  await expect(main).toContainText('هیچ داهاتێکی نییە');
  await expectAccessible(page, '/about');
  expect(realErrors(errors)).toEqual([]);
});

for (const [name, viewport] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test(`/hi: the header buttons scroll to their sections, and the carousels run (${name})`, async ({ page }) => {
    const errors = watchConsole(page);
    await page.setViewportSize(viewport);
    await page.goto('/hi');
    const main = page.getByRole('main');
    const landing = main.locator('[dir="ltr"][lang="en"]');
    await expect(landing.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(landing.getByRole('region', { name: 'Teams that trust us' })).toBeVisible();
    await expectAccessible(page, `/hi (${name})`);

    const nav = landing.getByRole('navigation', { name: 'Landing page sections' });
    await nav.getByRole('button', { name: 'Service' }).click();
    await expect(landing.getByRole('heading', { name: 'We specialize' })).toBeFocused();
    await expect(landing.getByRole('heading', { name: 'We specialize' })).toBeInViewport();
    // On screen, the services carousel starts: all five services are there.
    await expect(landing.getByRole('region', { name: 'We specialize' }).getByRole('heading', { level: 3 })).toHaveCount(
      5,
    );
    // On screen, the services carousel starts: all five services are there.
    await nav.getByRole('button', { name: 'About' }).click();
    await expect(landing.getByRole('heading', { name: 'About us' })).toBeInViewport();
    await nav.getByRole('button', { name: 'Home' }).click();
    await expect(landing.getByRole('heading', { level: 1 })).toBeInViewport();
    expect(realErrors(errors)).toEqual([]);
  });
}
