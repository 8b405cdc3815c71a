import { API_KEY, expect, expectAccessible, test } from '../../fixtures.ts';

interface MoviesPage {
  data: {
    pagination_info: { results: Array<{ en: string; movie_id: number }>; totalPages: number; totalItems: number };
  };
}

async function moviesFromApi(url: string, page: number): Promise<MoviesPage['data']['pagination_info']> {
  const res = await fetch(`${url}/api/movies?page=${page}&limit=14&active_show=true&select=en%20movie_id`, {
    headers: { 'x-api-key': API_KEY },
  });
  return ((await res.json()) as MoviesPage).data.pagination_info;
}

test('/movies shows 14 visible films from the api and pages through them', async ({ page, server }) => {
  const first = await moviesFromApi(server.url, 1);
  expect(first.totalPages).toBeGreaterThan(1);

  await page.goto('/movies');
  const main = page.getByRole('main');
  await expect(main.locator('a[href^="/movies/"]')).toHaveCount(14);
  for (const movie of first.results) await expect(main.locator(`a[href="/movies/${movie.movie_id}"]`)).toBeVisible();

  // Previous is disabled on the first page.
  const pager = main.getByRole('navigation').last();
  await expect(pager.getByRole('link', { name: 'پێشوو' })).toHaveAttribute('aria-disabled', 'true');
  await expectAccessible(page);

  await pager.getByRole('link', { name: /دواتر/ }).click();
  await expect(page).toHaveURL(/[?&]page=2\b/);
  const second = await moviesFromApi(server.url, 2);
  await expect(main.locator(`a[href="/movies/${second.results[0]!.movie_id}"]`)).toBeVisible();

  // The last page disables next.
  await page.goto(`/movies?page=${first.totalPages}`);
  await expect(main.getByRole('navigation').last().getByRole('link', { name: 'دواتر' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
});
