import type { Browser, Page } from '@playwright/test';
import { DESKTOP, PHONE, expect, expectAccessible, test, untilLive, type ApiHelper } from '../../fixtures.ts';

/**
 * The data saver's readable pages and offline reading, on the built product with the demo content (the
 * lowest numbered manga's first chapter has 40 pages, the ones after it 3).
 */

const LONG = '/manga/1/session/1/chapter/1';
const ckb = (n: number) => new Intl.NumberFormat('ckb').format(n);

async function shortChapter(api: ApiHelper): Promise<string> {
  const res = await api.call<{ data: { chapter: { chapters: { name_chapter: string; pages: number }[] } } }>(
    'GET',
    '/manga/1/number/session/1/chapter/1',
  );
  return res.body.data.chapter.chapters.find((c) => c.pages === 3)!.name_chapter;
}

/** The natural width of the full picture (the one over the placeholder) of page `n` (1-based). */
const fullPictureWidth = (page: Page, n: number) =>
  page
    .locator(`figure[data-page="${n}"] img`)
    .last()
    .evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0));

/** A context of its own: no request interception (the fixture's page routes every request, which bypasses workers). */
const freshContext = (browser: Browser, baseURL: string, viewport: { width: number; height: number }) =>
  browser.newContext({ baseURL, viewport, locale: 'ckb' });

test.describe.configure({ timeout: 120_000 });

test('data saver: every page comes readable (~800 px, the saver variant), no high picture but the drawn first page, nothing to tap', async ({
  page,
  api,
}) => {
  const first = (
    await api.call<{ data: { chapter: { pages: { path_photo: string }[] } } }>(
      'GET',
      '/manga/1/number/session/1/chapter/1',
    )
  ).body.data.chapter.pages[0]!.path_photo;
  await page.setViewportSize(PHONE);
  await page.addInitScript(() => localStorage.setItem('ckb:v1:reader-settings', JSON.stringify({ dataSaver: true })));
  const pictures: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/media/pages/')) pictures.push(new URL(r.url()).pathname + new URL(r.url()).search);
  });
  await page.goto(LONG);
  await expect.poll(() => fullPictureWidth(page, 1)).toBe(800);
  // scroll a few pages: each page on screen gets its saver picture
  for (let i = 0; i < 6; i++) await page.mouse.wheel(0, PHONE.height * 0.9);
  await expect.poll(() => fullPictureWidth(page, 4)).toBe(800);
  // the server draws a first visit as a visitor without settings sees it (its first page in high quality,
  // preloaded from the head); the settings, and with them the data saver, apply from the takeover on
  expect(pictures.filter((q) => q.endsWith('?quality=high') && q !== `${first}?quality=high`)).toEqual([]);
  expect(pictures.filter((q) => q.endsWith('?quality=saver')).length).toBeGreaterThanOrEqual(4);
  await expect(page.getByRole('button', { name: 'بارکردنی ئەم پەڕەیە بە کوالیتی بەرز' })).toHaveCount(0);
});

for (const [name, viewport] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test(`saved from the site's reader, read at /read/ offline with the HTTP cache cleared (${name})`, async ({
    browser,
    server,
    api,
  }) => {
    const short = await shortChapter(api);
    const path = `/manga/1/session/1/chapter/${short}`;
    const context = await freshContext(browser, server.url, viewport);
    const page = await context.newPage();
    await page.goto(path);
    await untilLive(page);

    await page.getByRole('button', { name: 'بەشەکان' }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByRole('radio', { name: 'سووک (کەمتر داتا)' })).toBeChecked();
    // the storage in use and the browser's quota, in Sorani digits
    await expect(
      drawer.getByText(/[٠-٩٫]+ (کیلۆ|مێگا)بایت لە [٠-٩٫٬]+ (مێگا|کیلۆ)بایتی بیرگەی وێبگەڕ بەکارهاتووە/),
    ).toBeVisible();
    await expectAccessible(page, `save in the site's reader (${name})`);
    await drawer.getByRole('button', { name: 'پاشەکەوتکردن بۆ بێ ئینتەرنێت' }).click();
    await expect(drawer.getByText(/پاشەکەوت کرا \([٠-٩٫٬]+ (کیلۆ|مێگا)بایت\)/)).toBeVisible();
    const open = drawer.getByRole('link', { name: 'کردنەوە لە خوێنەری بێ ئینتەرنێت' });
    await expect(open).toHaveAttribute('href', `/read${path}`);
    // saving installed the offline reader's worker: it is active before the save says it is done
    expect(
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration('/read/'))?.active?.state),
    ).toBe('activated');

    // only the worker's caches are left: the browser's HTTP cache is emptied, then the network cut
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await context.setOffline(true);
    await page.goto('/read/');
    await expect(page.getByRole('heading', { level: 1, name: 'خوێنەری ئەنیمی کورد' })).toBeVisible();
    const saved = page.getByRole('link', { name: new RegExp(`بەشی ${ckb(Number(short))}`) });
    await expect(saved).toContainText('سووک (کەمتر داتا)');
    await saved.click();
    await expect(page).toHaveURL(`/read${path}`);
    await expect(page.locator('figure[data-page]')).toHaveCount(3);
    // the reader asks for the high pictures (data saver off); the worker answers with the saved saver ones
    await expect.poll(() => fullPictureWidth(page, 1)).toBe(800);
    await expectAccessible(page, `saved chapter offline (${name})`);

    // a chapter that was not saved says so and lists what was
    await page.goto(`/read${LONG}`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'ئەم بەشە لەسەر ئەم ئامێرە پاشەکەوت نەکراوە' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: new RegExp(`بەشی ${ckb(Number(short))}`) })).toBeVisible();
    await expectAccessible(page, `unsaved chapter offline (${name})`);
    await context.close();
  });
}

test('the site leads to offline reading: the phone menu and the footer', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/');
  await page.getByRole('button', { name: 'مێنیو' }).click();
  const menu = page.getByRole('dialog', { name: 'مێنیو' });
  await menu.getByRole('link', { name: 'خوێندنەوەی بێ ئینتەرنێت' }).click();
  await expect(page).toHaveURL('/read/');
  await expect(page.getByRole('heading', { level: 1, name: 'خوێنەری ئەنیمی کورد' })).toBeVisible();

  await page.setViewportSize(DESKTOP);
  await page.goto('/manga');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'خوێندنەوەی بێ ئینتەرنێت' })).toHaveAttribute('href', '/read/');
});

test('a chapter card of the manga page saves the chapter, which then reads offline at /read/', async ({
  browser,
  server,
  api,
}) => {
  const short = await shortChapter(api);
  const context = await freshContext(browser, server.url, PHONE);
  const page = await context.newPage();
  await page.goto('/manga/1');
  await untilLive(page);
  const label = `بەشی ${ckb(Number(short))}`;
  await page.getByRole('button', { name: `پاشەکەوتکردنی ${label} بۆ بێ ئینتەرنێت` }).click();
  const open = page.getByRole('link', { name: `کردنەوەی ${label} لە خوێنەری بێ ئینتەرنێت` });
  await expect(open).toHaveAttribute('href', `/read/manga/1/session/1/chapter/${short}`);
  await expectAccessible(page, 'manga page after a save');

  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await context.setOffline(true);
  await open.click();
  await expect(page.locator('figure[data-page]')).toHaveCount(3);
  await expect.poll(() => fullPictureWidth(page, 3)).toBe(800);
  await context.close();
});
