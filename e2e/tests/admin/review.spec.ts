import type { Page } from '@playwright/test';
import { ZipFile } from 'yazl';
import { DESKTOP, PHONE, expect, expectAccessible, test, watchConsole } from '../../fixtures.ts';
import { realErrors } from '../public/helpers.ts';
import { chapterPage, ckb, signIn } from './helpers.ts';

/**
 * Translators submit: the demo translator, credited on a manga, adds a chapter from «کارەکانم», uploads it as one
 * CBZ (a draft nobody sees), and sends it for review; an admin sends it back with a note, the translator reads
 * it and submits again; the admin publishes it from «چاوەڕوانی پێداچوونەوە»; a visitor reads it.
 */

const TRANSLATOR = { email: 'translator@example.com', password: 'ckb-demo-1234' };
const tag = () => `${test.info().testId.slice(0, 6)}${test.info().repeatEachIndex}${test.info().retry}`;

/** A CBZ of `count` pictures in a folder, with a note that is not a picture (left out by the api). */
function cbz(count: number): Promise<Buffer> {
  const zip = new ZipFile();
  for (let n = 1; n <= count; n++) zip.addBuffer(chapterPage(n).buffer, `chapter/${n}.png`);
  zip.addBuffer(Buffer.from('scanned by the e2e team'), 'chapter/readme.txt');
  zip.end();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (c: Buffer) => chunks.push(c));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on('error', reject);
  });
}

async function signOut(page: Page) {
  await page.goto('/logout');
  await page.waitForFunction(() => !localStorage.getItem('token'), undefined, { timeout: 20_000 });
}

async function shots(page: Page, name: string) {
  await expectAccessible(page, `${name} (1440)`);
  await page.screenshot({ path: test.info().outputPath(`${name}-1440.png`), fullPage: true });
  await page.setViewportSize(PHONE);
  await expectAccessible(page, `${name} (390)`);
  await page.screenshot({ path: test.info().outputPath(`${name}-390.png`), fullPage: true });
  await page.setViewportSize(DESKTOP);
}

