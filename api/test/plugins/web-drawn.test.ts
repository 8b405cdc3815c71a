import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { newId } from '../../src/db/ids.ts';
import { createTestApp, forEachDatabase, OWNER, useTestApp } from '../helpers/app.ts';

/**
 * The api draws public pages with the public site's server build (public-site/dist-ssr/ssr.js), and chapters
 * with the reader's (reader/dist-ssr/ssr.js). Here small stand-in builds: they ask the real api for data
 * through the `serverFetch` they are given, so these tests cover the in-process calls, the choice of the
 * build by the route's owner, the frame's slot, the embedded state and the scripts' late start.
 */
const webRoot = mkdtempSync(join(tmpdir(), 'ckb-web-drawn-'));
/** The same site with the reader's server build too. */
const readerRoot = mkdtempSync(join(tmpdir(), 'ckb-web-drawn-reader-'));
function file(path: string, content: string, roots = [webRoot, readerRoot]) {
  for (const root of roots) {
    const full = join(root, path);
    mkdirSync(dirname(full), { recursive: true });
    writeFileSync(full, content);
  }
}
const WAITING = '<div role="status">چاوەڕێ بکە...</div>';
file(
  'shell/dist/index.html',
  `<!doctype html>
<html lang="ckb" dir="rtl">
  <head><meta charset="UTF-8" /><title>ماڵپەڕی ئەنیمی</title>
    <script type="module" crossorigin src="/assets/mf-entry-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/shared-1.js">
    <link rel="stylesheet" crossorigin href="/assets/index-1.css">
  </head>
  <body><div id="root"><header>frame</header><main><!--page-->${WAITING}<!--/page--></main></div></body>
</html>
`,
);
file(
  'public-site/dist/preload.json',
  JSON.stringify({
    entry: ['remoteEntry.js'],
    routes: [{ path: '/movies', files: ['assets/MoviesPage-1.js', 'assets/MoviesPage-1.css'] }],
  }),
);
file(
  'public-site/dist-ssr/ssr.js',
  `export async function renderPage(url, serverFetch) {
  globalThis.ckbTestDraws = (globalThis.ckbTestDraws ?? 0) + 1;
  if (url.startsWith('/about')) throw new Error('a page that cannot be drawn');
  if (url.startsWith('/series/')) {
    const res = await serverFetch(new Request('http://ssr.invalid/api/series/' + new URL(url, 'http://x').pathname.split('/')[2] + '/number'));
    const body = await res.json();
    return { html: '<h1>' + body.data.series.en + '</h1>', state: {} };
  }
  if (url.startsWith('/staff')) return new Promise(() => {});
  if (!url.startsWith('/movies')) return null;
  const res = await serverFetch(new Request('http://ssr.invalid/api/movies?page=1&limit=2&active_show=true'));
  const body = await res.json();
  return {
    html: '<h1>فیلمەکان</h1><p>' + res.status + ' ' + body.data.pagination_info.totalItems + '</p>',
    state: { api: { queries: { films: body.data.pagination_info.totalItems, note: '</script><script>alert(1)</script>' } } },
  };
}
`,
);
file(
  'reader/dist/preload.json',
  JSON.stringify({
    entry: ['remoteEntry.js'],
    routes: [
      {
        path: '/manga/:id/session/:session/chapter/:chapter',
        files: ['assets/ChapterPage-1.js', 'assets/ChapterPage-1.css'],
      },
    ],
  }),
);
file(
  'reader/dist-ssr/ssr.js',
  `export async function renderPage(url, serverFetch) {
  globalThis.ckbTestReaderDraws = (globalThis.ckbTestReaderDraws ?? 0) + 1;
  const [, , id, , session, , chapter] = new URL(url, 'http://x').pathname.split('/');
  const res = await serverFetch(new Request('http://ssr.invalid/api/manga/' + id + '/number/session/' + session + '/chapter/' + chapter));
  if (res.status !== 200) return { html: '<h1>ئەم بەشە نەدۆزرایەوە</h1>', state: {} };
  const { data } = await res.json();
  const first = data.chapter.pages[0];
  return {
    html: '<h1>' + data.chapter.manga.en + '</h1><img fetchpriority="high" src="' + first.path_photo + '?quality=high">',
    state: { api: { queries: { pages: data.chapter.pages.length } } },
  };
}
`,
  [readerRoot],
);
afterAll(() => {
  rmSync(webRoot, { recursive: true, force: true });
  rmSync(readerRoot, { recursive: true, force: true });
});

const html = { accept: 'text/html' };
const slot = (body: string) => /<!--page-->([\s\S]*?)<!--\/page-->/.exec(body)?.[1];

