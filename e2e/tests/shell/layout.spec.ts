import { DESKTOP, PHONE, expect, expectAccessible, test, watchConsole } from '../../fixtures.ts';

test.describe('the shell', () => {
  for (const [name, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    test(`renders RTL with navbar and footer (no ad strip without an active ad) on ${name}`, async ({ page }) => {
      const errors = watchConsole(page);
      await page.setViewportSize(viewport);
      await page.goto('/movies');
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.locator('html')).toHaveAttribute('lang', 'ckb');
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page.getByRole('main')).toBeVisible();
      // ads are content made in the back-office: the demo has none, so no ad strip (promos.spec.ts shows one)
      await expect(page.getByRole('link', { name: /ڕیکلام/ })).toHaveCount(0);
      await expect(page.getByRole('contentinfo')).toContainText('٢٠٢٥');

      const nav = page.getByRole('navigation', { name: 'سەرەکی' }).first();
      if (name === 'phone') {
        // The links live in a slide-out drawer behind the menu button.
        const menu = page.getByRole('button', { name: /لیست|مێنیو|menu/i });
        await expect(menu).toBeVisible();
        await menu.click();
        const drawer = page.getByRole('dialog');
        await expect(drawer).toBeVisible();
        await expect(drawer.getByRole('link', { name: 'فیلمەکان' })).toBeVisible();
        await expect(drawer.getByRole('link', { name: 'چوونەژوورەوە' })).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(drawer).toBeHidden();
        await expect(menu).toBeFocused();
      } else {
        await expect(nav.getByRole('link', { name: 'فیلمەکان' })).toBeVisible();
        await expect(nav.getByRole('link', { name: 'چوونەژوورەوە' })).toBeVisible();
        await expect(nav.getByRole('link', { name: 'چوونەدەرەوە' })).toHaveCount(0);
      }
      // Text is laid out right to left: the navbar's first link sits at the inline start (the right).
      const box = await page.getByRole('banner').boundingBox();
      expect(box?.width).toBeGreaterThan(300);
      await page.screenshot({ path: test.info().outputPath(`shell-${name}.png`), fullPage: true });
      await expectAccessible(page);
      expect(errors).toEqual([]);
    });
  }

  test('shows the 404 page for an unknown path, with a way back home', async ({ page }) => {
    await page.goto('/this/does/not/exist');
    await expect(page.getByRole('heading', { name: /هیچ نەدۆزرایەوە/ })).toBeVisible();
    await expect(page.getByText('٤٠٤')).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'گەڕانەوە بۆ پەڕەی سەرەکی' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("applies a remote's own CSS module styles in the composed build", async ({ page }) => {
    await page.goto('/manga/1/session/1/chapter/1');
    // the reader's page strip, laid out by the reader's own CSS module (its boxes are sized before pictures),
    // in the server's drawing and in the live reader that takes it over
    const strip = page.getByRole('region', { name: 'پەڕەکانی بەش' });
    await expect(strip).toBeVisible({ timeout: 20_000 });
    expect((await strip.boundingBox())!.height).toBeGreaterThan(1000);
    const cssFromReader = await page.evaluate(() =>
      performance.getEntriesByType('resource').some((e) => /\/mf\/reader\/assets\/.*\.css$/.test(e.name)),
    );
    expect(cssFromReader).toBe(true);
  });

  test('a remote that fails to load shows a Sorani message and a retry button that recovers', async ({ page }) => {
    let fail = true;
    await page.route('**/mf/reader/remoteEntry.js', (route) =>
      fail ? route.abort('connectionrefused') : route.fallback(),
    );
    await page.goto('/manga/1/session/1/chapter/1');
    await expect(page.getByRole('alert')).toContainText('ئەم بەشەی ماڵپەڕەکە بار نەبوو');
    await expect(page.getByRole('banner')).toBeVisible();
    fail = false;
    await page.getByRole('button', { name: 'دووبارە هەوڵدانەوە' }).click();
    await expect(page.getByRole('region', { name: 'پەڕەکانی بەش' })).toBeVisible({ timeout: 20_000 });
  });

  test('a down api shows a message in the page, not a blank screen', async ({ page }) => {
    await page.route('**/api/**', (route) =>
      route.fulfill({ status: 503, contentType: 'text/html', body: '<h1>down</h1>' }),
    );
    // The first visit's page is drawn by the server (in-process, unaffected); the browser's own calls fail.
    await page.goto('/about');
    await page.getByRole('banner').getByRole('link', { name: 'فیلمەکان' }).first().click();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByText(/An error occurred|کێشەیەک هەیە/).first()).toBeVisible();
  });
});
