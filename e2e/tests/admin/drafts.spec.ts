import type { Browser } from '@playwright/test';
import { DESKTOP, expect, expectAccessible, test, untilLive } from '../../fixtures.ts';
import { ckb, mangaWithSession, signIn } from './helpers.ts';

/**
 * Drafts and release times in the built product: an admin adds a chapter as a draft («ڕەشنووس»), a visitor
 * cannot read it, the admin previews it in the reader and publishes it, and the visitor reads it; a chapter
 * scheduled a few seconds ahead comes out for the visitor at its time with no write in between (the release
 * clock clears the api's caches and drawn pages).
 */

const tag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/**
 * What a visitor (a fresh context, never signed in) sees at the chapter's address once the page is live: the
 * chapter, or the reader's «not found» (reader pages answer 200 either way: their screen says which).
 */
async function visitorSees(browser: Browser, url: string): Promise<'chapter' | 'missing'> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(url);
    await untilLive(page);
    const missing = page.getByText('ئەم بەشە نەدۆزرایەوە');
    const chapter = page.getByRole('heading', { level: 1 }).filter({ hasText: `بەشی ${ckb(1)}` });
    await expect(missing.or(chapter).first()).toBeVisible();
    return (await missing.first().isVisible()) ? 'missing' : 'chapter';
  } finally {
    await context.close();
  }
}

test('a draft chapter: hidden from a visitor, previewed by the admin, published, then read by the visitor', async ({
  page,
  api,
  browser,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(DESKTOP);
  const token = await api.login();
  const manga = await mangaWithSession(api, token, `E2E Draft ${tag()}`);
  const reader = `/manga/${manga.manga_id}/session/1/chapter/1`;
  try {
    await signIn(page);
    await page.goto(`/admin/manga/${manga._id}`);
    const add = page.getByRole('form', { name: 'زیادکردنی بەش: وەرزی ١' });
    // the box is ticked at first: this admin keeps the chapter a draft
    const publishNow = add.getByRole('checkbox', { name: 'بڵاوکردنەوە ئێستا' });
    await expect(publishNow).toBeChecked();
    await publishNow.uncheck();
    await add.getByRole('button', { name: 'زیادکردنی بەش' }).click();
    const table = page.getByRole('table', { name: 'بەشەکان: وەرزی ١' });
    await expect(table.getByText('ڕەشنووس', { exact: true })).toBeVisible();
    await expectAccessible(page, 'manga page with a draft chapter');

    // the public page, as staff preview it: the chapter is there, marked as a draft
    await page.goto(`/manga/${manga.manga_id}`);
    await untilLive(page);
    await expect(page.locator(`a[href="${reader}"]`).getByText('ڕەشنووس', { exact: true })).toBeVisible();
    await page.goBack();

    expect(await visitorSees(browser, reader)).toBe('missing');

    // the preview: the reader, drawn as the public sees it (404), asks again with the admin's token
    await table.getByRole('link', { name: `پێشبینینی بەشی ${ckb(1)}` }).click();
    await expect(page).toHaveURL(reader);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(`بەشی ${ckb(1)}`);
    await page.goBack();

    await table.getByRole('button', { name: `بڵاوکردنەوە: بەشی ${ckb(1)}` }).click();
    await expect(table.getByText('ڕەشنووس', { exact: true })).toBeHidden();
    await expect(table.getByRole('button', { name: `گەڕاندنەوە بۆ ڕەشنووس: بەشی ${ckb(1)}` })).toBeVisible();

    expect(await visitorSees(browser, reader)).toBe('chapter');
  } finally {
    await api.call('DELETE', `/manga/${manga._id}`, undefined, token);
  }
});

test('a chapter scheduled a few seconds ahead comes out for a visitor at its time, with no write in between', async ({
  page,
  api,
  browser,
}) => {
  test.setTimeout(180_000);
  const token = await api.login();
  const manga = await mangaWithSession(api, token, `E2E Scheduled ${tag()}`);
  const reader = `/manga/${manga.manga_id}/session/1/chapter/1`;
  try {
    // far enough ahead for the checks before it on a busy machine (they once took over 30 s)
    const at = Date.now() + 60_000;
    const res = await api.call(
      'POST',
      `/manga/${manga._id}/session/${manga.session[0]!._id}/chapter`,
      { name_chapter: '1', publish_at: at },
      token,
    );
    expect(res.status).toBe(201);

    // before its time a visitor cannot read it, and the work's page is drawn (and kept) without it
    const workPage = `/manga/${manga.manga_id}`;
    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    await visitor.goto(workPage);
    await untilLive(visitor);
    await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(visitor.locator(`a[href="${reader}"]`)).toHaveCount(0);
    expect(await visitorSees(browser, reader)).toBe('missing');

    // staff see when it comes out
    await signIn(page);
    await page.goto(`/admin/manga/${manga._id}`);
    await untilLive(page);
    const table = page.getByRole('table', { name: 'بەشەکان: وەرزی ١' });
    await expect(table.getByText(/^بڵاوکردنەوە لە [٠-٩]/)).toBeVisible();
    expect(Date.now(), 'the checks before the release time took too long').toBeLessThan(at);

    await page.waitForTimeout(Math.max(0, at - Date.now()) + 500);
    expect(await visitorSees(browser, reader)).toBe('chapter');
    await visitor.goto(workPage);
    await untilLive(visitor);
    await expect(visitor.locator(`a[href="${reader}"]`).first()).toBeVisible();
    await visitorContext.close();
  } finally {
    await api.call('DELETE', `/manga/${manga._id}`, undefined, token);
  }
});
