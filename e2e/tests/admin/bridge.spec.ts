import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { DESKTOP, PHONE, PUBLISHED, expect, expectAccessible, test, untilLive, watchConsole } from '../../fixtures.ts';
import { mangaWithSession, signIn, type TestManga } from './helpers.ts';

/**
 * Both ways between the site and its admin: from a public film page, «دەستکاری» opens the film's admin screen
 * by the same public number and its «کردنەوە لە ماڵپەڕ» leads back; a hidden work shows staff a banner and
 * visitors the 404 page; a translator sees the banner without the edit link (nor the admin screen); an unbuilt
 * /admin path is the 404 page. At 1440×900 and 390×844, with axe.
 */

const SHOTS = process.env.SHOTS_DIR;
const shot = async (page: Page, name: string) => {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false });
};
const tag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

type Film = { _id: string; movie_id: number };

for (const [label, size] of [
  ['1440', DESKTOP],
  ['390', PHONE],
] as const) {
  test.describe(`between the site and its admin (${label})`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize(size);
    });

    test('a film: «دەستکاری» → its admin screen by number → back to the public page', async ({ page, api }) => {
      test.setTimeout(180_000); // a whole journey on a busy machine
      const errors = watchConsole(page);
      const token = await api.login();
      const en = `Bridge Film ${tag()}`;
      const created = await api.call<{ data: { movie: Film } }>(
        'POST',
        '/movies',
        {
          en,
          ku: 'فیلمی پرد',
          ar: 'فيلم',
          about: 'دەربارە.',
          country: 'ژاپۆن',
          language: 'ژاپۆنی',
          date_publish: '2020-05-01',
          time: 100,
          rating: 8,
          budget: 1,
          revenue: 1,
          director: 'X',
          assessment: 'PG',
          trailer: 'https://www.youtube.com/watch?v=abc',
          type: 'anime',
          active_show: 'true',
        },
        token,
      );
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const film = created.body.data.movie;

      // a visitor's page has no «دەستکاری»
      await page.goto(`/movies/${film.movie_id}`);
      await untilLive(page);
      await expect(page.getByRole('heading', { level: 1, name: en })).toBeVisible();
      await expect(page.getByRole('link', { name: 'دەستکاری' })).toHaveCount(0);

      await signIn(page);
      await page.goto(`/movies/${film.movie_id}`);
      await untilLive(page);
      const edit = page.getByRole('link', { name: 'دەستکاری' });
      await expect(edit).toBeVisible();
      await expectAccessible(page, `/movies/${film.movie_id} (staff, ${label})`);
      await shot(page, `film-staff-${label}`);
      await edit.click();
      await expect(page).toHaveURL(new RegExp(`/admin/movies/${film.movie_id}$`));
      // the back-office's code loads on this first visit to it: generous on a busy machine
      await expect(page.getByRole('heading', { level: 1, name: en })).toBeVisible({ timeout: 45_000 });
      await expectAccessible(page, `/admin/movies/${film.movie_id} (${label})`);
      await shot(page, `film-admin-${label}`);

      // the way back: the admin screen's public link has the same number
      const back = page.getByRole('link', { name: 'کردنەوە لە ماڵپەڕ' });
      await expect(back).toHaveAttribute('href', `/movies/${film.movie_id}`);
      await page.goto(`/movies/${film.movie_id}`);
      await untilLive(page);
      await expect(page.getByRole('heading', { level: 1, name: en })).toBeVisible();

      // an older link by _id still opens the same screen
      await page.goto(`/admin/movies/${film._id}`);
      await expect(page.getByRole('heading', { level: 1, name: en })).toBeVisible();
      expect(errors).toEqual([]);
    });

    test('a chapter: «دەستکاری» in the reader → its admin screen by the manga’s number → back', async ({
      page,
      api,
    }) => {
      test.setTimeout(180_000); // a whole journey on a busy machine
      const errors = watchConsole(page);
      const token = await api.login();
      const manga = await mangaWithSession(api, token, `Bridge Manga ${tag()}`);
      const session = manga.session[0]!;
      const made = await api.call<{ data: { manga: TestManga } }>(
        'POST',
        `/manga/${manga._id}/session/${session._id}/chapter`,
        { name_chapter: '3', ...PUBLISHED },
        token,
      );
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      const chapter = made.body.data.manga.session[0]!.chapter[0]!;
      const reader = `/manga/${manga.manga_id}/session/1/chapter/3`;

      // a visitor reads it with no «دەستکاری»
      await page.goto(reader);
      await untilLive(page);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Bridge Manga');
      await expect(page.getByRole('link', { name: 'دەستکاری' })).toHaveCount(0);

      await signIn(page);
      await page.goto(reader);
      await untilLive(page);
      const edit = page.getByRole('link', { name: 'دەستکاری' });
      await expect(edit).toBeVisible();
      await expect(edit).toHaveAttribute(
        'href',
        `/admin/manga/${manga.manga_id}/session/${session._id}/chapter/${chapter._id}`,
      );
      await expectAccessible(page, `${reader} (staff, ${label})`);
      await shot(page, `chapter-staff-${label}`);
      await edit.click();
      await expect(page.getByRole('heading', { level: 1, name: 'بەشی ٣' })).toBeVisible({ timeout: 45_000 });
      await expectAccessible(page, `the chapter's admin screen (${label})`);
      await shot(page, `chapter-admin-${label}`);
      // the way back: the admin screen's link to the public chapter
      await expect(page.getByRole('link', { name: 'کردنەوەی بەشەکە لە خوێنەر' })).toHaveAttribute('href', reader);
      expect(errors).toEqual([]);
    });

    test('a hidden work: a banner for staff, the 404 page for visitors; a translator gets no edit link', async ({
      page,
      browser,
      api,
    }) => {
      test.setTimeout(180_000); // a whole journey on a busy machine
      const owner = await api.login();
      const en = `Bridge Hidden ${tag()}`;
      const series = await api.createSeries({ en, ku: 'زنجیرەی شاراوە', active_show: 'false' }, owner);

      // a visitor: the 404 page
      const visitor = await browser.newContext({ viewport: size });
      try {
        const anon = await visitor.newPage();
        const res = await anon.goto(`/series/${series.series_id}`);
        expect(res?.status()).toBe(404);
        await untilLive(anon);
        await expect(anon.getByText('ئەم بەرهەمە شاراوەیە.')).toHaveCount(0);
        await expect(anon.getByRole('heading', { level: 1, name: en })).toHaveCount(0);
      } finally {
        await visitor.close();
      }

      // an admin: the work, its banner and the edit link
      await signIn(page);
      await page.goto(`/series/${series.series_id}`);
      await untilLive(page);
      await expect(page.getByRole('heading', { level: 1, name: en })).toBeVisible();
      const banner = page.getByRole('note').filter({ hasText: 'ئەم بەرهەمە شاراوەیە.' });
      await expect(banner).toBeVisible();
      // the banner stays inside the page's width (at 390 too)
      const box = await banner.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= size.width).toBe(true);
      await expect(page.getByRole('link', { name: 'دەستکاری' })).toHaveAttribute(
        'href',
        `/admin/series/${series.series_id}`,
      );
      await expectAccessible(page, `/series/${series.series_id} hidden (admin, ${label})`);
      await shot(page, `hidden-admin-${label}`);

      // a translator: the banner, no edit link, and the admin screen is not theirs
      const name = `tr${tag()}`;
      const translator = { name: 'وەرگێڕ', username: name, email: `${name}@e2e.test`, password: 'Translat0r-pass!' };
      const made = await api.call('POST', '/users', { ...translator, is_translator: true }, owner);
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      const context = await browser.newContext({ viewport: size });
      try {
        const tr = await context.newPage();
        await signIn(tr, translator.email, translator.password);
        await tr.goto(`/series/${series.series_id}`);
        await untilLive(tr);
        await expect(tr.getByRole('heading', { level: 1, name: en })).toBeVisible();
        await expect(tr.getByRole('note').filter({ hasText: 'ئەم بەرهەمە شاراوەیە.' })).toBeVisible();
        await expect(tr.getByRole('link', { name: 'دەستکاری' })).toHaveCount(0);
        await expectAccessible(tr, `/series/${series.series_id} hidden (translator, ${label})`);
        await shot(tr, `hidden-translator-${label}`);
        await tr.goto(`/admin/series/${series.series_id}`);
        await expect(tr).toHaveURL(/\/forbidden$/);
      } finally {
        await context.close();
      }
    });

    test('/admin/add/nothing and other unknown admin paths are the 404 page', async ({ page }) => {
      await signIn(page);
      for (const path of ['/admin/add/nothing', '/admin/nothing/here']) {
        const answer = await page.goto(path);
        expect(answer?.status(), path).toBe(404);
        await expect(page.getByRole('heading', { name: /404|هیچ نەدۆزرایەوە/ }).first()).toBeVisible();
        await expect(page).toHaveTitle(/هیچ نەدۆزرایەوە/);
      }
      await expectAccessible(page, `/admin/nothing/here (${label})`);
      await shot(page, `admin-404-${label}`);
    });
  });
}
