import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { forEachDatabase, useTestApp } from '../helpers/app.ts';

/**
 * The api draws public pages with the public site's server build (public-site/dist-ssr/ssr.js). Here a
 * small stand-in build: it asks the real api for data through the `serverFetch` it is given, so these
 * tests cover the in-process calls, the frame's slot, the embedded state and the scripts' late start.
 */
const webRoot = mkdtempSync(join(tmpdir(), 'ckb-web-drawn-'));
function file(path: string, content: string) {
  const full = join(webRoot, path);
  mkdirSync(dirname(full), { recursive: true });
  writeFileSync(full, content);
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
  if (url.startsWith('/about')) throw new Error('a page that cannot be drawn');
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
afterAll(() => rmSync(webRoot, { recursive: true, force: true }));

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
      const boot = /\}\)\((\{.*\})\)<\/script>/.exec(res.body)?.[1];
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

    it('serves the frame alone when the page cannot be drawn, is slow, or is not a public page', async () => {
      for (const path of ['/about', '/staff', '/login', '/admin', '/manga/1/session/1/chapter/1', '/hi']) {
        const res = await get(path);
        expect(res.statusCode, path).toBe(200);
        expect(slot(res.body), path).toBe(WAITING);
        expect(res.body, path).not.toContain('data-drawn');
        expect(res.body, path).toContain('<script type="module" crossorigin src="/assets/mf-entry-1.js"></script>');
      }
    }, 15_000);
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
