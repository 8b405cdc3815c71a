import { PUBLISHED, expect, expectAccessible, test, type ApiHelper } from '../../fixtures.ts';
import { mangaWithSession, signIn, type TestManga } from './helpers.ts';

/**
 * Nothing the volunteers make is lost: a delete goes to the trash. A series with seasons and episodes deleted
 * from its page comes back from the toast's «گەڕاندنەوە» and is public again; a chapter deleted from its page
 * comes back from /admin/trash (which passes axe).
 */

const tag = () => `${test.info().testId.slice(0, 6)}${test.info().repeatEachIndex}${test.info().retry}`;

interface Series {
  _id: string;
  series_id: number;
  session: { _id: string; name_session: number; epsode: { _id: string }[] }[];
}

async function seriesWithEpisodes(api: ApiHelper, token: string, en: string): Promise<Series> {
  const { _id } = await api.createSeries({ en, ku: `${en} بە کوردی` }, token);
  let series: Series | undefined;
  for (const season of [1, 2]) {
    const added = await api.call<{ data: { series: Series } }>(
      'POST',
      `/series/${_id}/session`,
      { name_session: season },
      token,
    );
    const id = added.body.data.series.session.find((s) => s.name_session === season)!._id;
    for (const episode of [1, 2]) {
      const res = await api.call<{ data: { series: Series } }>(
        'POST',
        `/series/${_id}/session/${id}/epsode`,
        { name_epsode: episode, ...PUBLISHED },
        token,
      );
      expect(res.status).toBe(201);
      series = res.body.data.series;
    }
  }
  return series!;
}

test('a series deleted from its page comes back whole from the toast, public again', async ({ page, api }) => {
  test.setTimeout(120_000);
  const token = await api.login();
  const title = `E2E Trash Series ${tag()}`;
  const series = await seriesWithEpisodes(api, token, title);
  const before = await api.call('GET', `/series/${series._id}`);

  await signIn(page);
  await page.goto(`/admin/series/${series._id}`);
  await page.getByRole('button', { name: 'سڕینەوەی زنجیرە' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'بەڵێ، بیسڕەوە' }).click();
  await expect(page).toHaveURL(/\/admin\/series$/);
  expect((await api.call('GET', `/series/${series._id}`)).status).toBe(404);

  // the toast: polite, with «گەڕاندنەوە»
  const undo = page.getByRole('status').getByRole('button', { name: 'گەڕاندنەوە' });
  await expect(undo).toBeVisible();
  await undo.click();
  // the work's page opens again
  await expect(page).toHaveURL(new RegExp(`/admin/series/${series._id}$`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  expect(await api.call('GET', `/series/${series._id}`)).toEqual(before);

  await page.goto(`/series/${series.series_id}`);
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(title) })).toBeVisible();
});

test('a chapter deleted from its page comes back from /admin/trash (axe clean)', async ({ page, api }) => {
  test.setTimeout(120_000);
  const token = await api.login();
  const en = `E2E Trash Manga ${tag()}`;
  const manga = await mangaWithSession(api, token, en);
  const id = manga._id;
  const sessionId = manga.session[0]!._id;
  const withChapter = await api.call<{ data: { manga: TestManga } }>(
    'POST',
    `/manga/${id}/session/${sessionId}/chapter`,
    { name_chapter: '7', ...PUBLISHED },
    token,
  );
  const chapterId = withChapter.body.data.manga.session[0]!.chapter[0]!._id;

  await signIn(page);
  await page.goto(`/admin/manga/${id}/session/${sessionId}/chapter/${chapterId}`);
  await page.getByRole('button', { name: 'سڕینەوەی بەش' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'بەڵێ، بیسڕەوە' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/manga/(${id}|[0-9]+)$`));
  const gone = await api.call<{ data: { manga: TestManga } }>('GET', `/manga/${id}`, undefined, token);
  expect(gone.body.data.manga.session[0]!.chapter).toEqual([]);

  await page.goto('/admin/trash');
  await expect(page.getByRole('heading', { level: 1, name: 'سەبەتەی زبڵ' })).toBeVisible();
  const label = `${en} بە کوردی › وەرزی ١ › بەشی «7»`;
  const row = page.getByRole('row').filter({ hasText: label });
  await expect(row).toBeVisible();
  await expectAccessible(page, '/admin/trash');
  await row.getByRole('button', { name: `گەڕاندنەوە: ${label}` }).click();
  await expect(row).toHaveCount(0);
  const back = await api.call<{ data: { manga: TestManga } }>('GET', `/manga/${id}`, undefined, token);
  expect(back.body.data.manga.session[0]!.chapter.map((c) => c._id)).toEqual([chapterId]);
});
