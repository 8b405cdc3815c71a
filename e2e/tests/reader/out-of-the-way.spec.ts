import type { Page } from '@playwright/test';
import { DESKTOP, PHONE, expect, expectAccessible, test, untilLive } from '../../fixtures.ts';

/**
 * The reader gets out of the way: the bars (the site's navbar, the reader's toolbar, the chapter bar) go away on a
 * tap or a scroll down and come back on a tap or a scroll up; paged mode gives the page the whole screen and, on a
 * wide screen, fits its height; the watermark keeps to the bottom corners; a long Latin name is cut at its end;
 * no keyboard help on a touch phone.
 */

const LONG = '/manga/1/session/1/chapter/1';

test.describe.configure({ timeout: 120_000 });

/** How many of the screen's pixel rows the three bars cover (0, give or take a rounded pixel, when they are away). */
async function barsCover(page: Page): Promise<number> {
  return page.evaluate(() => {
    const bars = [
      document.querySelector('#root header'),
      document.querySelector('header[aria-label="ئامرازەکانی خوێنەر"]'),
      document.querySelector('nav[aria-label="گواستنەوە لە نێوان بەشەکان"]'),
    ];
    return bars.reduce((sum, bar) => {
      if (!bar) return sum;
      const r = bar.getBoundingClientRect();
      return sum + Math.max(0, Math.min(innerHeight, r.bottom) - Math.max(0, r.top));
    }, 0);
  });
}

test('phone, long strip: a tap on a page or a scroll down puts every bar away, a tap or a scroll up brings them back', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto(LONG);
  await expect(page.getByRole('img', { name: 'پەڕەی ١ لە ٤٠' })).toBeVisible();
  // the navbar, the toolbar and the chapter bar: about 170 of 844 px
  expect(await barsCover(page)).toBeGreaterThan(150);

  await page.mouse.click(PHONE.width / 2, PHONE.height / 2);
  await expect.poll(() => barsCover(page)).toBeLessThanOrEqual(1);
  await expectAccessible(page, 'reader, bars away');
  await page.mouse.click(PHONE.width / 2, PHONE.height / 2);
  await expect.poll(() => barsCover(page)).toBeGreaterThan(150);

  await page.mouse.wheel(0, 900);
  await expect.poll(() => barsCover(page)).toBeLessThanOrEqual(1);
  await page.mouse.wheel(0, -300);
  await expect.poll(() => barsCover(page)).toBeGreaterThan(100);

  // the keyboard's way: M; focus reaching a bar brings them back
  await page.keyboard.press('m');
  await expect.poll(() => barsCover(page)).toBeLessThanOrEqual(1);
  await page.getByRole('button', { name: 'بەشەکان' }).focus();
  await expect.poll(() => barsCover(page)).toBeGreaterThan(100);
});

test("a long Latin name is cut at its end, in the toolbar's own direction", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto(LONG);
  const name = page.locator('header[aria-label="ئامرازەکانی خوێنەر"] a').first();
  const cut = await name.evaluate((el) => ({
    direction: getComputedStyle(el).direction,
    overflows: el.scrollWidth > el.clientWidth,
    startsLatin: /^[A-Za-z]/.test(el.textContent ?? ''),
  }));
  // a Latin name laid out left to right: its start shows, its end gets the ellipsis
  expect(cut).toEqual({ direction: 'ltr', overflows: true, startsLatin: true });
});

test('desktop, paged: the page fits the height and has the whole screen; the watermark is in a bottom corner', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await page.goto(LONG);
  // what is measured here is the live reader's layout (a busy machine may still be taking the drawing over)
  await untilLive(page);
  await page.getByRole('button', { name: 'ڕێکخستنەکان' }).click();
  await page.getByRole('radio', { name: 'پەڕە بە پەڕە' }).check();
  // a wide screen's paged mode fits the height unless the visitor chose otherwise
  await expect(page.getByRole('radio', { name: 'پڕی بەرزی' })).toBeChecked();
  await page.keyboard.press('Escape');
  const figure = page.locator('figure[data-page="1"]');
  await expect(figure).toHaveAttribute('data-quality', 'high');
  const box = (await figure.boundingBox())!;
  // the whole page on screen, as tall as the screen
  expect(box.y).toBeGreaterThanOrEqual(-1);
  expect(box.y + box.height).toBeLessThanOrEqual(DESKTOP.height + 1);
  expect(box.height).toBeGreaterThan(DESKTOP.height * 0.95);
  // the bars float over it (aligning the stage scrolled down: they went away); a tap in the middle brings them
  // back over the page, which does not move, and another puts them away
  const article = page.locator('article[data-mode="paged"]');
  await expect(article).toHaveAttribute('data-bars', 'hidden');
  await expect.poll(() => barsCover(page)).toBeLessThanOrEqual(1);
  await page.mouse.click(DESKTOP.width / 2, DESKTOP.height / 2);
  await expect(article).not.toHaveAttribute('data-bars');
  await expect.poll(() => barsCover(page)).toBeGreaterThan(150);
  expect((await figure.boundingBox())!.y).toBeCloseTo(box.y, 0);
  await page.mouse.click(DESKTOP.width / 2, DESKTOP.height / 2);
  await expect.poll(() => barsCover(page)).toBeLessThanOrEqual(1);
  // the site's mark sits in a bottom corner band of the page: SPEC §9's 0–5 % or 74–79 % from the page's inline
  // start (its `inset-inline-start`), read on the side its own direction starts from (the right on this RTL page;
  // measured from the left, the far band's mark begins up to its own width further in)
  const markEl = figure.locator('[aria-hidden="true"]').filter({ has: page.locator('svg') });
  const mark = (await markEl.boundingBox())!;
  expect((mark.y - box.y) / box.height).toBeGreaterThanOrEqual(0.7);
  const rtl = await markEl.evaluate((el) => getComputedStyle(el).direction === 'rtl');
  const start = (rtl ? box.x + box.width - (mark.x + mark.width) : mark.x - box.x) / box.width;
  expect(start <= 0.06 || (start >= 0.73 && start <= 0.8), `inline start at ${start}`).toBe(true);
  await expectAccessible(page, 'reader, paged, desktop');
});

test.describe('on a touch phone', () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  test('no keyboard help button; tapping the page puts the bars away', async ({ page }) => {
    await page.goto(LONG);
    await expect(page.getByRole('button', { name: 'بەشەکان' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'کورتکراوەکانی تەختەکلیل' })).toBeHidden();
    await page.touchscreen.tap(PHONE.width / 2, PHONE.height / 2);
    await expect.poll(() => barsCover(page)).toBeLessThanOrEqual(1);
  });
});
