import { expect, expectAccessible, test } from '../../fixtures.ts';
import { publicList } from './helpers.ts';

interface Manga {
  manga_id: number;
  en: string;
  session: Array<{ name_session: number; chapter: Array<{ name_chapter: string }> }>;
}

test('manga → a chapter link lands on the reader route', async ({ page, api }) => {
  const first = await publicList<{ manga_id: number }>(api, 'manga');
  let work: Manga | null = null;
  for (const item of first.results) {
    const { body } = await api.call<{ data: { manga: Manga } }>('GET', `/manga/${item.manga_id}/number`);
    if (body.data.manga.session.some((s) => s.chapter.length > 0)) {
      work = body.data.manga;
      break;
    }
  }
  expect(work, 'the demo content has a manga with chapters').not.toBeNull();

  await page.goto('/manga');
  const main = page.getByRole('main');
  await expect(main.locator('a[href^="/manga/"] [data-type]').first()).toBeVisible(); // type badges in the list
  await main.locator(`a[href="/manga/${work!.manga_id}"]`).click();
  await expect(main.getByRole('heading', { level: 1, name: work!.en })).toBeVisible();
  // No budget or revenue for the manga family.
  await expect(main.getByText('بودجە')).toHaveCount(0);
  await expectAccessible(page, `/manga/${work!.manga_id}`);

  const chapter = main.getByRole('tabpanel').locator('a[href*="/chapter/"]').first();
  const target = await chapter.getAttribute('href');
  expect(target).toMatch(new RegExp(`^/manga/${work!.manga_id}/session/[^/]+/chapter/[^/]+$`));
  await chapter.click();
  await expect(page).toHaveURL(new RegExp(`${target}$`));
  // The reader remote owns this route: not the 404 page.
  await expect(page.getByText('٤٠٤')).toHaveCount(0);
});

test("a manga that does not exist reads 'هیچ نەدۆزرایەوە'", async ({ page }) => {
  const res = await page.goto('/manga/987654');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'هیچ نەدۆزرایەوە' })).toBeVisible();
});
