import type { Browser, Page } from '@playwright/test';
import { DESKTOP, PHONE, expect, test, watchConsole } from '../../fixtures.ts';
import { scrollThrough } from './helpers.ts';

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

/** A new page whose shell entry script waits for `release`: the drawing is on screen, no script has run. */
async function heldBack(browser: Browser, baseURL: string, viewport = PHONE) {
  const context = await browser.newContext({ baseURL, viewport });
  const page = await context.newPage();
  await page.route(
    (url) => !['127.0.0.1', 'localhost'].includes(url.hostname),
    (route) => route.abort('blockedbyclient'),
  );
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await gate;
    await route.continue();
  });
  return { context, page, release };
}

const live = (page: Page) =>
  page.waitForFunction(() => !document.querySelector('#root[data-drawn]'), undefined, { timeout: 30_000 });

/** React's production hydration errors (#418 and its kin) and the shell's own report of one (main.tsx). */
const mismatches = (errors: string[]) =>
  errors.filter((e) => /hydrat|Minified React error #4(18|19|20|21|22|23|25)\b/i.test(e));

/** One drawn page of each kind of the demo content, found from the lists' own links. */
async function drawnRoutes(page: Page): Promise<string[]> {
  const first = async (list: string, prefix: string) => {
    await page.goto(list);
    return page.getByRole('main').locator(`a[href^="${prefix}"]`).first().getAttribute('href');
  };
  const movie = await first('/movies', '/movies/');
  const series = await first('/series', '/series/');
  const manga = await first('/manga', '/manga/');
  const member = await first('/staff', '/staff/');
  const chapter = await first(manga!, `${manga}/session/`);
  return [
    '/',
    '/movies',
    movie!,
    '/series',
    series!,
    '/manga',
    manga!,
    '/staff',
    member!,
    '/search?q=a',
    '/about',
    '/hi',
    chapter!,
    '/no/such/page',
  ];
}

test('hydration keeps the drawn nodes: the heading taken before the scripts is the one on the live page', async ({
  browser,
  server,
}) => {
  test.setTimeout(90_000);
  for (const path of ['/', '/series', '/manga']) {
    const { context, page, release } = await heldBack(browser, server.url);
    await page.goto(path, { waitUntil: 'commit' });
    await page.locator('#root[data-drawn] main').waitFor({ state: 'attached', timeout: 20_000 });
    await page.evaluate(() => {
      const w = window as unknown as Record<string, Node | null>;
      w.drawnMain = document.querySelector('main');
      w.drawnNav = document.querySelector('header nav');
      w.drawnHeading = document.querySelector('main h1, main h2');
    });
    release();
    await live(page);
    const same = await page.evaluate(() => {
      const w = window as unknown as Record<string, Node | null>;
      return [
        w.drawnMain === document.querySelector('main'),
        w.drawnNav === document.querySelector('header nav'),
        w.drawnHeading !== null && w.drawnHeading === document.querySelector('main h1, main h2'),
      ];
    });
    expect(same, path).toEqual([true, true, true]);
    await context.close();
  }
});

/** Whether React has taken this node over (hydrated or rendered it): React keeps its fiber on the node. */
const isHydrated = (el: Element | null) => !!el && Object.keys(el).some((k) => k.startsWith('__reactFiber$'));

test('the parts of a drawn page far below the screen are hydrated when they come near it, in place', async ({
  browser,
  server,
}) => {
  const { context, page, release } = await heldBack(browser, server.url);
  await page.goto('/', { waitUntil: 'commit' });
  await page.locator('#root[data-drawn] main aside').waitFor({ state: 'attached', timeout: 20_000 });
  // on a phone the trend panel is the last part of the home page
  await page.evaluate(() => {
    (window as unknown as { drawnTrend: Element | null }).drawnTrend = document.querySelector('main aside');
  });
  const errors = watchConsole(page);
  release();
  await live(page);
  const trend = () => page.locator('main aside').first();
  await expect(page.locator('main h1')).toHaveCount(1);
  expect(await page.locator('main h1').evaluate(isHydrated)).toBe(true);
  expect(await trend().evaluate(isHydrated)).toBe(false);
  await scrollThrough(page);
  await expect.poll(() => trend().evaluate(isHydrated)).toBe(true);
  expect(await trend().evaluate((el) => el === (window as unknown as { drawnTrend: Element | null }).drawnTrend)).toBe(
    true,
  );
  // hydrated: a click is the router's, not a new page load
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await trend().locator('a[href]').first().click();
  await expect(page).not.toHaveURL(/\/$/);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  expect(mismatches(errors)).toEqual([]);
  await context.close();
});

for (const signedIn of [false, true]) {
  test(`every drawn route hydrates without a mismatch (${signedIn ? 'signed in' : 'anonymous'})`, async ({
    page,
    api,
  }) => {
    test.setTimeout(420_000);
    const routes = await drawnRoutes(page);
    if (signedIn) {
      const token = await api.login();
      await page.addInitScript((t) => {
        localStorage.setItem('token', t);
        localStorage.setItem('tokenExpiry', String(Date.now() + 3_600_000));
      }, token);
    }
    const errors = watchConsole(page);
    let drawn = 0;
    for (const path of routes) {
      const res = await page.goto(path);
      // A drawing over its time limit (a busy machine) goes out as the frame alone, which is not hydrated.
      if ((await res?.text())?.includes('<div id="root" data-drawn=""')) drawn++;
      await expect(page.getByRole('main'), path).toBeVisible();
      // the parts far below hydrate only near the screen: bring each there
      await scrollThrough(page);
      expect(mismatches(errors), path).toEqual([]);
    }
    expect(drawn).toBeGreaterThan(routes.length / 2);
    if (signedIn) {
      // The visitor's own navbar follows the hydration.
      await page.setViewportSize(DESKTOP);
      await page.goto('/movies');
      await expect(page.getByRole('banner').locator('a[href="/logout"]').first()).toBeVisible();
    }
  });
}

test('a tap on the drawn page before the scripts is replayed on the hydrated page (the menu opens)', async ({
  browser,
  server,
}) => {
  const { context, page, release } = await heldBack(browser, server.url);
  await page.goto('/movies', { waitUntil: 'commit' });
  const menu = page.locator('#root[data-drawn] button[data-early="menu"]');
  await expect(menu).toBeVisible({ timeout: 20_000 });
  await menu.click();
  release();
  await live(page);
  await expect(page.locator('button[data-early="menu"]')).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('[data-early][aria-busy="true"]')).toHaveCount(0);
  await context.close();
});
