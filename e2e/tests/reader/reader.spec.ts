import type { Page } from '@playwright/test';
import {
  DESKTOP,
  PHONE,
  expect,
  expectAccessible,
  test,
  untilLive,
  watchConsole,
  type ApiHelper,
} from '../../fixtures.ts';

/**
 * The chapter reader on the built product with the demo content: the lowest numbered manga's
 * first chapter has 40 pages, the lowest numbered manhua's first chapter is a 120-page strip, the other
 * chapters have 3 (api/src/seed/images.ts, readerDemoChapters). Which number the manhua has depends on
 * the seed, so it is looked up, not written here.
 */

interface ChapterRead {
  manga: { manga_id: number; type: string; en: string; translator_id: { _id: string; name: string }[] };
  session: { name_session: number };
  chapter: { name_chapter: string; date: string };
  pages: { path_photo: string; width: number; height: number }[];
  chapters: { name_chapter: string; pages: number }[];
  previous: { name_session: number; name_chapter: string } | null;
  next: { name_session: number; name_chapter: string } | null;
}
interface Manga {
  manga_id: number;
  type: string;
  session: { name_session: number; chapter: { name_chapter: string }[] }[];
}

const LONG = '/manga/1/session/1/chapter/1';

/** Sorani digits, as the reader writes them. */
const ckb = (n: number) => new Intl.NumberFormat('ckb').format(n);

async function visibleManga(api: ApiHelper): Promise<Manga[]> {
  const list = await api.call<{ data: { pagination_info: { results: Manga[] } } }>(
    'GET',
    '/manga?limit=-1&active_show=true',
  );
  return list.body.data.pagination_info.results.sort((a, b) => a.manga_id - b.manga_id);
}

async function chapterOf(api: ApiHelper, path: string): Promise<ChapterRead> {
  const res = await api.call<{ data: { chapter: ChapterRead } }>(
    'GET',
    path.replace(/^\/manga\/(\d+)/, '/manga/$1/number'),
  );
  expect(res.status, path).toBe(200);
  return res.body.data.chapter;
}

/**
 * Layout shifts (without recent input) since the page started, summed per path (one document holds the
 * manga page and then the chapter: client navigation), with what moved to say why when it is too much.
 */
async function watchShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { shifts: { path: string; value: number; nodes: string }[] };
    w.shifts = [];
    const name = (node: Node | null) =>
      node instanceof Element
        ? `${node.localName}.${node.getAttribute('class') ?? ''}`
        : `"${(node?.textContent ?? '').slice(0, 40)}" in ${node?.parentElement?.localName ?? '?'}`;
    type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node: Node | null }[] };
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as Shift[]) {
        if (e.hadRecentInput) continue;
        const nodes = (e.sources ?? []).map((s) => name(s.node)).join(', ');
        w.shifts.push({ path: location.pathname, value: e.value, nodes });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return async (path: string) => {
    const all = await page.evaluate(
      () => (window as unknown as { shifts: { path: string; value: number; nodes: string }[] }).shifts,
    );
    const here = all.filter((s) => s.path === path);
    return {
      shift: here.reduce((sum, s) => sum + s.value, 0),
      shifted: here.map((s) => `${s.value.toFixed(4)} at ${s.path}: ${s.nodes}`),
    };
  };
}

test.describe.configure({ timeout: 120_000 });

