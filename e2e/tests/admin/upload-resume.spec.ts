import { DESKTOP, expect, expectAccessible, test, watchConsole } from '../../fixtures.ts';
import { realErrors } from '../public/helpers.ts';
import { ckb, mediaCheck, noisyPng, signIn } from './helpers.ts';

/**
 * A chapter upload that loses the network half-way: the browser goes offline while pages are being sent,
 * the page says it is waiting for the connection, and once the network is back the upload carries on by
 * itself. Then the tab is closed mid-chapter and reopened: the same files chosen again skip what the
 * chapter has. Every page is stored once and in the order chosen (checked through the api and media:check).
 */

const PAGES = 40;
/** Page n: `n.png`, 300+n pixels wide and ~360 KB of noise, so sending it takes a moment and the width tells which. */
const page = (n: number) => ({ name: `${n}.png`, mimeType: 'image/png', buffer: noisyPng(300 + n, 400) });

test('the network cut mid-upload, then the tab reopened: it carries on, every page once and in order', async ({
  page: browser,
  api,
  server,
  context,
}) => {
  test.setTimeout(120_000);
  await browser.setViewportSize(DESKTOP);
  const errors = watchConsole(browser);
  const token = await api.login();
  const created = await api.call<{ data: { manga: { _id: string } } }>(
    'POST',
    '/manga',
    {
      en: 'Resume Manga',
      ku: 'مانگای بەردەوامبوون',
      or: '-',
      about: '-',
      date_publish: '2020-01-01',
      author: '-',
      language: '-',
      name_studio: '-',
      rating: 5,
      status: 'continue',
      type: 'manga',
    },
    token,
  );
  const id = created.body.data.manga._id;
  type Answer = {
    data: {
      manga: {
        session: Array<{ _id: string; chapter: Array<{ _id: string; photo_path_array: Array<{ width: number }> }> }>;
      };
    };
  };
  const session = (await api.call<Answer>('POST', `/manga/${id}/session`, { name_session: 1 }, token)).body.data.manga
    .session[0]!._id;
  const chapter = (
    await api.call<Answer>('POST', `/manga/${id}/session/${session}/chapter`, { name_chapter: '1' }, token)
  ).body.data.manga.session[0]!.chapter[0]!._id;
  const stored = async () =>
    (
      await api.call<Answer>('GET', `/manga/${id}`, undefined, token)
    ).body.data.manga.session[0]!.chapter[0]!.photo_path_array.map((p) => p.width - 300);

  await signIn(browser);
  await browser.goto(`/admin/manga/${id}/session/${session}/chapter/${chapter}`);
  const main = browser.getByRole('main');
  // slow enough (about 1 MB/s up) that the cut and the closed tab land in the middle
  const cdp = await context.newCDPSession(browser);
  const throttle = () =>
    cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: 1024 * 1024,
    });
  await throttle();
  // chosen shuffled: they go in natural name order
  const order = Array.from({ length: PAGES }, (_, i) => ((i * 17) % PAGES) + 1);
  const files = order.map(page);
  await browser.locator('input[name="photo_path_array"]').setInputFiles(files);
  await browser.getByRole('button', { name: `ناردنی ${ckb(PAGES)} پەڕە` }).click();

  const done = main.locator('li[data-status="done"]');
  await expect.poll(() => done.count(), { timeout: 60_000 }).toBeGreaterThanOrEqual(5);
  await context.setOffline(true);
  const away = main.getByRole('status').filter({ hasText: 'پەیوەندی بە سێرڤەرەوە پچڕا' });
  await expect(away).toBeVisible();
  // files whose bytes were all out may still get their answer; after that nothing moves while offline
  await browser.waitForTimeout(2000);
  const whileOffline = await done.count();
  expect(whileOffline).toBeLessThan(PAGES);
  await browser.waitForTimeout(2000);
  expect(await done.count()).toBe(whileOffline);
  await expect(main.getByText(new RegExp(`لە ${ckb(PAGES)} پەڕە`))).toBeVisible();
  await expectAccessible(browser, 'the chapter page while the connection is away');

  await context.setOffline(false);
  await throttle();
  await expect(away).toHaveCount(0);
  await expect.poll(() => done.count(), { timeout: 60_000 }).toBeGreaterThanOrEqual(whileOffline + 10);

  // the tab is closed mid-chapter and opened again: it offers to carry on; the same files chosen again
  // skip those the chapter has and the rest land in their places
  await browser.reload();
  const before = (await stored()).length;
  expect(before).toBeLessThan(PAGES);
  await expect(main.getByRole('note')).toContainText(`بارکردنی پێشووی ئەم بەشە تەواو نەبوو`);
  await expect(main.getByRole('note')).toContainText(`لە ${ckb(PAGES)} پەڕە`);
  await expectAccessible(browser, 'the chapter page offering to carry on');
  await browser.locator('input[name="photo_path_array"]').setInputFiles(files);
  await browser.getByRole('button', { name: `ناردنی ${ckb(PAGES)} پەڕە` }).click();
  const finished = main.locator('li[data-status="done"], li[data-status="skipped"]');
  await expect(finished).toHaveCount(PAGES, { timeout: 90_000 });
  const skipped = await main.locator('li[data-status="skipped"]').count();
  expect(skipped).toBeGreaterThanOrEqual(before);
  await expect(main.getByText(`${ckb(skipped)} پەڕە پێشتر گەیشتبوون و دووبارە نەنێردران.`)).toBeVisible();
  await expect(main.getByRole('progressbar', { name: 'ڕەوشی بارکردن' })).toHaveAttribute('aria-valuenow', '100');

  // every page once, in the chosen (natural) order, and files and rows agree
  expect(await stored()).toEqual(Array.from({ length: PAGES }, (_, i) => i + 1));
  const check = mediaCheck(server.dataDir);
  expect(check.report.unreferencedFiles ?? [], 'media:check: files no row references').toEqual([]);
  expect(check.code).toBe(0);
  // finished: nothing more is offered
  await browser.reload();
  await expect(main.getByRole('heading', { name: `پەڕەکان (${ckb(PAGES)} پەڕە)` })).toBeVisible();
  await expect(main.getByText('بارکردنی پێشووی ئەم بەشە تەواو نەبوو', { exact: false })).toHaveCount(0);

  await api.call('DELETE', `/manga/${id}`, undefined, token);
  // the requests cut by the lost network are logged by Chromium: expected here
  expect(realErrors(errors).filter((e) => !/ERR_INTERNET_DISCONNECTED/.test(e))).toEqual([]);
});
