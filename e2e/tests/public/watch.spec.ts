import type { Page } from '@playwright/test';
import { expect, expectAccessible, test, watchConsole, type ApiHelper } from '../../fixtures.ts';
import { embedSrc, publicList, realErrors } from './helpers.ts';

/**
 * Watching: from a work's page to playing in one tap, the episode and server in the URL, the next
 * episode, a choice made before the scripts take over, 404s in Sorani with the right status.
 */

interface Server {
  _id: string;
  name_server: string;
  embed_code: string;
}
interface Series {
  series_id: number;
  en: string;
  session: Array<{ name_session: number; epsode: Array<{ name_epsode: number; server_epsode: Server[] }> }>;
}

const ku = (n: number) => n.toLocaleString('ar-EG');

/** A visible series whose episodes, in watching order, match `want` (from the first page of the list). */
async function findSeries(
  api: ApiHelper,
  want: (order: Array<{ season: number; episode: number; servers: Server[] }>) => boolean,
) {
  const first = await publicList<{ series_id: number }>(api, 'series');
  for (const item of first.results) {
    const { body } = await api.call<{ data: { series: Series } }>('GET', `/series/${item.series_id}/number`);
    const order = [...body.data.series.session]
      .sort((a, b) => a.name_session - b.name_session)
      .flatMap((s) =>
        [...s.epsode]
          .sort((a, b) => a.name_epsode - b.name_epsode)
          .map((e) => ({ season: s.name_session, episode: e.name_epsode, servers: e.server_epsode })),
      );
    if (want(order)) return { series: body.data.series, order };
  }
  throw new Error('the demo content has no such series');
}

const player = (page: Page) => page.getByRole('main').locator('#watch iframe');

