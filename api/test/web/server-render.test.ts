import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPORT_VIEW_HEADER } from '../../src/views/request.ts';
import { pageDrawer, type InProcessGet } from '../../src/web/server-render.ts';
import { visitTo } from '../helpers/visit.ts';

/**
 * A public site's server build that draws from what its fetch answers: /movies from one api call, /about
 * fails, /staff never finishes, anything else is not its page. The reader remote has no server build.
 */
const webRoot = mkdtempSync(join(tmpdir(), 'ckb-draw-'));
mkdirSync(join(webRoot, 'public-site', 'dist-ssr'), { recursive: true });
writeFileSync(
  join(webRoot, 'public-site', 'dist-ssr', 'ssr.js'),
  `export async function renderPage(url, serverFetch) {
  if (url.startsWith('/about')) throw new Error('cannot be drawn');
  if (url.startsWith('/staff')) return new Promise(() => {});
  if (!url.startsWith('/movies')) return null;
  const res = await serverFetch(new Request('http://ssr.invalid/api/movies/7/number?x=1'));
  const empty = await serverFetch(new Request('http://ssr.invalid/api/empty'));
  return { html: '<h1>' + url + ' ' + res.status + ' ' + (await res.json()).en + ' ' + empty.status + '</h1>', state: {} };
}
`,
);
afterAll(() => rmSync(webRoot, { recursive: true, force: true }));

/** The api's in-process answers: what was asked, and a film whose view the answer names (and does not count). */
function fakeApi() {
  const asked: { url: string; headers: Record<string, string> }[] = [];
  const inject: InProcessGet = async ({ url, headers }) => {
    asked.push({ url, headers });
    if (url === '/api/empty') return { statusCode: 204, headers: {}, rawPayload: Buffer.alloc(0) };
    return {
      statusCode: 200,
      headers: { 'content-type': 'application/json; charset=utf-8', [REPORT_VIEW_HEADER]: 'work-7' },
      rawPayload: Buffer.from(JSON.stringify({ en: 'Akira' })),
    };
  };
  return { inject, asked };
}

describe('pageDrawer', () => {
  it("draws a page with its remote's server build, from the api's own answers, noting the views they name", async () => {
    const api = fakeApi();
    const draw = pageDrawer({ webRoot, serverRender: true, apiKey: 'public-key', inject: api.inject });
    const views: string[] = [];
    const page = await draw(visitTo('/movies?page=2'), '/movies', views);
    expect(page).toEqual({ html: '<h1>/movies?page=2 200 Akira 204</h1>', state: {} });
    expect(views).toEqual(['work-7']);
    expect(api.asked[0]).toEqual({
      url: '/api/movies/7/number?x=1',
      headers: {
        'x-api-key': 'public-key',
        accept: 'application/json',
        [REPORT_VIEW_HEADER]: '1',
      },
    });
  });

  it('draws nothing with SERVER_RENDER off, for a page the route map does not draw, or without a server build', async () => {
    const api = fakeApi();
    const off = pageDrawer({ webRoot, serverRender: false, apiKey: 'k', inject: api.inject });
    expect(await off(visitTo('/movies'), '/movies', [])).toBeNull();
    const draw = pageDrawer({ webRoot, serverRender: true, apiKey: 'k', inject: api.inject });
    for (const path of ['/login', '/admin/movies', '/manga/1/session/1/chapter/1'])
      expect(await draw(visitTo(path), path, []), path).toBeNull();
    expect(api.asked).toEqual([]);
  });

  it('says a drawing failed when it throws, gives nothing, or runs out of time; and never throws', async () => {
    const draw = pageDrawer({ webRoot, serverRender: true, apiKey: 'k', inject: fakeApi().inject, timeoutMs: 50 });
    const thrown = visitTo('/about');
    expect(await draw(thrown, '/about', [])).toBe('failed');
    expect(thrown.warnings).toEqual([{ err: expect.objectContaining({ message: 'cannot be drawn' }) }]);
    expect(await draw(visitTo('/search'), '/search', [])).toBe('failed');
    const started = Date.now();
    expect(await draw(visitTo('/staff'), '/staff', [])).toBe('failed');
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
