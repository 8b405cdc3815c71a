import { parseFeed } from '@rowanmanning/feed-parser';
import { describe, expect, it } from 'vitest';
import { forEachDatabase, OWNER, useTestApp } from '../helpers/app.ts';
import { schemaErrors } from './xml.ts';
import { published } from '../helpers/fixtures.ts';

const ORIGIN = 'http://localhost';
const ATOM_NS = 'http://www.w3.org/2005/Atom';
const KURDISH_DIGIT = /[٠-٩]/;

/**
 * A feed as a reader sees it (@rowanmanning/feed-parser), after checking what RFC 4287 requires of Atom: the
 * feed's id, title, updated, author and self link; each entry's id, title, updated and link.
 */
function readAtom(xml: string) {
  expect(schemaErrors(xml)).toBe('');
  expect(xml).toContain(`<feed xmlns="${ATOM_NS}">`);
  const head = xml.slice(0, xml.indexOf('<entry>') === -1 ? undefined : xml.indexOf('<entry>'));
  for (const tag of ['<id>', '<title>', '<updated>', '<author>', 'rel="self"']) expect(head).toContain(tag);
  const entries = [...xml.matchAll(/<entry>([\s\S]*?)<\/entry>/g)].map((m) => m[1]!);
  for (const entry of entries) {
    for (const tag of ['<id>', '<title', '<updated>', '<link href="']) expect(entry).toContain(tag);
  }
  const feed = parseFeed(xml);
  expect(feed.meta.type).toBe('atom');
  expect(feed.items.length).toBe(entries.length);
  return feed;
}

