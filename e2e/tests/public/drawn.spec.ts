import { DESKTOP, PHONE, expect, test, watchConsole } from '../../fixtures.ts';

/**
 * A first visit to a public page gets the page drawn by the server (public-site/src/ssr.tsx through the api), then the
 * scripts take it over with the same data: the largest paint needs no script, so a slow phone shows the page early.
 */
test('a first visit is readable before any script runs: the page is in the HTML', async ({ browser, server }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: server.url, viewport: PHONE });
  const page = await context.newPage();
  await page.goto('/movies');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'فیلمەکان' })).toBeVisible();
  await expect(main.locator('a[href^="/movies/"]')).toHaveCount(14);
  await page.goto('/');
  // The hero's first slide, with its picture visible (no script swaps it in).
  await expect(main.getByRole('link', { name: /^(بینین|دەستبکە بە خوێندنەوە): / }).first()).toBeVisible();
  const hero = main.locator('img[fetchpriority="high"]').first();
  await expect(hero).toBeVisible();
  expect(await hero.evaluate((img) => getComputedStyle(img).opacity)).toBe('1');
  await context.close();
});

test('the drawn home page has the desktop layout before any script runs: the content beside the trend panel', async ({
  browser,
  server,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: server.url, viewport: DESKTOP });
  const page = await context.newPage();
  await page.goto('/');
  const main = page.getByRole('main');
  // From 1024px the most-new list is not shown; drawn, it once sat in the grid beside the others and
  // squeezed the rows into a 294 px column until the scripts took over (CLS 0.046 on a desktop).
  await expect(main.getByRole('region', { name: 'نوێترینەکان' })).toBeHidden();
  const trend = await main.getByRole('complementary', { name: 'ترێند' }).boundingBox();
  const row = await main.getByRole('heading', { level: 2, name: 'نوێترین بەرهەمەکان' }).boundingBox();
  expect(trend!.width).toBe(300);
  // right to left: the rows' column starts where the trend panel ends, and is the wider of the two
  expect(row!.x).toBeGreaterThan(trend!.x + trend!.width);
  const rowColumn = await main
    .getByRole('heading', { level: 2, name: 'نوێترین بەرهەمەکان' })
    .evaluate((h) => h.closest('section')?.getBoundingClientRect().width ?? 0);
  expect(rowColumn).toBeGreaterThan(600);
  await context.close();
});

for (const [name, viewport] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test(`the scripts take the drawn page over with its data, without a request, a shift or an error (${name})`, async ({
    page,
  }) => {
    const errors = watchConsole(page);
    await page.setViewportSize(viewport);
    const listCalls: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/movies') listCalls.push(r.url());
    });
    await page.addInitScript(() => {
      const w = window as unknown as { shift: number };
      w.shift = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>)
          if (!e.hadRecentInput) w.shift += e.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/movies?page=2'); // the fixture waits until React has replaced the drawing
    const main = page.getByRole('main');
    await expect(main.locator('a[href^="/movies/"]')).toHaveCount(14);
    await expect(main.getByRole('link', { name: 'پەڕەی ٣' })).toBeVisible();
    // Live: client-side paging works, and only now does the browser ask the api for a list.
    expect(listCalls).toEqual([]);
    await main.getByRole('link', { name: 'پەڕەی ٣' }).click();
    await expect(page).toHaveURL(/\?page=3$/);
    await expect.poll(() => listCalls.length).toBe(1);
    expect(await page.evaluate(() => (window as unknown as { shift: number }).shift)).toBeLessThan(0.05);
    expect(errors).toEqual([]);
  });
}
