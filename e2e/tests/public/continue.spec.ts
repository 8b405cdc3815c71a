import type { Page } from '@playwright/test';
import { DESKTOP, PHONE, expect, expectAccessible, test, watchConsole } from '../../fixtures.ts';
import { publicList } from './helpers.ts';

/**
 * Continue in one tap and read marks everywhere; the smaller fixes of the watch and list pages: a list page past
 * its end, one message for a refused sign-in, the player's attributes, `/read/` without the site's hero.
 */

const LONG = '/manga/1/session/1/chapter/1';

test.describe.configure({ timeout: 120_000 });

/** Sums the page's layout shifts (without recent input) from its start. */
async function watchShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { shift: number };
    w.shift = 0;
    type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean };
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as Shift[]) if (!e.hadRecentInput) w.shift += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { shift: number }).shift);
}

test('phone: the continue row comes right after the hero without moving anything, and one tap opens the page', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  // read the long chapter to about its twelfth page
  await page.goto(LONG);
  await page.locator('figure[data-page="12"]').evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await page.waitForTimeout(1200);

  // the home page, its fonts cached (their swap is the frame's, measured elsewhere), drawn by the server
  await page.goto('/');
  await page.evaluate(() => document.fonts.ready);
  const shift = await watchShifts(page);
  await page.reload();
  const row = page.getByRole('region', { name: 'درێژەی پێبدە' });
  const card = row.getByRole('link').first();
  await expect(card).toBeVisible();
  // right under the hero, in the first screen
  const hero = (await page.getByRole('region', { name: 'بەرهەمە هەڵبژێردراوەکان' }).boundingBox())!;
  const rowBox = (await row.boundingBox())!;
  expect(rowBox.y - (hero.y + hero.height)).toBeLessThan(64);
  expect(rowBox.y + rowBox.height).toBeLessThan(PHONE.height);
  expect(await shift()).toBeLessThanOrEqual(0.02);
  await expectAccessible(page, 'home with the continue row, phone');

  const href = (await card.getAttribute('href'))!;
  const at = Number(/#page=(\d+)$/.exec(href)?.[1]);
  expect(href.startsWith(`${LONG}#page=`)).toBe(true);
  expect(at).toBeGreaterThanOrEqual(10);
  expect(at).toBeLessThanOrEqual(14);
  await card.click();
  await expect(page).toHaveURL(new RegExp(`${LONG}#page=${at}$`));
  // the reader opens at that page, without asking
  await expect
    .poll(() =>
      page
        .locator(`figure[data-page="${at}"]`)
        .evaluate((el) => Math.abs(el.getBoundingClientRect().top) < innerHeight / 2),
    )
    .toBe(true);
  await expect(page.getByRole('button', { name: 'بڕۆ بۆ ئەوێ' })).toHaveCount(0);

  // the manga page marks the chapter being read with its page, and links to it
  await page.goto('/manga/1');
  const chapter = page.getByRole('tabpanel').getByRole('link', { name: /بەشی ١(?![٠-٩])/ });
  await expect(chapter).toHaveAttribute('href', new RegExp(`${LONG}#page=\\d+$`));
  await expect(chapter).toContainText(/پەڕەی [٠-٩]+ لە ٤٠/);
  await expectAccessible(page, 'manga page with marks, phone');
});

test('desktop: an episode counts as watched after five minutes on it, not on opening', async ({ page, api }) => {
  await page.setViewportSize(DESKTOP);
  await page.clock.install();
  const errors = watchConsole(page);
  const first = await publicList<{ series_id: number }>(api, 'series');
  let target: { id: number; season: number; episode: number } | null = null;
  for (const item of first.results) {
    const { body } = await api.call<{
      data: {
        series: {
          session: Array<{ name_session: number; epsode: Array<{ name_epsode: number; server_epsode: unknown[] }> }>;
        };
      };
    }>('GET', `/series/${item.series_id}/number`);
    for (const s of body.data.series.session)
      for (const e of s.epsode)
        if (!target && e.server_epsode.length === 1)
          target = { id: item.series_id, season: s.name_session, episode: e.name_epsode };
    if (target) break;
  }
  expect(target).not.toBeNull();
  const { id, season, episode } = target!;
  await page.goto(`/series/${id}?season=${season}&episode=${episode}#watch`);
  const frame = page.getByRole('main').locator('#watch iframe');
  await expect(frame).toHaveCount(1);
  // fullscreen through `allow` alone: no `allowfullscreen` beside it (Chromium warns about the pair)
  await expect(frame).toHaveAttribute('allow', /fullscreen/);
  expect(await frame.getAttribute('allowfullscreen')).toBeNull();

  const link = page.locator('#watch a[aria-current="true"]').first();
  await expect(link).not.toHaveAttribute('data-watched');
  await page.clock.fastForward('04:00');
  await expect(link).not.toHaveAttribute('data-watched');
  await page.clock.fastForward('01:05');
  await expect(link).toHaveAttribute('data-watched');
  await expect(link).toContainText('بینراوە');

  // the home row goes straight to the episode, at the player
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'درێژەی پێبدە' }).getByRole('link').first()).toHaveAttribute(
    'href',
    `/series/${id}?season=${season}&episode=${episode}#watch`,
  );
  expect(errors.filter((e) => /allowfullscreen/i.test(e))).toEqual([]);
});

test('a list page past its end answers 404 and marks no page as current', async ({ page }) => {
  await page.setViewportSize(PHONE);
  const answer = await page.goto('/manga?page=99');
  expect(answer?.status()).toBe(404);
  await expect(page.getByRole('main').getByText('هیچ نەدۆزرایەوە').first()).toBeVisible();
  await expect(page.getByRole('main').locator('nav [aria-current="page"]')).toHaveCount(0);
});

test('a refused sign-in says so once, under the form, with no toast repeating it', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/login');
  await page.getByLabel('ئیمەیڵ').fill('nobody@example.com');
  await page.getByLabel('وشەی نهێنی').fill('wrong-password-1');
  await page.getByRole('button', { name: 'چوونەژوورەوە' }).click();
  await expect(page.getByRole('alert')).toHaveCount(1);
  await page.waitForTimeout(500);
  await expect(page.getByRole('alert')).toHaveCount(1);
});

test("/read/ preloads nothing of the site's home page", async ({ page }) => {
  const html = await (await page.request.get('/read/')).text();
  expect(html).not.toContain('rel="preload" as="image"');
});