forEachDatabase((kind) => {
  describe('pages drawn on the server', () => {
    const t = useTestApp(kind, { seed: 'demo', config: { webRoot } });
    const get = (url: string) => t().get(url, { apiKey: false, headers: html });

    it('puts the drawn page in the frame, from the api answered in-process with the configured key', async () => {
      const total = (await t().get('/api/movies?page=1&limit=2&active_show=true')).json().data.pagination_info
        .totalItems as number;
      expect(total).toBeGreaterThan(0);
      const res = await get('/movies?page=2');
      expect(res.statusCode).toBe(200);
      expect(slot(res.body)).toBe(`<h1>فیلمەکان</h1><p>200 ${total}</p>`);
      expect(res.body).toContain('<div id="root" data-drawn="">');
    });

    it("embeds the answers for the browser's store, with nothing that can close the script element", async () => {
      const res = await get('/movies');
      const state = /<script type="application\/json" id="ckb-state">([\s\S]*?)<\/script>/.exec(res.body)?.[1];
      expect(state).toBeDefined();
      expect(state).not.toContain('</script>');
      expect(JSON.parse(state!)).toMatchObject({ api: { queries: { note: '</script><script>alert(1)</script>' } } });
    });

    it('starts the scripts only after the first paint: no entry script or modulepreload in the markup, styles linked', async () => {
      const res = await get('/movies');
      expect(res.body).not.toMatch(/<script type="module"/);
      expect(res.body).not.toContain('<link rel="modulepreload"');
      const boot = /<script type="application\/json" id="ckb-boot">(.*?)<\/script>/.exec(res.body)?.[1];
      const files = JSON.parse(boot!) as { entry: string; preloads: string[] };
      expect(files.entry).toBe('/assets/mf-entry-1.js');
      expect(files.preloads).toEqual(
        expect.arrayContaining([
          '/assets/shared-1.js',
          '/mf/public-site/remoteEntry.js',
          '/mf/public-site/assets/MoviesPage-1.js',
        ]),
      );
      // The page's own styles are part of its first paint.
      expect(res.body).toContain('<link rel="stylesheet" crossorigin href="/mf/public-site/assets/MoviesPage-1.css">');
    });

    it("serves the frame alone when the page cannot be drawn, is slow, is no drawn page, or its remote has no server build (here the reader's)", async () => {
      for (const path of ['/about', '/staff', '/login', '/admin', '/manga/1/session/1/chapter/1', '/hi']) {
        const res = await get(path);
        expect(res.statusCode, path).toBe(200);
        expect(slot(res.body), path).toBe(WAITING);
        expect(res.body, path).not.toContain('data-drawn');
        expect(res.body, path).toContain('<script type="module" crossorigin src="/assets/mf-entry-1.js"></script>');
      }
    }, 15_000);
  });

  describe("chapters drawn by the reader's server build", () => {
    const t = useTestApp(kind, { seed: 'demo', config: { webRoot: readerRoot } });
    const get = (url: string) => t().get(url, { apiKey: false, headers: html });
    const readerDraws = () => (globalThis as { ckbTestReaderDraws?: number }).ckbTestReaderDraws ?? 0;
    const firstManga = () =>
      t()
        .db.kysely.selectFrom('works')
        .selectAll()
        .where('kind', '=', 'manga')
        .where('active_show', '=', true)
        .orderBy('number')
        .executeTakeFirstOrThrow();

    it("puts the reader's drawing of the chapter in the frame, its first page asked for at once, the tags kept", async () => {
      const manga = await firstManga();
      const path = `/manga/${manga.number}/session/1/chapter/1`;
      // this demo has no pictures: the chapter gets two pages (rows with a stored size) before anything reads it
      const { id: chapterId } = await t()
        .db.kysely.selectFrom('chapters')
        .innerJoin('manga_sessions', 'manga_sessions.id', 'chapters.session_id')
        .select('chapters.id')
        .where('manga_sessions.work_id', '=', manga.id)
        .where('manga_sessions.number', '=', 1)
        .where('chapters.name', '=', '1')
        .executeTakeFirstOrThrow();
      await t()
        .db.kysely.insertInto('pages')
        .values(
          [1, 2].map((position) => ({
            id: newId(),
            chapter_id: chapterId,
            position,
            image_key: `pages/${chapterId}/${position}`,
            width: 800,
            height: 1200,
            created_at: Date.now(),
          })),
        )
        .execute();
      const chapter = (await t().get(`/api/manga/${manga.number}/number/session/1/chapter/1`)).json().data.chapter as {
        pages: { path_photo: string }[];
      };
      expect(chapter.pages).toHaveLength(2);
      const firstPage = `${chapter.pages[0]!.path_photo}?quality=high`;
      const before = readerDraws();
      const res = await get(path);
      expect(res.statusCode).toBe(200);
      expect(readerDraws() - before).toBe(1);
      expect(slot(res.body)).toBe(`<h1>${manga.en}</h1><img fetchpriority="high" src="${firstPage}">`);
      expect(res.body).toContain('<div id="root" data-drawn="">');
      // the same picture preloaded from the head, before the markup that names it is parsed
      expect(res.body).toContain(`<link rel="preload" as="image" fetchpriority="high" href="${firstPage}">`);
      // the reader's styles are part of the first paint; its scripts wait for it
      expect(res.body).toContain('<link rel="stylesheet" crossorigin href="/mf/reader/assets/ChapterPage-1.css">');
      const boot = JSON.parse(/<script type="application\/json" id="ckb-boot">(.*?)<\/script>/.exec(res.body)![1]!) as {
        preloads: string[];
      };
      expect(boot.preloads).toEqual(
        expect.arrayContaining(['/mf/reader/remoteEntry.js', '/mf/reader/assets/ChapterPage-1.js']),
      );
      const state = /<script type="application\/json" id="ckb-state">([\s\S]*?)<\/script>/.exec(res.body)?.[1];
      expect(JSON.parse(state!)).toEqual({ api: { queries: { pages: chapter.pages.length } } });
      // the work and the chapter name the page
      expect(res.body).toMatch(/<title>[^<]*بەشی ١/);
      expect(res.body).toContain(`<meta property="og:title" content="${manga.en}`);
    });

    it('draws an unknown chapter as the reader says it (not found, a way back), with nothing to preload', async () => {
      const manga = await firstManga();
      const res = await get(`/manga/${manga.number}/session/1/chapter/999`);
      // a chapter that is not there answers 404, like every other page that is not there
      expect(res.statusCode).toBe(404);
      expect(slot(res.body)).toBe('<h1>ئەم بەشە نەدۆزرایەوە</h1>');
      expect(res.body).not.toContain('<link rel="preload" as="image"');
    });

    it("still draws public pages with the public site's build", async () => {
      const res = await get('/movies');
      expect(slot(res.body)).toMatch(/^<h1>فیلمەکان<\/h1>/);
    });
  });

  describe('reuse of drawn pages', () => {
    const t = useTestApp(kind, { seed: 'demo', config: { webRoot } });
    const get = (url: string, headers: Record<string, string> = {}) =>
      t().get(url, { apiKey: false, headers: { ...html, ...headers } });
    const draws = () => (globalThis as { ckbTestDraws?: number }).ckbTestDraws ?? 0;
    const viewsOf = async (workId: string) => {
      await t().app.views.flush();
      const rows = await t()
        .db.kysely.selectFrom('work_views_daily')
        .select('count')
        .where('work_id', '=', workId)
        .execute();
      return rows.reduce((n, r) => n + Number(r.count), 0);
    };
    const firstSeries = () =>
      t()
        .db.kysely.selectFrom('works')
        .selectAll()
        .where('kind', '=', 'series')
        .where('active_show', '=', true)
        .orderBy('number')
        .executeTakeFirstOrThrow();

    it('draws a URL once and answers the same bytes until public data changes', async () => {
      const before = draws();
      const first = await get('/movies?page=3');
      const second = await get('/movies?page=3');
      expect(draws() - before).toBe(1);
      expect(second.statusCode).toBe(200);
      expect(second.body).toBe(first.body);
      // another URL is another page
      await get('/movies?page=4');
      expect(draws() - before).toBe(2);
    });

    it('draws again after a write, and shows it', async () => {
      const series = await firstSeries();
      const path = `/series/${series.number}`;
      expect(slot((await get(path)).body)).toBe(`<h1>${series.en}</h1>`);
      const owner = await t().login(OWNER.email, OWNER.password);
      const patched = await t().request(
        'PATCH',
        `/api/series/${series.id}`,
        { en: 'A new English title' },
        { token: owner },
      );
      expect(patched.statusCode).toBe(200);
      const before = draws();
      expect(slot((await get(path)).body)).toBe('<h1>A new English title</h1>');
      expect(draws() - before).toBe(1);
    });

    /** A visit from a visitor of its own address. */
    const visit = (url: string, from: string) => t().get(url, { apiKey: false, headers: html, remoteAddress: from });

    it("counts each visitor's view, whether the page is drawn or reused", async () => {
      const series = await firstSeries();
      const path = `/series/${series.number}?v=views`;
      const start = await viewsOf(series.id);
      const before = draws();
      for (let i = 1; i <= 3; i++) expect((await visit(path, `192.0.2.${i}`)).statusCode).toBe(200);
      expect(draws() - before).toBe(1);
      expect(await viewsOf(series.id)).toBe(start + 3);
    });

    it('draws a page once for visits that arrive together, and counts each visitor', async () => {
      const series = await firstSeries();
      const path = `/series/${series.number}?v=together`;
      const start = await viewsOf(series.id);
      const before = draws();
      const answers = await Promise.all(Array.from({ length: 5 }, (_, i) => visit(path, `198.51.100.${i + 1}`)));
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
      expect(new Set(answers.map((a) => a.body)).size).toBe(1);
      expect(draws() - before).toBe(1);
      expect(await viewsOf(series.id)).toBe(start + 5);
    });

    it('does not keep a page whose drawing failed or ran out of time', async () => {
      const before = draws();
      await get('/about');
      await get('/about');
      expect(draws() - before).toBe(2);
    });

    it('sends the kept bytes compressed once, as the browser accepts them', async () => {
      const plain = await get('/movies?page=5');
      const gz = await get('/movies?page=5', { 'accept-encoding': 'gzip' });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
      const br = await get('/movies?page=5', { 'accept-encoding': 'br, gzip' });
      expect(br.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
      expect(gz.headers.vary).toMatch(/accept-encoding/i);
    });
  });

  describe('with the page cache off', () => {
    const t = useTestApp(kind, { seed: 'demo', config: { webRoot, pageCache: { ttlMs: 0, maxEntries: 1 } } });

    it('draws every visit', async () => {
      const before = (globalThis as { ckbTestDraws?: number }).ckbTestDraws ?? 0;
      await t().get('/movies', { apiKey: false, headers: html });
      await t().get('/movies', { apiKey: false, headers: html });
      expect(((globalThis as { ckbTestDraws?: number }).ckbTestDraws ?? 0) - before).toBe(2);
    });
  });

  describe('with SERVER_RENDER off', () => {
    const t = useTestApp(kind, { seed: 'demo', config: { webRoot, serverRender: false } });

    it('serves the frame alone', async () => {
      const res = await t().get('/movies', { apiKey: false, headers: html });
      expect(slot(res.body)).toBe(WAITING);
      expect(res.body).toContain('<link rel="modulepreload" crossorigin href="/assets/shared-1.js">');
    });
  });
});

describe('a frame that cannot hold a drawn page', () => {
  it('is a start-up error that says what is missing and what to do', async () => {
    const root = mkdtempSync(join(tmpdir(), 'ckb-web-broken-'));
    try {
      mkdirSync(join(root, 'shell', 'dist'), { recursive: true });
      mkdirSync(join(root, 'public-site', 'dist-ssr'), { recursive: true });
      writeFileSync(
        join(root, 'shell', 'dist', 'index.html'),
        '<!doctype html><html><head><script type="module" src="/assets/e.js"></script></head><body><div id="root"></div></body></html>',
      );
      writeFileSync(
        join(root, 'public-site', 'dist-ssr', 'ssr.js'),
        'export async function renderPage() { return null; }',
      );
      await expect(createTestApp('sqlite', { seed: 'none', config: { webRoot: root } })).rejects.toThrow(
        /no page slot.*pnpm build/,
      );
      // drawing off: the frame alone is fine
      const app = await createTestApp('sqlite', { seed: 'none', config: { webRoot: root, serverRender: false } });
      expect((await app.get('/movies', { apiKey: false })).statusCode).toBe(200);
      await app.close();
      // ... as long as it has the markers every page's tags need
      writeFileSync(
        join(root, 'shell', 'dist', 'index.html'),
        '<!doctype html><html><body><div id="root"></div></body></html>',
      );
      await expect(
        createTestApp('sqlite', { seed: 'none', config: { webRoot: root, serverRender: false } }),
      ).rejects.toThrow(/cannot hold the pages' tags: it has no <\/head>.*pnpm build/);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('a remote built from another route table', () => {
  it('is a start-up error that names the unknown routes', async () => {
    const root = mkdtempSync(join(tmpdir(), 'ckb-web-routes-'));
    try {
      mkdirSync(join(root, 'shell', 'dist'), { recursive: true });
      mkdirSync(join(root, 'reader', 'dist'), { recursive: true });
      writeFileSync(
        join(root, 'shell', 'dist', 'index.html'),
        '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
      );
      const map = (routes: string[]) =>
        JSON.stringify({ entry: ['remoteEntry.js'], routes: routes.map((path) => ({ path, files: [] })) });
      writeFileSync(join(root, 'reader', 'dist', 'preload.json'), map(['/manga/:id', '/no/such/:route']));
      await expect(createTestApp('sqlite', { seed: 'none', config: { webRoot: root } })).rejects.toThrow(
        /reader[/\\]dist[/\\]preload\.json does not fit this server: it lists routes that contract\/src\/routes\.ts does not give reader: \/manga\/:id \(publicSite's\), \/no\/such\/:route\. Rebuild/,
      );
      writeFileSync(
        join(root, 'reader', 'dist', 'preload.json'),
        map(['/manga/:id/session/:session/chapter/:chapter']),
      );
      const app = await createTestApp('sqlite', { seed: 'none', config: { webRoot: root } });
      await app.close();
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
