import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import {
  DESKTOP,
  PHONE,
  PUBLISHED,
  expect,
  expectAccessible,
  test,
  untilLive,
  watchConsole,
  type ApiHelper,
} from '../../fixtures.ts';
import { mangaWithSession } from '../admin/helpers.ts';

/**
 * Following without an account: the button on a work, the home page's shelf with a badge when a chapter comes
 * out, the link straight to it; moving follows and progress to a fresh browser with a file, a damaged file refused.
 */

// each journey starts its own pages on a machine shared with other builds: generous, not slow by design
test.describe.configure({ timeout: 300_000 });

const SHELF = 'بەدواداچووەکانم';
const FOLLOW = 'بەدواداچوون';
const LONG = '/manga/1/session/1/chapter/1';

/** A visible manga of its own with one released chapter, so the journey's news is its own. */
async function mangaWithChapter(api: ApiHelper, token: string, en: string) {
  const { _id: id, manga_id: number, session } = await mangaWithSession(api, token, en);
  const sessionId = session[0]!._id;
  const addChapter = (name: string) =>
    api.call('POST', `/manga/${id}/session/${sessionId}/chapter`, { name_chapter: name, ...PUBLISHED }, token);
  expect((await addChapter('1')).status).toBe(201);
  return { number, addChapter };
}

async function follow(page: Page, path: string) {
  await page.goto(path);
  const button = page.getByRole('button', { name: FOLLOW });
  await expect(button).toHaveAttribute('aria-pressed', 'false');
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
}

for (const [size, viewport] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test(`${size}: a followed manga's new chapter shows on the home shelf with a badge, and its link opens it`, async ({
    page,
    api,
  }) => {
    await page.setViewportSize(viewport);
    const errors = watchConsole(page);
    const token = await api.login();
    const en = `E2E Follow ${size} ${Date.now()}`;
    const manga = await mangaWithChapter(api, token, en);

    // nothing followed: no shelf, and the first visit fetched no follow code
    const scripts: string[] = [];
    page.on('request', (r) => void (r.resourceType() === 'script' && scripts.push(r.url())));
    await page.goto('/');
    await expect(page.getByRole('region', { name: SHELF })).toHaveCount(0);
    expect(scripts.filter((s) => /FollowShelf/.test(s))).toEqual([]);

    await follow(page, `/manga/${manga.number}`);
    await expectAccessible(page, `manga page, followed, ${size}`);
    await page.goto('/');
    const shelf = page.getByRole('region', { name: SHELF });
    const card = shelf.getByRole('link', { name: new RegExp(en) });
    // the news (one request, after the page's scripts take over: slow on a busy machine) names chapter 1, not new
    await expect(card).toContainText('بەشی ١', { timeout: 30_000 });
    await expect(card).not.toContainText('نوێ');

    // a chapter comes out after the visitor last opened the work
    await page.waitForTimeout(50);
    expect((await manga.addChapter('2')).status).toBe(201);
    await page.reload();
    await expect(card).toContainText('نوێ', { timeout: 30_000 });
    await expect(card).toContainText('بەشی ٢');
    await expectAccessible(page, `home with the followed shelf, ${size}`);
    await page.screenshot({ path: `/work/shots/follow/e2e-home-${size}.png` }).catch(() => {});
    const href = `/manga/${manga.number}/session/1/chapter/2`;
    await expect(card).toHaveAttribute('href', href);
    await card.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));

    // opening the work's page takes the badge away (once its scripts run: the follow button then shows the
    // device's state)
    await page.goto(`/manga/${manga.number}`);
    await untilLive(page);
    await expect(page.getByRole('button', { name: FOLLOW })).toHaveAttribute('aria-pressed', 'true');
    await page.goto('/following');
    await expect(page.getByRole('heading', { level: 1, name: SHELF })).toBeVisible();
    const listed = page.getByRole('link', { name: new RegExp(en) });
    await expect(listed).toContainText('بەشی ٢', { timeout: 30_000 });
    await expect(listed).not.toContainText('نوێ');
    await expectAccessible(page, `/following, ${size}`);
    expect(errors).toEqual([]);
  });
}

test('export, then import in a fresh browser, restores follows and progress; a damaged file is refused', async ({
  page,
  api,
  browser,
  baseURL,
}, testInfo) => {
  await page.setViewportSize(DESKTOP);
  const token = await api.login();
  const en = `E2E Move ${Date.now()}`;
  const manga = await mangaWithChapter(api, token, en);
  await follow(page, `/manga/${manga.number}`);
  // reading progress too: the long demo chapter, a few pages in
  await page.goto(LONG);
  await page.locator('figure[data-page="6"]').evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await expect.poll(() => page.evaluate(() => localStorage.getItem('ckb:v1:read:1'))).not.toBeNull();

  await page.goto('/following');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'هەناردن بۆ فایل' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^ckb-follows-\d{4}-\d{2}-\d{2}\.json$/);
  const file = testInfo.outputPath('follows.json');
  await download.saveAs(file);
  const exported = JSON.parse(readFileSync(file, 'utf8')) as { format: string; follows: unknown[]; reading: unknown[] };
  expect(exported.format).toBe('ckb-follow');
  expect(exported.follows).toHaveLength(1);
  expect(exported.reading.length).toBeGreaterThan(0);

  // another device: nothing followed, nothing read
  const fresh = await browser.newContext({ baseURL, viewport: PHONE });
  const other = await fresh.newPage();
  await other.goto('/following');
  await untilLive(other);
  await expect(other.getByRole('heading', { name: 'هێشتا بەدوای هیچ بەرهەمێکدا ناچیت' })).toBeVisible();

  // a damaged file first: refused in Sorani, nothing written
  const input = other.locator('input[type="file"]');
  await input.setInputFiles({ name: 'broken.json', mimeType: 'application/json', buffer: Buffer.from('{"format":') });
  await expect(other.getByRole('alert').filter({ hasText: 'هیچ شتێک نەگۆڕدرا' }).first()).toBeVisible();
  const foreign = JSON.stringify({ ...exported, follows: [{ work: 'manga:1' }] });
  await input.setInputFiles({ name: 'foreign.json', mimeType: 'application/json', buffer: Buffer.from(foreign) });
  await expect(
    other.getByRole('alert').filter({ hasText: 'فایلی بەدواداچوونی ئەم ماڵپەڕە نییە' }).first(),
  ).toBeVisible();
  expect(await other.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('ckb:v1:')))).toEqual([]);
  await expectAccessible(other, '/following, a refused file, phone');

  await input.setInputFiles(file);
  await expect(other.getByRole('status').filter({ hasText: 'هاوردە کرا' }).first()).toBeVisible();
  await expect(other.getByRole('link', { name: new RegExp(en) })).toBeVisible();
  await other.screenshot({ path: '/work/shots/follow/e2e-following-imported-phone.png' }).catch(() => {});
  await other.goto('/');
  await untilLive(other);
  await expect(other.getByRole('region', { name: SHELF }).getByRole('link', { name: new RegExp(en) })).toBeVisible();
  // the reading progress came with it: the continue row picks up the long chapter at its page
  await expect(other.getByRole('region', { name: 'درێژەی پێبدە' }).locator(`a[href^="${LONG}"]`).first()).toBeVisible();
  await fresh.close();
});
