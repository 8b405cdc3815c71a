import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { forEachDatabase, API_KEY, useTestApp } from '../helpers/app.ts';

/** A fake build: what `pnpm build` leaves in shell/dist and the remotes' dist folders. */
const webRoot = mkdtempSync(join(tmpdir(), 'ckb-web-'));
const SHELL_HTML = `<!doctype html>
<html lang="ckb" dir="rtl">
  <head><meta charset="UTF-8" /><title>ماڵپەڕی ئەنیمی</title>
    <meta name="description" content="generic description">
    <meta property="og:title" content="generic og title">
  </head>
  <body><div id="root"></div></body>
</html>
`;
const APP_JS = `console.log(${JSON.stringify('x'.repeat(4000))});\n`;
function file(path: string, content: string | Buffer) {
  const full = join(webRoot, path);
  mkdirSync(dirname(full), { recursive: true });
  writeFileSync(full, content);
}
file('shell/dist/index.html', SHELL_HTML);
file('shell/dist/assets/index-abc123.js', APP_JS);
file('shell/dist/assets/index-abc123.js.br', brotliCompressSync(APP_JS));
file('shell/dist/assets/index-abc123.js.gz', gzipSync(APP_JS));
file('shell/dist/remoteEntry-5N8cRPQX.js', 'export const shell = 1;');
file('public-site/dist/remoteEntry.js', 'export const remote = 1;');
file('public-site/dist/assets/page-1a2b.js', 'export const page = 1;');
file('public-site/dist/index.html', '<!doctype html><title>standalone</title>');
file(
  'public-site/dist/preload.json',
  JSON.stringify({
    entry: ['remoteEntry.js', 'assets/routes-1.js'],
    routes: [
      { path: '/movies', files: ['assets/MoviesPage-1.js', 'assets/MoviesPage-1.css'] },
      { path: '/movies/:id', files: ['assets/MovieDetailPage-1.js'] },
    ],
  }),
);
// the standalone reader (reader/dist-standalone, served at /read/); the reader remote and backoffice are "not built"
file(
  'reader/dist-standalone/index.html',
  '<!doctype html><html lang="ckb" dir="rtl"><head><title>خوێنەری ئەنیمی کورد</title><link rel="manifest" href="/read/manifest.webmanifest"></head><body><div id="root"></div></body></html>',
);
file('reader/dist-standalone/sw.js', 'self.addEventListener("fetch", () => {});');
file('reader/dist-standalone/manifest.webmanifest', '{"scope":"/read/"}');

afterAll(() => rmSync(webRoot, { recursive: true, force: true }));

const html = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

