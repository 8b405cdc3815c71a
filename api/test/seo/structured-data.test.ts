import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { forEachDatabase, OWNER, useTestApp } from '../helpers/app.ts';

/** A built shell's frame is all a page needs here (nothing is drawn: the tags are the api's own). */
const webRoot = mkdtempSync(join(tmpdir(), 'ckb-seo-pages-'));
mkdirSync(join(webRoot, 'shell', 'dist'), { recursive: true });
writeFileSync(
  join(webRoot, 'shell', 'dist', 'index.html'),
  '<!doctype html>\n<html lang="ckb" dir="rtl">\n  <head><meta charset="UTF-8" /><title>ئەنیمی کورد</title>\n  </head>\n  <body><div id="root"></div></body>\n</html>\n',
);
afterAll(() => rmSync(webRoot, { recursive: true, force: true }));

const ORIGIN = 'http://localhost';
type Json = Record<string, unknown> & { '@type': string };

forEachDatabase((kind) => {
  describe(`structured data and feed links of drawn pages (${kind})`, () => {
    const t = useTestApp(kind, { seed: 'demo', config: { webRoot, serverRender: false } });
    const db = () => t().db.kysely;

    async function page(path: string, status = 200) {
      const res = await t().get(path, { apiKey: false, headers: { accept: 'text/html' } });
      expect(res.statusCode, path).toBe(status);
      const data = [...res.body.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
        (m) => JSON.parse(m[1]!) as Json,
      );
      for (const d of data) expect(d['@context']).toBe('https://schema.org');
      const feeds = [
        ...res.body.matchAll(/<link rel="alternate" type="application\/atom\+xml" title="([^"]*)" href="([^"]*)">/g),
      ].map((m) => ({ title: m[1]!, href: m[2]! }));
      const byType = (type: string) => data.find((d) => d['@type'] === type);
      return { data, feeds, byType };
    }
    const crumbs = (d: Json | undefined) =>
      (d?.itemListElement as { position: number; name: string; item: string }[]).map((i) => [
        i.position,
        i.name,
        i.item,
      ]);
    const visible = (k: 'movie' | 'series' | 'manga') =>
      db()
        .selectFrom('works')
        .selectAll()
        .where('kind', '=', k)
        .where('active_show', '=', true)
        .orderBy('number')
        .executeTakeFirstOrThrow();

    it('the home page: the WebSite with its search, and the site feed', async () => {
      const { byType, feeds } = await page('/');
      expect(byType('WebSite')).toMatchObject({
        name: 'ئەنیمی کورد',
        url: `${ORIGIN}/`,
        potentialAction: {
          '@type': 'SearchAction',
          target: { '@type': 'EntryPoint', urlTemplate: `${ORIGIN}/search?q={search_term_string}` },
          'query-input': 'required name=search_term_string',
        },
      });
      expect(feeds).toEqual([{ title: 'ئەنیمی کورد · نوێترینەکان', href: `${ORIGIN}/feeds/all.atom` }]);
    });

    it("a list: its breadcrumbs and its kind's feed", async () => {
      const { byType, feeds } = await page('/manga');
      expect(crumbs(byType('BreadcrumbList'))).toEqual([
        [1, 'سەرەکی', `${ORIGIN}/`],
        [2, 'مانگا', `${ORIGIN}/manga`],
      ]);
      expect(feeds.map((f) => f.href)).toEqual([`${ORIGIN}/feeds/all.atom`, `${ORIGIN}/feeds/manga.atom`]);
    });

    it('a film: Movie with the values the page shows, breadcrumbs, its own feed', async () => {
      const film = await visible('movie');
      const { byType, feeds } = await page(`/movies/${film.number}`);
      const movie = byType('Movie')!;
      expect(movie).toMatchObject({
        name: film.ku || film.en,
        url: `${ORIGIN}/movies/${film.number}`,
        inLanguage: 'ckb',
      });
      if (film.about) expect(movie.description).toBe(film.about);
      if (film.director) expect(movie.director).toEqual({ '@type': 'Person', name: film.director });
      expect(crumbs(byType('BreadcrumbList'))).toEqual([
        [1, 'سەرەکی', `${ORIGIN}/`],
        [2, 'فیلمەکان', `${ORIGIN}/movies`],
        [3, film.ku || film.en, `${ORIGIN}/movies/${film.number}`],
      ]);
      expect(feeds.map((f) => f.href)).toContain(`${ORIGIN}/feeds/movies/${film.number}.atom`);
    });

    it('a series: TVSeries with its seasons and released episodes only', async () => {
      const series = await visible('series');
      const season = await db()
        .selectFrom('seasons')
        .select(['id', 'number'])
        .where('work_id', '=', series.id)
        .orderBy('number')
        .executeTakeFirstOrThrow();
      const episodes = await db()
        .selectFrom('episodes')
        .select(['id', 'number'])
        .where('season_id', '=', season.id)
        .orderBy('number', 'desc')
        .execute();
      // its last episode becomes a draft
      await db().updateTable('episodes').set({ publish_at: null }).where('id', '=', episodes[0]!.id).execute();
      t().app.invalidation.publish();
      const tv = (await page(`/series/${series.number}`)).byType('TVSeries')!;
      const seasons = tv.containsSeason as { seasonNumber: number; numberOfEpisodes: number; episode: Json[] }[];
      const first = seasons.find((s) => s.seasonNumber === season.number)!;
      expect(first.numberOfEpisodes).toBe(episodes.length - 1);
      expect(first.episode.map((e) => e.episodeNumber)).toEqual(
        episodes
          .slice(1)
          .map((e) => e.number)
          .reverse(),
      );
      expect(first.episode[0]).toMatchObject({
        '@type': 'TVEpisode',
        url: `${ORIGIN}/series/${series.number}?season=${season.number}&episode=${episodes.at(-1)!.number}#watch`,
      });
      expect(tv.numberOfSeasons).toBe(seasons.length);
      expect(tv.numberOfEpisodes).toBe(seasons.reduce((n, s) => n + s.numberOfEpisodes, 0));
    });

    it("a manga: ComicSeries; a chapter's page: ComicIssue of it; a draft chapter: nothing", async () => {
      const manga = await visible('manga');
      const { byType } = await page(`/manga/${manga.number}`);
      expect(byType(manga.type === 'oneshot' ? 'Book' : 'ComicSeries')).toMatchObject({
        name: manga.ku || manga.en,
        url: `${ORIGIN}/manga/${manga.number}`,
        ...(manga.author ? { author: { '@type': 'Person', name: manga.author } } : {}),
      });
      const chapter = await db()
        .selectFrom('chapters')
        .innerJoin('manga_sessions as s', 's.id', 'chapters.session_id')
        .select(['chapters.id', 'chapters.name', 's.number as session'])
        .where('s.work_id', '=', manga.id)
        .executeTakeFirstOrThrow();
      const path = `/manga/${manga.number}/session/${chapter.session}/chapter/${encodeURIComponent(chapter.name)}`;
      const issue = (await page(path)).byType('ComicIssue')!;
      expect(issue).toMatchObject({
        issueNumber: chapter.name,
        url: `${ORIGIN}${path}`,
        isPartOf: { name: manga.ku || manga.en, url: `${ORIGIN}/manga/${manga.number}` },
      });
      expect(issue.name).toContain('بەشی');
      await db().updateTable('chapters').set({ publish_at: null }).where('id', '=', chapter.id).execute();
      t().app.invalidation.publish();
      // a draft is not there for the public: the chapter's page answers 404, with no structured data
      expect((await page(path, 404)).byType('ComicIssue')).toBeUndefined();
    });

    it('a staff profile: Person with their roles', async () => {
      const owner = await db()
        .selectFrom('users')
        .selectAll()
        .where('email', '=', OWNER.email)
        .executeTakeFirstOrThrow();
      const { byType } = await page(`/staff/${owner.id}`);
      expect(byType('Person')).toMatchObject({
        name: owner.name,
        url: `${ORIGIN}/staff/${owner.id}`,
        jobTitle: 'خاوەن',
      });
      expect(crumbs(byType('BreadcrumbList'))[1]).toEqual([2, 'ستاف', `${ORIGIN}/staff`]);
    });

    it("a hidden work's page says nothing and offers no feed; a genre's search offers the genre's feed", async () => {
      const hidden = await db()
        .selectFrom('works')
        .select('number')
        .where('kind', '=', 'movie')
        .where('active_show', '=', false)
        .executeTakeFirstOrThrow();
      const gone = await page(`/movies/${hidden.number}`, 404);
      expect(gone.data).toEqual([]);
      expect(gone.feeds).toEqual([]);
      const genre = await db().selectFrom('genres').select(['slug', 'name']).orderBy('slug').executeTakeFirstOrThrow();
      const { feeds } = await page(`/search?genre=${genre.slug}`);
      expect(feeds).toContainEqual({
        title: `${genre.name} · ئەنیمی کورد`,
        href: `${ORIGIN}/feeds/genre/${genre.slug}.atom`,
      });
    });
  });
});
