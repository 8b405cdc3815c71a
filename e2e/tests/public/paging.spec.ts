import { expect, expectAccessible, test } from '../../fixtures.ts';
import { publicList } from './helpers.ts';

for (const kind of ['series', 'manga'] as const) {
  test(`/${kind} pages 14 at a time, with disabled ends and shareable ?page= links`, async ({ page, api }) => {
    const first = await publicList<Record<string, number>>(api, kind);
    const idKey = kind === 'series' ? 'series_id' : 'manga_id';
    const main = page.getByRole('main');
    await page.goto(`/${kind}`);
    await expect(main.locator(`a[href^="/${kind}/"]`)).toHaveCount(Math.min(14, first.totalItems));
    if (first.totalPages < 2) return; // one page: nothing to page through

    const pager = main.getByRole('navigation', { name: 'پەڕەکان' });
    await expect(pager.locator('a', { hasText: 'پێشوو' })).toHaveAttribute('aria-disabled', 'true');
    await expectAccessible(page, `/${kind}`);

    await pager.getByRole('link', { name: /دواتر/ }).click();
    await expect(page).toHaveURL(new RegExp(`/${kind}\\?page=2$`));
    const second = await publicList<Record<string, number>>(api, kind, 2);
    await expect(main.locator(`a[href="/${kind}/${second.results[0]![idKey]}"]`)).toBeVisible();
    await expect(main.getByRole('heading', { level: 1 })).toBeFocused();

    // Back and forward move between the pages.
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/${kind}$`));
    await expect(main.locator(`a[href="/${kind}/${first.results[0]![idKey]}"]`)).toBeVisible();
    await page.goForward();
    await expect(page).toHaveURL(new RegExp(`/${kind}\\?page=2$`));
    await expect(main.locator(`a[href="/${kind}/${second.results[0]![idKey]}"]`)).toBeVisible();

    // A shared link to the last page opens it, with next disabled.
    await page.goto(`/${kind}?page=${first.totalPages}`);
    const last = await publicList<Record<string, number>>(api, kind, first.totalPages);
    await expect(main.locator(`a[href="/${kind}/${last.results[0]![idKey]}"]`)).toBeVisible();
    await expect(main.getByRole('navigation', { name: 'پەڕەکان' }).locator('a', { hasText: 'دواتر' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });
}