forEachDatabase((kind) => {
  describe('built frontends', () => {
    // the names this site answers to (ALLOWED_HOSTS): its pages draw absolute addresses with them
    const t = useTestApp(kind, { seed: 'demo', config: { webRoot, allowedHosts: ['anime.test', 'localhost'] } });
    const get = (url: string, headers: Record<string, string> = html) => t().get(url, { apiKey: false, headers });

    it('serves the shell at / with the API key injected and no-cache', async () => {
      const res = await get('/');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain(`<meta name="ckb-api-key" content="${API_KEY}">`);
      expect(res.body).toContain('<title>ماڵپەڕی ئەنیمی</title>');
      expect(res.body.indexOf('ckb-api-key')).toBeLessThan(res.body.indexOf('</head>'));
    });

    it('serves the standalone reader at /read/: its own page for deep links, with the key and the chapter named', async () => {
      const bare = await get('/read');
      expect(bare.statusCode).toBe(302);
      expect(bare.headers.location).toBe('/read/');
      const start = await get('/read/');
      expect(start.statusCode).toBe(200);
      expect(start.body).toContain('<link rel="manifest" href="/read/manifest.webmanifest">');
      expect(start.body).toContain(`<meta name="ckb-api-key" content="${API_KEY}">`);
      const manga = await t()
        .db.kysely.selectFrom('works')
        .select(['number', 'en'])
        .where('kind', '=', 'manga')
        .where('active_show', '=', true)
        .orderBy('number')
        .executeTakeFirstOrThrow();
      const deep = await get(`/read/manga/${manga.number}/session/1/chapter/1`);
      // the same status as the site's own page of that chapter
      expect(deep.statusCode).toBe((await get(`/manga/${manga.number}/session/1/chapter/1`)).statusCode);
      expect(deep.body).toContain('<link rel="manifest"');
      expect(deep.body).toMatch(new RegExp(`<title>[^<]*${manga.en.slice(0, 8)}[^<]*وەرزی ١، بەشی ١</title>`));
      // the chapter's first page is asked for at once (no pages in this test's demo: nothing to preload)
      expect(deep.body).not.toContain('rel="preload" as="image"');
      const sw = await get('/read/sw.js', {});
      expect(sw.statusCode).toBe(200);
      expect(sw.headers['content-type']).toMatch(/javascript/);
      expect(sw.headers['cache-control']).toBe('no-cache');
      // a chapter named 12.5 is a page, not a file: the reader's own page, which says there is no such chapter (404)
      const dotted = await get(`/read/manga/${manga.number}/session/1/chapter/12.5`);
      expect(dotted.statusCode).toBe(404);
      expect(dotted.body).toContain('<link rel="manifest"');
      const composed = await get(`/manga/${manga.number}/session/1/chapter/12.5`);
      // (there is no such chapter: the site's page says so, with a 404)
      expect(composed.statusCode).toBe(404);
      expect(composed.body).toContain('<div id="root">');
      // a missing file under /read/ is a 404, not the page; the composed site is untouched
      expect((await get('/read/assets/nope.js', {})).statusCode).toBe(404);
      expect((await get('/')).body).toContain('<title>ماڵپەڕی ئەنیمی</title>');
    });

    it("preloads the route's remote files from the remote's preload map, and nothing for shell pages", async () => {
      const list = await get('/movies?page=2');
      expect(list.body).toContain('<link rel="modulepreload" crossorigin href="/mf/public-site/remoteEntry.js">');
      expect(list.body).toContain('<link rel="modulepreload" crossorigin href="/mf/public-site/assets/routes-1.js">');
      expect(list.body).toContain(
        '<link rel="modulepreload" crossorigin href="/mf/public-site/assets/MoviesPage-1.js">',
      );
      expect(list.body).toContain(
        '<link rel="preload" as="style" crossorigin href="/mf/public-site/assets/MoviesPage-1.css">',
      );
      expect(list.body).not.toContain('MovieDetailPage-1.js');
      const detail = await get('/movies/1');
      expect(detail.body).toContain('/mf/public-site/assets/MovieDetailPage-1.js');
      expect(detail.body).not.toContain('MoviesPage-1.js');
      // The shell's own pages and the (unbuilt) back-office get none.
      for (const path of ['/login', '/admin']) expect((await get(path)).body).not.toContain('modulepreload');
    });

    it('preloads the largest picture of a work page, exactly as the page will ask for it', async () => {
      const db = t().db.kysely;
      const movie = await db
        .selectFrom('works')
        .select(['id', 'number'])
        .where('kind', '=', 'movie')
        .where('active_show', '=', true)
        .orderBy('number', 'desc')
        .executeTakeFirstOrThrow();
      await db
        .updateTable('works')
        .set({ poster_key: `works/${movie.id}/poster-0123456789abcdef` })
        .where('id', '=', movie.id)
        .execute();
      const href = `/media/works/${movie.id}/poster-0123456789abcdef?quality=high`;
      const tag = `<link rel="preload" as="image" fetchpriority="high" href="${href.replace(/&/g, '&amp;')}">`;
      expect((await get(`/movies/${movie.number}`)).body).toContain(tag);
      // The newest visible film leads the first page of the list too; page 2 starts elsewhere.
      expect((await get('/movies')).body).toContain(tag);
      expect((await get('/movies?page=2')).body).not.toContain(tag);
      // Default pictures are not worth a preload.
      const other = await get('/series/1');
      expect(other.body).not.toContain('as="image"');
    });

    it('serves hashed assets as immutable and entry files as no-cache', async () => {
      const asset = await get('/assets/index-abc123.js', {});
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['content-type']).toMatch(/javascript/);
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(asset.body).toBe(APP_JS);

      const hostEntry = await get('/remoteEntry-5N8cRPQX.js', {});
      expect(hostEntry.statusCode).toBe(200);
      expect(hostEntry.headers['cache-control']).toBe('no-cache');

      const entry = await get('/mf/public-site/remoteEntry.js', {});
      expect(entry.statusCode).toBe(200);
      expect(entry.headers['cache-control']).toBe('no-cache');
      expect(entry.body).toContain('remote = 1');

      const remoteAsset = await get('/mf/public-site/assets/page-1a2b.js', {});
      expect(remoteAsset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    });

    it('serves the pre-compressed .br / .gz files when the browser accepts them', async () => {
      const br = await get('/assets/index-abc123.js', { 'accept-encoding': 'br, gzip' });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.rawPayload.equals(brotliCompressSync(APP_JS))).toBe(true);
      const gz = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip' });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gz.headers.vary).toMatch(/accept-encoding/i);
    });

    it('falls back to the shell for client routes that accept HTML', async () => {
      for (const path of [
        '/movies',
        '/admin/users/profile',
        '/manga/3/session/1/chapter/2',
        '/staff',
        '/hi',
        '/login',
      ]) {
        const res = await get(path);
        expect(res.statusCode, path).toBe(200);
        expect(res.body, path).toContain('<div id="root"></div>');
        expect(res.headers['cache-control']).toBe('no-cache');
      }
    });

    it('answers the shell with 404 for unknown paths, works, chapters, members and list pages past the end; 403 for /forbidden', async () => {
      const manga = await t()
        .db.kysely.selectFrom('works')
        .select('number')
        .where('kind', '=', 'manga')
        .where('active_show', '=', true)
        .orderBy('number')
        .executeTakeFirstOrThrow();
      const hidden = await t()
        .db.kysely.selectFrom('works')
        .select('number')
        .where('kind', '=', 'movie')
        .where('active_show', '=', false)
        .executeTakeFirstOrThrow();
      for (const path of [
        '/no/such/page',
        '/movies/999999',
        `/movies/${hidden.number}`,
        '/movies/abc',
        '/series/999999',
        '/manga/999999',
        '/staff/0123456789abcdef01234567',
        '/staff/nobody',
        '/movies?page=500',
        '/manga/999999/session/1/chapter/1',
        `/manga/${manga.number}/session/1/chapter/999`,
        `/manga/${manga.number}/session/999/chapter/1`,
        '/series?page=500',
        '/manga?page=500',
        '/staff?page=500',
      ]) {
        const res = await get(path);
        expect(res.statusCode, path).toBe(404);
        expect(res.body, path).toContain('<div id="root"></div>');
        expect(res.body, path).toContain('<title>هیچ نەدۆزرایەوە · ئەنیمی کورد</title>');
      }
      // The pages that do exist, and odd ?page= values the lists read as page 1.
      for (const path of [
        '/search?q=x',
        `/manga/${manga.number}/session/1/chapter/1`,
        '/movies/',
        '/movies?page=1',
        '/movies?page=x',
        '/staff?page=1',
        `/series/${(await firstVisible('series')).number}`,
      ]) {
        expect((await get(path)).statusCode, path).toBe(200);
      }
      const forbidden = await get('/forbidden');
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.body).toContain('<title>ڕێگەپێنەدراو · ئەنیمی کورد</title>');
    });

    it('answers 404 JSON, not the shell, under /api, /media, /mf, /assets, /img and for file names', async () => {
      const paths = [
        '/assets/missing-123.js',
        '/mf/public-site/missing.js',
        '/mf/reader/remoteEntry.js',
        '/mf/unknown/remoteEntry.js',
        '/mf',
        '/img/nothing.png',
        '/media/some/key',
      ];
      for (const path of paths) {
        const res = await get(path);
        expect(res.statusCode, path).toBe(404);
        expect(res.headers['content-type'], path).toMatch(/application\/json/);
        expect(Object.keys(res.json() as object)).toEqual(['message']);
      }
      const api = await t().get('/api/nothing', { headers: html });
      expect(api.statusCode).toBe(404);
      expect(api.headers['content-type']).toMatch(/application\/json/);
      // a missing file is not a client route, whatever it accepts (robots.txt is there: src/seo/routes.ts)
      for (const path of ['/ads.txt', '/favicon.ico', '/assets/x.js.map', '/movies/1/poster.png']) {
        const res = await get(path, { accept: '*/*' });
        expect(res.statusCode, path).toBe(404);
        expect(res.headers['content-type'], path).toMatch(/application\/json/);
      }
      expect((await t().post('/movies', {}, { apiKey: false, headers: html })).statusCode).toBe(404);
    });

    // What link-preview crawlers send (a shared link's card comes from the page's tags): their user agents,
    // `Accept: */*`, or no Accept at all.
    const CRAWLERS: Record<string, Record<string, string>> = {
      Telegram: { 'user-agent': 'TelegramBot (like TwitterBot)', accept: '*/*' },
      WhatsApp: { 'user-agent': 'WhatsApp/2.23.20.0 A', accept: '*/*' },
      Facebook: { 'user-agent': 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)' },
      Discord: { 'user-agent': 'Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)', accept: '*/*' },
      X: { 'user-agent': 'Twitterbot/1.0' },
      'a JSON client': { accept: 'application/json' },
    };

    it("answers every crawler a work's page with its title and Open Graph tags, whatever it accepts", async () => {
      const movie = await firstVisible('movie', { bothNames: true });
      for (const [name, headers] of Object.entries(CRAWLERS)) {
        const res = await get(`/movies/${movie.number}`, { ...headers, host: 'anime.test' });
        expect(res.statusCode, name).toBe(200);
        expect(res.headers['content-type'], name).toMatch(/text\/html/);
        expect(metaContent(res.body, 'og:title'), name).toBe(`${movie.en} | ${movie.ku}`);
        expect(metaContent(res.body, 'og:url'), name).toBe(`http://anime.test/movies/${movie.number}`);
        expect(metaContent(res.body, 'twitter:card'), name).toBe('summary_large_image');
        expect(res.body, name).toContain(`<link rel="canonical" href="http://anime.test/movies/${movie.number}">`);
        const head = await t().request('HEAD', `/movies/${movie.number}`, undefined, { apiKey: false, headers });
        expect(head.statusCode, `HEAD ${name}`).toBe(200);
        expect(head.headers['content-type'], `HEAD ${name}`).toMatch(/text\/html/);
      }
    });

    it("gives the poster's size with the preview picture when it is known", async () => {
      // the last visible film: the other tests here read the first one
      const movie = await t()
        .db.kysely.selectFrom('works')
        .selectAll()
        .where('kind', '=', 'movie')
        .where('active_show', '=', true)
        .orderBy('number', 'desc')
        .executeTakeFirstOrThrow();
      await t()
        .db.kysely.updateTable('works')
        .set({ poster_key: 'works/x/poster-abc', poster_width: 600, poster_height: 900 })
        .where('id', '=', movie.id)
        .execute();
      t().app.invalidation.publish(); // written past the api
      const res = await get(`/movies/${movie.number}`, { accept: '*/*' });
      expect(metaContent(res.body, 'og:image')).toMatch(/\/media\/works\/x\/poster-abc/);
      expect(metaContent(res.body, 'og:image:width')).toBe('600');
      expect(metaContent(res.body, 'og:image:height')).toBe('900');
    });

    it('gives other pages a canonical link and og:url too', async () => {
      const res = await get('/movies?page=2', { host: 'anime.test' });
      expect(res.body).toContain('<link rel="canonical" href="http://anime.test/movies?page=2">');
      expect(metaContent(res.body, 'og:url')).toBe('http://anime.test/movies?page=2');
      expect(res.body.match(/rel="canonical"/g)).toHaveLength(1);
    });

    it('serves the default images', async () => {
      for (const path of ['/img/default/default.png', '/img/poster/default.png']) {
        const res = await get(path, {});
        expect(res.statusCode, path).toBe(200);
        expect(res.headers['content-type']).toBe('image/png');
        expect(res.rawPayload.subarray(1, 4).toString()).toBe('PNG');
        expect(res.headers['cache-control']).toBe('public, max-age=86400');
      }
    });

    // the first visible work (with `bothNames`, one with a Kurdish name too: English-only titles have an empty `ku`)
    const firstVisible = async (k: 'movie' | 'series' | 'manga', { bothNames = false } = {}) =>
      t()
        .db.kysely.selectFrom('works')
        .selectAll()
        .where('kind', '=', k)
        .where('active_show', '=', true)
        .$if(bothNames, (q) => q.where('ku', '!=', ''))
        .orderBy('number')
        .executeTakeFirstOrThrow();

    const metaContent = (body: string, key: string) => {
      const m = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`).exec(body);
      return m?.[1];
    };

    it('fills title, description and Open Graph tags for a film page', async () => {
      const movie = await firstVisible('movie', { bothNames: true });
      const res = await get(`/movies/${movie.number}`, { ...html, host: 'anime.test' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(`<title>${movie.en} | ${movie.ku}</title>`);
      expect(res.body).not.toContain('generic og title');
      expect(res.body).not.toContain('generic description');
      expect(res.body.match(/<title>/g)).toHaveLength(1);
      expect(metaContent(res.body, 'og:title')).toBe(`${movie.en} | ${movie.ku}`);
      expect(metaContent(res.body, 'description')).toBe(metaContent(res.body, 'og:description'));
      expect(metaContent(res.body, 'og:description')?.length).toBeGreaterThan(20);
      expect(metaContent(res.body, 'og:image')).toBe('http://anime.test/img/poster/default.png');
      expect(metaContent(res.body, 'og:url')).toBe(`http://anime.test/movies/${movie.number}`);
      expect(metaContent(res.body, 'og:type')).toBe('video.movie');
      expect(res.body).toContain(`<meta name="ckb-api-key" content="${API_KEY}">`);
    });

    it('fills the tags for series, manga (and its reader pages) and staff profiles', async () => {
      const series = await firstVisible('series');
      const s = await get(`/series/${series.number}`);
      expect(metaContent(s.body, 'og:type')).toBe('video.tv_show');
      expect(metaContent(s.body, 'og:title')).toContain(series.en);

      const manga = await firstVisible('manga');
      const m = await get(`/manga/${manga.number}`);
      expect(metaContent(m.body, 'og:type')).toBe('book');
      const reader = await get(`/manga/${manga.number}/session/1/chapter/1`);
      expect(metaContent(reader.body, 'og:title')).toContain(manga.en);
      // the reader's tags name the chapter too, in Sorani digits
      expect(metaContent(reader.body, 'og:title')).toContain('وەرزی ١، بەشی ١');
      expect(reader.body).toMatch(/<title>[^<]*بەشی ١/);

      const user = await t()
        .db.kysely.selectFrom('users')
        .selectAll()
        .where('username', '=', 'rebin')
        .executeTakeFirstOrThrow();
      const staff = await get(`/staff/${user.id}`);
      expect(metaContent(staff.body, 'og:type')).toBe('profile');
      expect(metaContent(staff.body, 'og:title')).toBe(user.name);
      expect(metaContent(staff.body, 'og:image')).toBe('http://localhost/img/default/default.png');
    });

    it('keeps the generic Open Graph tags for unknown numbers and hidden works', async () => {
      const hidden = await t()
        .db.kysely.selectFrom('works')
        .select('number')
        .where('kind', '=', 'movie')
        .where('active_show', '=', false)
        .executeTakeFirstOrThrow();
      for (const path of [
        '/movies/999999',
        `/movies/${hidden.number}`,
        '/series/0',
        '/staff/0123456789abcdef01234567',
      ]) {
        const res = await get(path);
        expect(res.statusCode, path).toBe(404);
        expect(res.body, path).toContain('generic og title');
      }
    });

    it('escapes admin-entered text in the tags', async () => {
      const movie = await firstVisible('movie');
      const evil = `"><script>alert('x')</script>&`;
      await t()
        .db.kysely.updateTable('works')
        .set({ en: evil, ku: 'کوردی <b>', about: `${evil} about` })
        .where('id', '=', movie.id)
        .execute();
      t().app.invalidation.publish(); // written past the api: say so, as an api write would
      const res = await get(`/movies/${movie.number}`);
      expect(res.body).not.toContain("<script>alert('x')</script>");
      expect(res.body).not.toContain('<b>');
      expect(res.body).toContain('&quot;&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;&amp;');
      expect(metaContent(res.body, 'og:title')).toContain('&lt;script&gt;');
    });
  });

  describe('before the frontends are built', () => {
    // the helper's default webRoot is an empty folder
    const t = useTestApp(kind);

    it('answers / and client routes with a clear Sorani message instead of crashing', async () => {
      for (const path of ['/', '/movies']) {
        const res = await t().get(path, { apiKey: false, headers: html });
        expect(res.statusCode, path).toBe(503);
        expect(res.headers['content-type']).toMatch(/text\/html/);
        expect(res.body).toContain('pnpm build');
        expect(res.body).toMatch(/[\u0600-\u06FF]/);
      }
    });

    it('still serves the api and the default images', async () => {
      expect((await t().get('/api/movies')).statusCode).toBe(200);
      expect((await t().get('/img/default/default.png', { apiKey: false })).statusCode).toBe(200);
      expect((await t().get('/mf/public-site/remoteEntry.js', { apiKey: false })).statusCode).toBe(404);
    });
  });
});
