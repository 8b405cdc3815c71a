import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Repositories } from '../../src/plugins/database.ts';
import { firstVisits, type FirstVisitOptions } from '../../src/web/first-visit.ts';
import type { PageDrawer } from '../../src/web/server-render.ts';
import { visitTo } from '../helpers/visit.ts';

const FRAME = `<!doctype html>
<html lang="ckb" dir="rtl">
  <head><meta charset="UTF-8" /><title>ماڵپەڕی ئەنیمی</title>
    <script type="module" crossorigin src="/assets/mf-entry-1.js"></script>
  </head>
  <body><div id="root"><main><!--page--><p>waiting</p><!--/page--></main></div></body>
</html>
`;

/** A build with the public site's and the back-office's preload maps: /movies and /admin/movies need their page's file. */
const webRoot = mkdtempSync(join(tmpdir(), 'ckb-first-visit-'));
const preloadMap = (folder: string, path: string, file: string) => {
  mkdirSync(join(webRoot, folder, 'dist'), { recursive: true });
  writeFileSync(
    join(webRoot, folder, 'dist', 'preload.json'),
    JSON.stringify({ entry: ['remoteEntry.js'], routes: [{ path, files: [file] }] }),
  );
};
preloadMap('public-site', '/movies', 'assets/MoviesPage-1.js');
preloadMap('backoffice', '/admin/movies', 'assets/MoviesListPage-1.js');
afterAll(() => rmSync(webRoot, { recursive: true, force: true }));

/**
 * Just the lookups these paths make: a list of 100 works (its first row has no pictures here) and today's
 * shell ads. Nothing else is read for /login, /forbidden, /movies and unknown paths.
 */
function fakeRepos({ ads = 1, listFails = false } = {}): Repositories {
  return {
    works: {
      list: async () => {
        if (listFails) throw new Error('database down');
        return { rows: [], total: 100 };
      },
    },
    promos: { liveAds: async () => Array.from({ length: ads }, () => ({})) },
  } as unknown as Repositories;
}

const drawnAs =
  (result: Awaited<ReturnType<PageDrawer>>, views: string[] = []): PageDrawer =>
  async (_visit, _path, counted) => {
    counted.push(...views);
    return result;
  };

/** The feed links and structured data of these paths read nothing beyond the route (no work, no genre). */
const seo = {
  feeds: { workByNumber: async () => undefined, genreBySlug: async () => undefined },
  pages: {},
} as unknown as FirstVisitOptions['seo'];

const build = (repos: Repositories, draw: PageDrawer = drawnAs(null)) =>
  firstVisits({ webRoot, apiKey: 'public-key', repos, draw, seo });

describe('firstVisits', () => {
  it("puts the drawn page, the key, the route's files, the canonical address and the ad flag in the frame", async () => {
    const visit = await build(fakeRepos(), drawnAs({ html: '<h1>فیلمەکان</h1>', state: {} }, ['work-1']))(
      visitTo('/movies?page=2'),
      FRAME,
    );
    expect(visit.status).toBe(200);
    expect(visit.keep).toBe(true);
    expect(visit.views).toEqual(['work-1']);
    expect(visit.html).toContain('<!--page--><h1>فیلمەکان</h1><!--/page-->');
    expect(visit.html).toContain('<meta name="ckb-api-key" content="public-key">');
    expect(visit.html).toContain('/mf/public-site/assets/MoviesPage-1.js');
    expect(visit.html).toContain('<link rel="canonical" href="https://anime.test/movies?page=2">');
    expect(visit.html).toContain('<html data-ads lang="ckb" dir="rtl">');
  });

  it('sends the frame alone, and keeps the page, when the path is not drawn', async () => {
    const visit = await build(fakeRepos())(visitTo('/login'), FRAME);
    expect(visit).toMatchObject({ status: 200, keep: true, views: [] });
    expect(visit.html).toContain('<p>waiting</p>');
    expect(visit.html).not.toContain('data-ads');
  });

  it('gives a page that is not there its status and title, no canonical address, no ads, and does not keep it', async () => {
    const missing = await build(fakeRepos())(visitTo('/no/such/page'), FRAME);
    expect(missing.status).toBe(404);
    expect(missing.keep).toBe(false);
    expect(missing.html).toContain('<title>هیچ نەدۆزرایەوە · ئەنیمی کورد</title>');
    expect(missing.html).not.toContain('rel="canonical"');
    expect(missing.html).not.toContain('data-ads');
    const forbidden = await build(fakeRepos())(visitTo('/forbidden'), FRAME);
    expect(forbidden.status).toBe(403);
    expect(forbidden.keep).toBe(false);
    expect(forbidden.html).toContain('<title>ڕێگەپێنەدراو · ئەنیمی کورد</title>');
  });

  it('still answers when a lookup fails or the drawing fails, and keeps neither page', async () => {
    const broken = visitTo('/movies');
    const lookup = await build(fakeRepos({ listFails: true }), drawnAs({ html: '<h1>x</h1>', state: {} }))(
      broken,
      FRAME,
    );
    expect(lookup).toMatchObject({ status: 200, keep: false });
    expect(lookup.html).toContain('<h1>x</h1>');
    expect(broken.warnings).toEqual([{ err: expect.objectContaining({ message: 'database down' }) }]);
    const drawing = await build(fakeRepos(), drawnAs('failed'))(visitTo('/movies'), FRAME);
    expect(drawing).toMatchObject({ status: 200, keep: false });
    expect(drawing.html).toContain('<p>waiting</p>');
  });

  it("preloads a back-office screen's files, and nothing for a back-office path with no screen (refused unloaded)", async () => {
    const screen = await build(fakeRepos())(visitTo('/admin/movies'), FRAME);
    expect(screen.html).toContain('/mf/backoffice/remoteEntry.js');
    expect(screen.html).toContain('/mf/backoffice/assets/MoviesListPage-1.js');
    const refused = await build(fakeRepos())(visitTo('/admin/no/such/screen'), FRAME);
    expect(refused.html).not.toContain('/mf/backoffice/');
    expect(refused.html).not.toContain('data-ads');
    // the back-office's 404 page answers it, with the status a crawler or a tool reads
    expect(screen.status).toBe(200);
    expect(refused.status).toBe(404);
  });

  it('shows no ad strip while no shell ad is live', async () => {
    const visit = await build(fakeRepos({ ads: 0 }))(visitTo('/movies'), FRAME);
    expect(visit.html).not.toContain('data-ads');
  });

  it('looks a malformed escape up as it came: no work has that number', async () => {
    const visit = await build(fakeRepos())(visitTo('/movies/%E0%A4%A'), FRAME);
    expect(visit.status).toBe(404);
  });
});