test('manga → chapter: 40 pages in order, each low then high, no layout shift over the whole read; the chapter is remembered', async ({
  page,
  api,
}) => {
  // the longest journey (forty pages low and high, axe, three page visits): on the shared 2-core machine it
  // ran out of 120 s at its last step while every check had passed
  test.slow();
  const errors = watchConsole(page);
  const data = await chapterOf(api, LONG);
  expect(data.pages).toHaveLength(40);
  // every page's low and high requests, in the order the browser made them
  const requested: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/media/pages/')) requested.push(url.pathname + url.search);
  });
  const shift = await watchShifts(page);

  // The manga page is measured as a returning visitor sees it, its web fonts in the browser's cache. On a
  // first visit whose fonts arrive after the first paint (a slow network; this machine when busy: 1.2 s in
  // one CI run), the swap from the fallback font moves the text: CLS up to 0.11 with the fonts 1.5 s late
  // (docs/first-paint.md). That is the frame's fonts, not the reader, and it is measured there.
  await page.goto('/manga/1');
  await page.evaluate(() => document.fonts.ready);
  await page.reload();
  await page
    .getByRole('link', { name: /بەشی ١/ })
    .first()
    .click();
  await expect(page).toHaveURL(LONG);
  // the reader's first visit loads its remote and the chapter (as long as a drawn page's takeover may take)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(data.manga.en, { timeout: 20_000 });
  await expect(page).toHaveTitle(/بەشی ١/);

  const figures = page.locator('figure[data-page]');
  await expect(figures).toHaveCount(40);
  expect(await figures.evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-page'))))).toEqual(
    Array.from({ length: 40 }, (_, i) => i + 1),
  );
  // the boxes are sized from the stored size before any picture arrives
  const box = await figures.nth(39).boundingBox();
  expect(box!.height / box!.width).toBeCloseTo(data.pages[39]!.height / data.pages[39]!.width, 2);
  await expect(figures.first()).toHaveAttribute('data-quality', 'high');
  await expect(page.getByRole('img', { name: 'پەڕەی ١ لە ٤٠' })).toBeVisible();

  // read to the end, a screen at a time: each screen is drawn (two frames: the reader sees where it is)
  // before the next, as a reader's eyes would be, however slow the machine
  for (let i = 0; i < 80; i++) {
    const done = await page.evaluate(async () => {
      window.scrollBy(0, window.innerHeight * 0.9);
      await new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame)));
      return window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
    });
    await page.waitForTimeout(60);
    if (done) break;
  }
  await expect(figures.nth(39)).toHaveAttribute('data-quality', 'high');
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
  // far behind the screen, pictures were given back
  await expect(figures.first()).toHaveAttribute('data-load', 'none');
  // no shift over the whole chapter (the reader's target, reader/README.md); the manga page before it is held
  // to the public pages' CLS target (0.02, docs/first-paint.md)
  const reading = await shift(LONG);
  expect(reading.shift, reading.shifted.join('\n')).toBeLessThanOrEqual(0.01);
  const before = await shift('/manga/1');
  expect(before.shift, before.shifted.join('\n')).toBeLessThanOrEqual(0.02);

  for (const [i, p] of data.pages.entries()) {
    const low = requested.indexOf(`${p.path_photo}?quality=low`);
    const high = requested.indexOf(`${p.path_photo}?quality=high`);
    expect(low, `page ${i + 1} low`).toBeGreaterThanOrEqual(0);
    expect(high, `page ${i + 1} high`).toBeGreaterThan(low);
  }
  await expect(page.getByRole('img', { name: 'کۆتایی بەش — سوپاس بۆ خوێندنەوە' })).toBeVisible();
  // the chapter's end: its day, and its translators linking to their pages
  const end = page.locator('footer').filter({ has: page.locator('time') });
  await expect(end.locator('time')).toHaveAttribute('datetime', data.chapter.date);
  await expect(end.locator('time')).toHaveText(/^[^0-9]*[٠-٩]{4}[^0-9]*$/);
  for (const t of data.manga.translator_id)
    await expect(end.getByRole('link', { name: t.name })).toHaveAttribute('href', `/staff/${t._id}`);
  await expectAccessible(page, 'reader, strip');

  // the home page's continue row and the manga page know where the visitor is
  await page.goto('/');
  const row = page.getByRole('region', { name: 'درێژەی پێبدە' });
  // one tap back to the page where the visitor is (the last)
  await expect(row.getByRole('link', { name: new RegExp(data.manga.en.slice(0, 12)) })).toHaveAttribute(
    'href',
    `${LONG}#page=40`,
  );
  await page.goto('/manga/1');
  // the chapter was read to its end: the manga page's read button moves on to the next one
  await expect(page.getByRole('link', { name: 'درێژەدان بە خوێندنەوەی بەشی ٢' })).toHaveAttribute(
    'href',
    '/manga/1/session/1/chapter/2',
  );
  expect(errors).toEqual([]);
});

test('a first visit is drawn by the server: the first page paints before any script runs', async ({
  browser,
  server,
  api,
}) => {
  const data = await chapterOf(api, LONG);
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: server.url, viewport: PHONE });
  const page = await context.newPage();
  await page.goto(LONG);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(data.manga.en);
  const figures = page.locator('figure[data-page]');
  await expect(figures).toHaveCount(40);
  // the first page's own picture, asked for first and shown as soon as it is there (no script swaps it in)
  const first = figures.first().locator('img[fetchpriority="high"]').last();
  await expect(first).toHaveAttribute('src', `${data.pages[0]!.path_photo}?quality=high`);
  await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  expect(await first.evaluate((img) => getComputedStyle(img).opacity)).toBe('1');
  // every box already has its page's proportions
  const box = (await figures.nth(1).boundingBox())!;
  expect(box.height / box.width).toBeCloseTo(data.pages[1]!.height / data.pages[1]!.width, 2);
  await context.close();
});

