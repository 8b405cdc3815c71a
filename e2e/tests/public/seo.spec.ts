import type { Page } from '@playwright/test';
import { expect, test } from '../../fixtures.ts';
import { publicList } from './helpers.ts';

interface Manga {
  manga_id: number;
  session: Array<{ name_session: number; chapter: Array<{ name_chapter: string }> }>;
}

/** The page's JSON-LD blocks, parsed (a block that is not JSON fails the test here). */
const structuredData = (page: Page) =>
  page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((blocks) => blocks.map((b) => JSON.parse(b.textContent ?? '') as { '@type': string }));

/**
 * Search engines and feed readers: the structured data and feed links of drawn pages stay in the live page after
 * the scripts take over, and a data block is no script for the CSP (cspGuard fails any test whose pages see a
 * violation); the sitemap and the feeds answer with their types.
 */
test('a series and a chapter carry their structured data and feed links, under the CSP', async ({ page, api }) => {
  const series = await publicList<{ series_id: number }>(api, 'series');
  const number = series.results[0]!.series_id;
  await page.goto(`/series/${number}`);
  const types = (await structuredData(page)).map((d) => d['@type']);
  expect(types).toEqual(['TVSeries', 'BreadcrumbList']);
  await expect(
    page.locator(`link[rel="alternate"][type="application/atom+xml"][href$="/feeds/series/${number}.atom"]`),
  ).toHaveCount(1);

  const mangaList = await publicList<{ manga_id: number }>(api, 'manga');
  let chapter: string | null = null;
  for (const item of mangaList.results) {
    const { body } = await api.call<{ data: { manga: Manga } }>('GET', `/manga/${item.manga_id}/number`);
    const session = body.data.manga.session.find((s) => s.chapter.length > 0);
    if (session) {
      chapter = `/manga/${item.manga_id}/session/${session.name_session}/chapter/${encodeURIComponent(session.chapter[0]!.name_chapter)}`;
      break;
    }
  }
  expect(chapter, 'the demo content has a manga with chapters').not.toBeNull();
  await page.goto(chapter!);
  const issue = (await structuredData(page)).find((d) => d['@type'] === 'ComicIssue') as { url: string } | undefined;
  expect(issue?.url).toMatch(new RegExp(`${chapter!.replace(/[.?]/g, '\\$&')}$`));

  const sitemap = await page.request.get('/sitemap.xml');
  expect(sitemap.headers()['content-type']).toBe('application/xml; charset=utf-8');
  expect(await sitemap.text()).toContain('<sitemapindex');
  const feed = await page.request.get('/feeds/all.atom');
  expect(feed.headers()['content-type']).toBe('application/atom+xml; charset=utf-8');
  expect((await page.request.get('/robots.txt')).ok()).toBe(true);
});