test('detail page → watch button → playing in one tap; the next-episode link; a shared link', async ({ page, api }) => {
  test.setTimeout(90_000);
  const errors = watchConsole(page);
  const { series, order } = await findSeries(api, (o) => o.length >= 2 && o[0]!.servers.length === 1);
  await page.goto(`/series/${series.series_id}`);
  const main = page.getByRole('main');
  await expect(player(page)).toHaveCount(0);
  await main.getByRole('link', { name: 'بینین', exact: true }).click();
  await expect(page).toHaveURL(
    new RegExp(`/series/${series.series_id}\\?season=${order[0]!.season}&episode=${order[0]!.episode}#watch$`),
  );
  await expect(player(page)).toHaveAttribute('src', embedSrc(order[0]!.servers[0]!.embed_code));
  // The server label is on screen, not under the sticky navbar.
  const label = main.getByText('سێرڤەر', { exact: true });
  const navBottom = await page
    .locator('header')
    .first()
    .evaluate((el) => el.getBoundingClientRect().bottom);
  expect((await label.boundingBox())!.y).toBeGreaterThanOrEqual(navBottom);

  const next = order[1]!;
  await main
    .getByRole('link', { name: new RegExp(`^ئەڵقەی داهاتوو: وەرزی ${ku(next.season)} · ئەڵقەی ${ku(next.episode)}$`) })
    .click();
  await expect(page).toHaveURL(new RegExp(`\\?season=${next.season}&episode=${next.episode}#watch$`));
  await expect(main.getByText(`وەرزی ${ku(next.season)} · ئەڵقەی ${ku(next.episode)}`)).toBeVisible();
  const server = next.servers[next.servers.length - 1]!;
  if (next.servers.length > 1) await main.getByRole('combobox', { name: 'سێرڤەر' }).selectOption(server._id);
  await expect(player(page)).toHaveAttribute('src', embedSrc(server.embed_code));
  // Opening an episode does not make it watched (staying on it does: continue.spec.ts).
  await expect(
    main.getByRole('link', { name: new RegExp(`^ئەڵقەی ${ku(order[0]!.episode)}(?![٠-٩])`) }).first(),
  ).not.toContainText('بینراوە');

  // A shared link (and a reload) lands on the same episode and server.
  const shared = page.url().replace(/#watch$/, '');
  expect(shared).toContain(`season=${next.season}&episode=${next.episode}`);
  await page.goto(next.servers.length > 1 ? shared : `${shared}&server=${server._id}`);
  await expect(player(page)).toHaveAttribute('src', embedSrc(server.embed_code));
  await expectAccessible(page, `/series/${series.series_id} playing`);
  expect(realErrors(errors)).toEqual([]);
});

test('«تەواوم کرد» marks the episode watched and flows on to the next after a countdown that can be stopped', async ({
  page,
  api,
}) => {
  test.setTimeout(90_000);
  const errors = watchConsole(page);
  const { series, order } = await findSeries(api, (o) => o.length >= 3);
  const [first, second] = [order[0]!, order[1]!];
  for (const size of [
    { width: 390, height: 844 },
    { width: 1440, height: 900 },
  ]) {
    await page.setViewportSize(size);
    await page.goto(`/series/${series.series_id}?season=${first.season}&episode=${first.episode}`);
    // the drawn page's button works once the scripts have taken over
    await page.waitForFunction(() => !document.querySelector('#root[data-drawn]'), undefined, { timeout: 30_000 });
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'تەواوم کرد' }).click();
    // focus on the stop button, the countdown announced, the next episode named
    await expect(main.getByRole('button', { name: 'ڕاگرتن' })).toBeFocused();
    await expect(main.getByRole('status').filter({ hasText: 'چرکەدا دەست پێدەکات' })).toHaveCount(1);
    // stopped before the countdown ends (axe first could outlast it on a busy machine)
    await page.keyboard.press('Enter');
    await expect(main.getByText('ئەڵقەی داهاتوو خۆکارانە دەست پێناکات.')).toBeAttached();
    await expect(main.getByRole('link', { name: /^ئێستا ببینە: / })).toBeFocused();
    await expectAccessible(page, `the stopped countdown at ${size.width}px`);
  }
  // stopped: still here; not stopped: on to the next episode
  await page.waitForTimeout(1_000);
  await expect(page).toHaveURL(new RegExp(`\\?season=${first.season}&episode=${first.episode}$`));
  await page.reload();
  await page.waitForFunction(() => !document.querySelector('#root[data-drawn]'), undefined, { timeout: 30_000 });
  await page.getByRole('main').getByRole('button', { name: 'تەواوم کرد' }).click();
  await expect(page).toHaveURL(new RegExp(`\\?season=${second.season}&episode=${second.episode}#watch$`), {
    timeout: 15_000,
  });
  await expect(
    page
      .getByRole('main')
      .getByRole('link', { name: new RegExp(`^ئەڵقەی ${ku(first.episode)}(?![٠-٩])`) })
      .first(),
  ).toContainText('بینراوە');
  expect(realErrors(errors)).toEqual([]);
});

test('a server picked before the scripts take over still plays after', async ({ browser, server, api }) => {
  test.setTimeout(90_000);
  const { series, order } = await findSeries(api, (o) => o.some((e) => e.servers.length > 1));
  const target = order.find((e) => e.servers.length > 1)!;
  const context = await browser.newContext({ baseURL: server.url });
  const page = await context.newPage();
  await page.route(
    (url) => !['127.0.0.1', 'localhost'].includes(url.hostname),
    (route) => route.abort('blockedbyclient'),
  );
  // Hold the shell's scripts back until the visitor has chosen on the drawn page, and the style sheets too:
  // the page's controls are usable before they arrive, so the recorder must not wait for them (it once
  // sat after them and lost a choice made in that moment).
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$|\.css$/, async (route) => {
    await gate;
    await route.continue();
  });
  await page.goto(`/series/${series.series_id}?season=${target.season}&episode=${target.episode}`, {
    waitUntil: 'commit',
  });
  const drawnSelect = page.locator('#root[data-drawn] select[data-early="server"]');
  await expect(drawnSelect).toBeEnabled({ timeout: 20_000 });
  const chosen = target.servers[1]!;
  await drawnSelect.selectOption(chosen._id);
  release();
  await page.waitForFunction(() => !document.querySelector('#root[data-drawn]'), undefined, { timeout: 30_000 });
  await expect(page.locator('#watch iframe')).toHaveAttribute('src', embedSrc(chosen.embed_code));
  await expect(page).toHaveURL(new RegExp(`server=${chosen._id}`));
  await context.close();
});