for (const [name, viewport] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test(`the reader takes the drawn chapter over where the visitor is, without a request or a shift (${name})`, async ({
    browser,
    server,
  }) => {
    const context = await browser.newContext({ baseURL: server.url, viewport, locale: 'ckb' });
    const page = await context.newPage();
    const errors = watchConsole(page);
    const shift = await watchShifts(page);
    const chapterCalls: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/api/manga/')) chapterCalls.push(r.url());
    });
    // the reader's code waits until the visitor has scrolled the drawing
    let release = () => {};
    const scrolled = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/mf/reader/remoteEntry.js', async (route) => {
      await scrolled;
      await route.fallback();
    });
    await page.goto(LONG);
    await expect(page.locator('#root[data-drawn]')).toHaveCount(1);
    await page.evaluate(() => window.scrollTo({ top: 1500 }));
    release();
    await untilLive(page);
    // live: the settings open, the chapter was not asked for again, and the page stayed where it was read
    await page.getByRole('button', { name: 'ڕێکخستنەکان' }).click();
    await expect(page.getByRole('dialog', { name: 'ڕێکخستنەکان' })).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(1500);
    expect(chapterCalls).toEqual([]);
    const taken = await shift(LONG);
    expect(taken.shift, taken.shifted.join('\n')).toBeLessThanOrEqual(0.01);
    expect(errors).toEqual([]);
    await context.close();
  });
}

test('next and previous cross the session boundary; the drawer marks the chapter and closes on Escape', async ({
  page,
  api,
}) => {
  await page.setViewportSize(PHONE);
  // a manga with two sessions that both have chapters
  const manga = (await visibleManga(api)).find((m) => m.session.filter((s) => s.chapter.length > 0).length >= 2)!;
  const sessions = manga.session.filter((s) => s.chapter.length > 0).sort((a, b) => a.name_session - b.name_session);
  const first = sessions[0]!;
  // walk to the first session's last chapter through the api's own `next`
  let here = await chapterOf(
    api,
    `/manga/${manga.manga_id}/session/${first.name_session}/chapter/${first.chapter[0]!.name_chapter}`,
  );
  while (here.next && here.next.name_session === first.name_session)
    here = await chapterOf(
      api,
      `/manga/${manga.manga_id}/session/${here.next.name_session}/chapter/${here.next.name_chapter}`,
    );
  expect(here.next?.name_session).toBe(sessions[1]!.name_session);

  await page.goto(`/manga/${manga.manga_id}/session/${first.name_session}/chapter/${here.chapter.name_chapter}`);
  const nav = page.getByRole('navigation', { name: 'گواستنەوە لە نێوان بەشەکان' });
  await nav.getByRole('link', { name: 'بەشی دواتر' }).click();
  const nextUrl = `/manga/${manga.manga_id}/session/${here.next!.name_session}/chapter/${here.next!.name_chapter}`;
  await expect(page).toHaveURL(nextUrl);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`وەرزی`);
  await expect(page.locator('figure[data-page]').first()).toHaveAttribute('data-quality', 'high');
  await nav.getByRole('link', { name: 'بەشی پێشوو' }).click();
  await expect(page).toHaveURL(
    `/manga/${manga.manga_id}/session/${first.name_session}/chapter/${here.chapter.name_chapter}`,
  );
  // a reader presses keys on the chapter they see: wait until it is drawn
  await expect(page.getByRole('heading', { level: 1 })).toContainText(
    `وەرزی ${ckb(first.name_session)} · بەشی ${ckb(Number(here.chapter.name_chapter))}`,
  );
  // the keyboard's ] goes forward too
  await page.keyboard.press(']');
  await expect(page).toHaveURL(nextUrl);

  // the drawer lists this session's chapters with the current one marked
  const trigger = page.getByRole('button', { name: 'بەشەکان' });
  await trigger.click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.locator('a[aria-current="page"]')).toBeVisible();
  await expectAccessible(page, 'reader, chapters drawer');
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(trigger).toBeFocused();
});