forEachDatabase((kind) => {
  describe(`Atom feeds (${kind})`, () => {
    const t = useTestApp(kind, { seed: 'demo' });
    const db = () => t().db.kysely;
    const feedOf = async (path: string) => {
      const res = await t().get(path, { apiKey: false });
      expect(res.statusCode, path).toBe(200);
      expect(res.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
      return readAtom(res.body);
    };
    const firstVisible = (k: 'movie' | 'series' | 'manga') =>
      db()
        .selectFrom('works')
        .select(['id', 'number', 'ku', 'en'])
        .where('kind', '=', k)
        .where('active_show', '=', true)
        .orderBy('number')
        .executeTakeFirstOrThrow();

    it('the whole site: newest first, Sorani titles, links straight to the film, episode or chapter', async () => {
      const feed = await feedOf('/feeds/all.atom');
      expect(feed.title).toBe('ئەنیمی کورد · نوێترینەکان');
      expect(feed.items.length).toBe(30);
      const dates = feed.items.map((i) => i.updated!.getTime());
      expect([...dates].sort((a, b) => b - a)).toEqual(dates);
      const links = feed.items.map((i) => i.url!);
      for (const link of links) {
        expect(link).toMatch(
          /^http:\/\/localhost\/(movies\/\d+|series\/\d+\?season=\d+&episode=\d+#watch|manga\/\d+\/session\/\d+\/chapter\/.+)$/,
        );
      }
      // a part says which one, in Sorani with Kurdish digits (the work's own title may be Latin)
      const parts = feed.items.filter((i) => !/\/movies\/\d+$/.test(i.url!));
      expect(parts.length).toBeGreaterThan(0);
      for (const item of parts) {
        expect(item.title).toMatch(/ · وەرزی [٠-٩]+، (ئەڵقەی|بەشی) /);
        expect(item.title).toMatch(KURDISH_DIGIT);
      }
    });

    it('a poster is in the entry (an enclosure and the content)', async () => {
      const movie = await firstVisible('movie');
      const key = 'works/0123456789abcdef01234567/poster-0123456789abcdef';
      await db()
        .updateTable('works')
        .set({ poster_key: key, poster_width: 300, poster_height: 450, created_at: Date.now() })
        .where('id', '=', movie.id)
        .execute();
      t().app.invalidation.publish();
      const feed = await feedOf('/feeds/movies.atom');
      const entry = feed.items.find((i) => i.url === `${ORIGIN}/movies/${movie.number}`)!;
      expect(feed.items[0]).toBe(entry);
      expect(entry.media.map((m) => m.url)).toContain(`${ORIGIN}/media/${key}?quality=high`);
      expect(entry.content).toContain(`<img src="${ORIGIN}/media/${key}?quality=high"`);
      // a kind's feed holds that kind only
      for (const item of feed.items) expect(item.url).toMatch(/\/movies\/\d+$/);
    });

    it('a chapter published through the api tops its feeds at once; a draft or a hidden work never shows', async () => {
      const manga = await firstVisible('manga');
      const session = await db()
        .selectFrom('manga_sessions')
        .select(['id', 'number'])
        .where('work_id', '=', manga.id)
        .orderBy('number')
        .executeTakeFirstOrThrow();
      const before = await t().get(`/feeds/manga/${manga.number}.atom`, { apiKey: false });
      const token = await t().login(OWNER.email, OWNER.password);
      const add = await t().post(
        `/api/manga/${manga.id}/session/${session.id}/chapter`,
        { name_chapter: '901', ...published },
        { token },
      );
      expect(add.statusCode).toBe(201);
      const link = `${ORIGIN}/manga/${manga.number}/session/${session.number}/chapter/901`;
      for (const path of ['/feeds/all.atom', '/feeds/manga.atom', `/feeds/manga/${manga.number}.atom`]) {
        const feed = await feedOf(path);
        expect(feed.items[0]!.url, path).toBe(link);
        expect(feed.items[0]!.title).toBe(
          `${manga.ku || manga.en} · وەرزی ${new Intl.NumberFormat('ckb').format(session.number)}، بەشی ٩٠١`,
        );
      }
      // the work's feed changed: its validator no longer matches
      const again = await t().get(`/feeds/manga/${manga.number}.atom`, {
        apiKey: false,
        headers: { 'if-none-match': String(before.headers.etag) },
      });
      expect(again.statusCode).toBe(200);

      // made a draft again (publish_at null) and scheduled: out of every feed
      await db().updateTable('chapters').set({ publish_at: null }).where('name', '=', '901').execute();
      t().app.invalidation.publish();
      expect((await feedOf(`/feeds/manga/${manga.number}.atom`)).items.map((i) => i.url)).not.toContain(link);
      await db()
        .updateTable('chapters')
        .set({ publish_at: Date.now() + 3_600_000 })
        .where('name', '=', '901')
        .execute();
      t().app.invalidation.publish();
      expect((await feedOf('/feeds/all.atom')).items.map((i) => i.url)).not.toContain(link);

      // a hidden work has no feed and is in no other
      const hidden = await db()
        .selectFrom('works')
        .select(['number'])
        .where('kind', '=', 'manga')
        .where('active_show', '=', false)
        .executeTakeFirstOrThrow();
      expect((await t().get(`/feeds/manga/${hidden.number}.atom`, { apiKey: false })).statusCode).toBe(404);
      await db().updateTable('works').set({ active_show: false }).where('id', '=', manga.id).execute();
      await db()
        .updateTable('chapters')
        .set({ publish_at: Date.now() - 1000 })
        .where('name', '=', '901')
        .execute();
      t().app.invalidation.publish();
      const all = await feedOf('/feeds/all.atom');
      expect(all.items.some((i) => i.url!.startsWith(`${ORIGIN}/manga/${manga.number}/`))).toBe(false);
      await db().updateTable('works').set({ active_show: true }).where('id', '=', manga.id).execute();
      t().app.invalidation.publish();
    });

    it('an unchanged feed answers 304 to its ETag and to its Last-Modified', async () => {
      const first = await t().get('/feeds/series.atom', { apiKey: false });
      expect(first.statusCode).toBe(200);
      const etag = String(first.headers.etag);
      const lastModified = String(first.headers['last-modified']);
      expect(etag).toMatch(/^W\/".+"$/);
      expect(new Date(lastModified).getTime()).not.toBeNaN();
      const byTag = await t().get('/feeds/series.atom', { apiKey: false, headers: { 'if-none-match': etag } });
      expect(byTag.statusCode).toBe(304);
      expect(byTag.body).toBe('');
      const byDate = await t().get('/feeds/series.atom', {
        apiKey: false,
        headers: { 'if-modified-since': lastModified },
      });
      expect(byDate.statusCode).toBe(304);
      // made again after a write elsewhere, the same bytes keep their validators
      t().app.invalidation.publish();
      const remade = await t().get('/feeds/series.atom', { apiKey: false, headers: { 'if-none-match': etag } });
      expect(remade.statusCode).toBe(304);
      expect(remade.headers['last-modified']).toBe(lastModified);
      // an episode's entry opens the series page on its player
      const feed = readAtom(first.body);
      expect(feed.items[0]!.url).toMatch(/^http:\/\/localhost\/series\/\d+\?season=\d+&episode=\d+#watch$/);
    });

    it("a genre's feed holds its works only; unknown genres and works are 404", async () => {
      const genre = await db()
        .selectFrom('genres')
        .innerJoin('work_genres', 'work_genres.genre_id', 'genres.id')
        .select(['genres.id', 'genres.slug', 'genres.name'])
        .groupBy(['genres.id', 'genres.slug', 'genres.name'])
        .orderBy('genres.slug')
        .executeTakeFirstOrThrow();
      const feed = await feedOf(`/feeds/genre/${genre.slug}.atom`);
      expect(feed.title).toBe(`${genre.name} · ئەنیمی کورد`);
      expect(feed.items.length).toBeGreaterThan(0);
      const inGenre = await db()
        .selectFrom('works')
        .innerJoin('work_genres', 'work_genres.work_id', 'works.id')
        .select(['works.kind', 'works.number'])
        .where('work_genres.genre_id', '=', genre.id)
        .execute();
      const base = { movie: 'movies', series: 'series', manga: 'manga' } as const;
      const allowed = new Set(inGenre.map((w) => `${ORIGIN}/${base[w.kind]}/${w.number}`));
      for (const item of feed.items) expect(allowed.has(item.url!.replace(/([?]|\/session\/).*$/, ''))).toBe(true);
      expect((await t().get('/feeds/genre/no-such-genre.atom', { apiKey: false })).statusCode).toBe(404);
      expect((await t().get('/feeds/movies/99999.atom', { apiKey: false })).statusCode).toBe(404);
      expect((await t().get('/feeds/nothing.atom', { apiKey: false })).statusCode).toBe(404);
    });
  });
});