test('a returning visitor gets their last server on the drawn page, after the hydration and without a mismatch', async ({
  page,
  api,
}) => {
  test.setTimeout(90_000);
  const { series, order } = await findSeries(api, (o) => o.some((e) => e.servers.length > 1));
  const target = order.find((e) => e.servers.length > 1)!;
  const errors = watchConsole(page);
  const episode = `/series/${series.series_id}?season=${target.season}&episode=${target.episode}`;
  await page.goto(episode);
  await page.waitForFunction(() => !document.querySelector('#root[data-drawn]'), undefined, { timeout: 30_000 });
  const chosen = target.servers[1]!;
  await page.getByRole('main').getByRole('combobox', { name: 'سێرڤەر' }).selectOption(chosen._id);
  await expect(player(page)).toHaveAttribute('src', embedSrc(chosen.embed_code));
  // a new visit to the episode, without the server in its address: the server draws the anonymous page
  const answer = await page.goto(episode);
  expect(await answer?.text()).toContain('<div id="root" data-drawn=""');
  await page.waitForFunction(() => !document.querySelector('#root[data-drawn]'), undefined, { timeout: 30_000 });
  await expect(player(page)).toHaveAttribute('src', embedSrc(chosen.embed_code));
  expect(errors.filter((e) => /hydrat|Minified React error #4(18|19|2\d)\b/i.test(e))).toEqual([]);
});

test('unknown paths, works, members and list pages answer 404 and say «هیچ نەدۆزرایەوە»', async ({ page }) => {
  test.setTimeout(90_000);
  for (const path of [
    '/no/such/page',
    '/movies/987654',
    '/series/987654',
    '/manga/987654',
    '/staff/0123456789abcdef01234567',
    '/movies?page=999',
  ]) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(404);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'هیچ نەدۆزرایەوە' }), path).toBeVisible();
    await expect(page, path).toHaveTitle(/^هیچ نەدۆزرایەوە · /);
  }
  await expectAccessible(page, '/movies?page=999');
  const forbidden = await page.goto('/forbidden');
  expect(forbidden?.status()).toBe(403);
  await expect(page.getByRole('main').getByRole('link', { name: 'بۆ پرۆفایلەکەم' })).toHaveCount(0);
});

test('the hero carousel is a single Tab stop with its own controls', async ({ page }) => {
  await page.goto('/');
  const hero = page.getByRole('region', { name: 'بەرهەمە هەڵبژێردراوەکان' });
  await expect(hero).toBeVisible();
  // From the slide's link, Tab goes through the hero's own controls (pause, previous, next) and leaves it.
  await hero
    .getByRole('link', { name: /^(بینین|دەستبکە بە خوێندنەوە): / })
    .first()
    .focus();
  const inHero = () => page.evaluate(() => !!document.activeElement?.closest('[data-carousel="hero"]'));
  await page.keyboard.press('Tab');
  // The hero's own controls (previous / next / pause) may follow its link; then focus leaves the hero.
  let inside = 0;
  while ((await inHero()) && inside < 10) {
    inside++;
    await page.keyboard.press('Tab');
  }
  expect(inside, 'stops inside the hero after its link').toBeLessThanOrEqual(3);
  await expect(hero.getByText(/^[٠-٩]+ \/ [٠-٩]+$/)).toBeVisible();
});