test('paged mode: one page, keys follow the reading direction (manga right to left, manhua left to right)', async ({
  page,
  api,
}) => {
  // the demo's webtoon: the first chapter of the lowest numbered manhua
  const manhua = (await visibleManga(api)).find((m) => m.type === 'manhua')!;
  const webtoon = `/manga/${manhua.manga_id}/session/${manhua.session[0]!.name_session}/chapter/${manhua.session[0]!.chapter[0]!.name_chapter}`;
  expect((await chapterOf(api, webtoon)).pages).toHaveLength(120);
  await page.setViewportSize(DESKTOP);
  await page.goto(LONG);
  await untilLive(page);
  await page.getByRole('button', { name: 'ڕێکخستنەکان' }).click();
  await page.getByRole('radio', { name: 'پەڕە بە پەڕە' }).check();
  await page.keyboard.press('Escape');
  const region = page.getByRole('region', { name: 'پەڕەکانی بەش' });
  await expect(region.getByRole('img', { name: 'پەڕەی ١ لە ٤٠' })).toBeVisible();
  // right to left: ← is forward, → back; Space forward, Shift+Space back; End, Home
  await page.keyboard.press('ArrowLeft');
  await expect(region.getByRole('img', { name: 'پەڕەی ٢ لە ٤٠' })).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(region.getByRole('img', { name: 'پەڕەی ١ لە ٤٠' })).toBeVisible();
  await page.keyboard.press('Space');
  await page.keyboard.press('Space');
  await expect(region.getByRole('img', { name: 'پەڕەی ٣ لە ٤٠' })).toBeVisible();
  await page.keyboard.press('Shift+Space');
  await expect(region.getByRole('img', { name: 'پەڕەی ٢ لە ٤٠' })).toBeVisible();
  await page.keyboard.press('End');
  await expect(region.getByRole('img', { name: 'پەڕەی ٤٠ لە ٤٠' })).toBeVisible();
  await page.keyboard.press('Home');
  // the tap zone on the left is "next page" for a right-to-left manga
  const next = region.getByRole('button', { name: 'پەڕەی دواتر' });
  const nextBox = (await next.boundingBox())!;
  expect(nextBox.x).toBeLessThan(DESKTOP.width / 2);
  await next.click();
  await expect(region.getByRole('img', { name: 'پەڕەی ٢ لە ٤٠' })).toBeVisible();
  await expectAccessible(page, 'reader, paged');
  await page.keyboard.press('?');
  await expect(page.getByRole('heading', { name: 'کورتکراوەکانی تەختەکلیل' })).toBeVisible();
  await page.keyboard.press('Escape');

  // a manhua reads left to right: → forward, and the next zone is on the right
  await page.goto(webtoon);
  // the drawn chapter is the strip; the keys work once the reader has taken it over
  await untilLive(page);
  await expect(page.locator('[data-mode="paged"]')).toHaveCount(1);
  const strip = page.getByRole('region', { name: 'پەڕەکانی بەش' });
  await expect(strip.getByRole('img', { name: 'پەڕەی ١ لە ١٢٠' })).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(strip.getByRole('img', { name: 'پەڕەی ٢ لە ١٢٠' })).toBeVisible();
  expect((await strip.getByRole('button', { name: 'پەڕەی دواتر' }).boundingBox())!.x).toBeGreaterThan(
    DESKTOP.width / 2,
  );
});

test('an unknown chapter answers 404 and says so in Sorani, once, with a way back', async ({ page }) => {
  await page.setViewportSize(PHONE);
  const answer = await page.goto('/manga/1/session/1/chapter/999');
  expect(answer?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'ئەم بەشە نەدۆزرایەوە' })).toBeVisible();
  // the page says it: no toast repeating it
  await page.waitForTimeout(500);
  await expect(page.locator('[role="alert"], [role="status"]').filter({ hasText: 'نەدۆزرایەوە' })).toHaveCount(1);
  await page.getByRole('link', { name: 'گەڕانەوە بۆ پەڕەی مانگاکە' }).click();
  await expect(page).toHaveURL('/manga/1');
});

test('the standalone reader at /read/: a saved chapter reads without a network', async ({ browser, server, api }) => {
  // a short chapter (3 pages): the first manga's first chapter after its 40-page one
  const short = (await chapterOf(api, LONG)).chapters.find((c) => c.pages === 3)!;
  const path = `/manga/1/session/1/chapter/${short.name_chapter}`;
  const context = await browser.newContext({ baseURL: server.url, viewport: PHONE, locale: 'ckb' });
  const page = await context.newPage();
  await page.goto(`/read${path}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/read/manifest.webmanifest');
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.getByRole('button', { name: 'بەشەکان' }).click();
  await page.getByRole('radio', { name: 'بەرز' }).check();
  await page.getByRole('button', { name: 'پاشەکەوتکردن بۆ بێ ئینتەرنێت' }).click();
  // the size in Sorani digits (Chromium's ICU has no ckb: a bare Intl.NumberFormat('ckb') printed "66")
  await expect(page.getByText(/پاشەکەوت کرا \([٠-٩٫٬]+ (کیلۆ|مێگا)بایت\)/)).toBeVisible();

  await context.setOffline(true);
  await page.goto('/read/');
  const saved = page.getByRole('link', { name: new RegExp(`بەشی ${ckb(Number(short.name_chapter))}`) });
  await expect(saved).toBeVisible();
  await saved.click();
  await expect(page).toHaveURL(`/read${path}`);
  const figures = page.locator('figure[data-page]');
  await expect(figures).toHaveCount(3);
  await expect(figures.first()).toHaveAttribute('data-quality', 'high');
  await page.reload();
  await expect(page.getByRole('img', { name: 'پەڕەی ١ لە ٣' })).toBeVisible();
  await expectAccessible(page, 'standalone reader offline');
  await context.close();
});