test('a translator uploads a CBZ as a draft and submits it; an admin sends it back, then publishes it; a visitor reads it; axe', async ({
  page,
  api,
}) => {
  test.setTimeout(180_000);
  const owner = await api.login();
  const users = await api.call<{ data: { pagination_info: { results: Array<{ _id: string; email: string }> } } }>(
    'GET',
    '/users?limit=-1',
    undefined,
    owner,
  );
  const translator = users.body.data.pagination_info.results.find((u) => u.email === TRANSLATOR.email)!;
  expect(translator).toBeDefined();
  const title = `مانگای پێداچوونەوە ${tag()}`;
  const made = await api.call<{ data: { manga: { _id: string; manga_id: number } } }>(
    'POST',
    '/manga',
    {
      en: `E2E Review ${tag()}`,
      ku: title,
      or: 'テスト',
      about: 'دەربارە.',
      date_publish: '2021-01-01',
      author: 'X',
      language: 'ژاپۆنی',
      name_studio: 'Y',
      rating: 7,
      status: 'continue',
      type: 'manga',
      active_show: 'true',
      translator_id: [translator._id],
    },
    owner,
  );
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  const manga = made.body.data.manga;
  const session = await api.call('POST', `/manga/${manga._id}/session`, { name_session: 1 }, owner);
  expect(session.status).toBe(201);
  const reader = `/manga/${manga.manga_id}/session/1/chapter/1`;
  try {
    await page.setViewportSize(DESKTOP);
    const errors = watchConsole(page);

    // the translator: «کارەکانم» from the profile, a new chapter of the credited manga
    await signIn(page, TRANSLATOR.email, TRANSLATOR.password);
    await page.goto('/admin/users/profile');
    await page.getByRole('link', { name: 'کارەکانم' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'کارەکانم' })).toBeVisible();
    const form = page.getByRole('form', { name: 'زیادکردنی بەش' });
    await form.getByLabel('بەرهەم').selectOption({ label: title });
    await expect(form.getByLabel('وەرز')).toHaveValue(/.+/);
    await expect(form.getByLabel('وەرز').locator('option:checked')).toHaveText('وەرزی ١');
    await form.getByLabel('ناوی بەش').fill('1');
    await form.getByRole('button', { name: 'زیادکردنی بەش' }).click();
    await expect(page.getByRole('heading', { level: 1, name: `بەشی ${ckb(1)}` })).toBeVisible();
    const main = page.getByRole('main');
    // not published: editors' controls are not offered, submitting waits for pages
    await expect(main.getByText('ئەم بەشە ڕەشنووسە')).toBeVisible();
    await expect(main.getByRole('button', { name: `ناردنی بەشی ${ckb(1)} بۆ پێداچوونەوە` })).toBeDisabled();

    // one CBZ of three pages
    await page
      .locator('input[name="photo_path_array"]')
      .setInputFiles({ name: 'chapter-1.cbz', mimeType: 'application/vnd.comicbook+zip', buffer: await cbz(3) });
    await page.getByRole('button', { name: `ناردنی ${ckb(1)} پەڕە` }).click();
    await expect(main.getByRole('heading', { name: `پەڕەکان (${ckb(3)} پەڕە)` })).toBeVisible({ timeout: 60_000 });
    await expect(main.getByText('readme.txt')).toBeVisible();

    // a draft: the public does not see it
    const hidden = await api.call('GET', `/manga/${manga.manga_id}/number/session/1/chapter/1`);
    expect(hidden.status, 'a draft is not public').toBe(404);

    await main.getByRole('button', { name: `ناردنی بەشی ${ckb(1)} بۆ پێداچوونەوە` }).click();
    await expect(page.getByText('بەشەکە نێردرا بۆ پێداچوونەوە')).toBeVisible();
    await expect(main.getByText('نێردراوە بۆ پێداچوونەوە')).toBeVisible();
    await shots(page, 'chapter-draft');
    await signOut(page);

    // the admin: the dashboard counts it, the queue lists it; sent back with a note
    await signIn(page);
    await page.goto('/admin');
    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: 'بەش چاوەڕێی پێداچوونەوە' }) });
    await expect(card).not.toContainText('…');
    await card.getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name: 'چاوەڕوانی پێداچوونەوە' })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: title });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(ckb(3));
    await shots(page, 'review');
    await row.getByRole('button', { name: `گەڕاندنەوەی بەشی ${ckb(1)} لە «${title}» بۆ نووسەرەکەی` }).click();
    const dialog = page.getByRole('dialog', { name: `گەڕاندنەوەی بەشی ${ckb(1)}` });
    await expect(dialog.getByLabel('تێبینی بۆ نووسەرەکەی')).toBeFocused();
    await expectAccessible(page, 'the send-back dialog');
    await dialog.getByLabel('تێبینی بۆ نووسەرەکەی').fill('پەڕەی ٢ تاریکە، تکایە ڕووناکتری بکە.');
    await dialog.getByRole('button', { name: 'گەڕاندنەوە لەگەڵ تێبینی' }).click();
    await expect(page.getByText('بەشەکە گەڕێنرایەوە بۆ نووسەرەکەی')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: title })).toHaveCount(0);
    await signOut(page);

    // the translator reads the note and submits again
    await signIn(page, TRANSLATOR.email, TRANSLATOR.password);
    await page.goto('/admin/mine');
    const draft = page.getByRole('row').filter({ hasText: title });
    await expect(draft).toContainText('پەڕەی ٢ تاریکە، تکایە ڕووناکتری بکە.');
    await shots(page, 'mine');
    await draft.getByRole('button', { name: `ناردنی بەشی ${ckb(1)} بۆ پێداچوونەوە` }).click();
    await expect(page.getByText('بەشەکە نێردرا بۆ پێداچوونەوە')).toBeVisible();
    await expect(draft).not.toContainText('پەڕەی ٢ تاریکە');
    await signOut(page);

    // the admin publishes it
    await signIn(page);
    await page.goto('/admin/review');
    await page.getByRole('button', { name: `بڵاوکردنەوەی بەشی ${ckb(1)} لە «${title}»` }).click();
    await expect(page.getByText('بەشەکە بڵاوکرایەوە')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: title })).toHaveCount(0);
    await signOut(page);

    // a visitor reads it
    await page.goto(reader);
    await expect(page.getByRole('img', { name: `پەڕەی ١ لە ٣` })).toBeVisible();
    await expect(page.getByRole('img', { name: `پەڕەی ٣ لە ٣` })).toBeAttached();

    expect(realErrors(errors)).toEqual([]);
  } finally {
    await api.call('DELETE', `/manga/${manga._id}`, undefined, owner);
  }
});
