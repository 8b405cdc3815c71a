import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { STAFF_VIEW_COOKIE } from '@ckb/contract/roles';
import { forEachDatabase, OWNER, useTestApp, type TestApp } from '../helpers/app.ts';
import { movieBody } from '../helpers/fixtures.ts';

/**
 * Staff looking at a work are not its audience: a by-number answer to a signed-in caller and a page load
 * carrying a valid staff cookie count no view, while the same calls from a visitor do; a forged or signed-out
 * cookie is a visitor's. On SQLite and PostgreSQL.
 */

/** A stand-in public-site server build: a film's page asks the api for the film by its number. */
const webRoot = mkdtempSync(join(tmpdir(), 'ckb-staff-views-'));
function file(path: string, content: string) {
  mkdirSync(dirname(join(webRoot, path)), { recursive: true });
  writeFileSync(join(webRoot, path), content);
}
file(
  'shell/dist/index.html',
  `<!doctype html><html lang="ckb" dir="rtl"><head><meta charset="UTF-8" /><title>x</title>
<script type="module" crossorigin src="/assets/mf-entry-1.js"></script></head>
<body><div id="root"><main><!--page--><!--/page--></main></div></body></html>`,
);
file(
  'public-site/dist-ssr/ssr.js',
  `export async function renderPage(url, serverFetch) {
  const number = /^\\/movies\\/(\\d+)/.exec(url)?.[1];
  if (!number) return null;
  const res = await serverFetch(new Request('http://ssr.invalid/api/movies/' + number + '/number'));
  return { html: '<h1>' + res.status + '</h1>', state: {} };
}
`,
);
afterAll(() => rmSync(webRoot, { recursive: true, force: true }));

const STAFF = '198.51.100.20';
const VISITOR = '198.51.100.21';

forEachDatabase((kind) => {
  describe(`staff views (${kind})`, () => {
    const t = useTestApp(kind, { seed: 'owner', config: { webRoot } });

    const newFilm = async (app: TestApp, token: string) => {
      const res = await app.post('/api/movies', movieBody(), { token });
      expect(res.statusCode, res.body).toBe(201);
      return (res.json() as { data: { movie: { _id: string; movie_id: number } } }).data.movie;
    };
    const viewsOf = async (app: TestApp, id: string) => {
      await app.app.views.flush();
      const row = await app.db.kysely.selectFrom('works').select('view').where('id', '=', id).executeTakeFirstOrThrow();
      return Number(row.view);
    };
    const page = (app: TestApp, number: number, from: string, cookie?: string) =>
      app.get(`/movies/${number}`, {
        apiKey: false,
        remoteAddress: from,
        headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) },
      });

    it('a signed-in by-number answer counts nothing; a visitor’s counts', async () => {
      const token = await t().login(OWNER.email, OWNER.password);
      const film = await newFilm(t(), token);
      const staffAnswer = await t().get(`/api/movies/${film.movie_id}/number`, { token, remoteAddress: STAFF });
      expect(staffAnswer.statusCode).toBe(200);
      expect(await viewsOf(t(), film._id)).toBe(0);
      // twice: a cached answer counts nothing for staff either
      await t().get(`/api/movies/${film.movie_id}/number`, { token, remoteAddress: STAFF });
      expect(await viewsOf(t(), film._id)).toBe(0);
      await t().get(`/api/movies/${film.movie_id}/number`, { remoteAddress: VISITOR });
      expect(await viewsOf(t(), film._id)).toBe(1);
    });

    it('a page load with a valid staff cookie counts nothing; without one, or a forged one, it counts', async () => {
      const token = await t().login(OWNER.email, OWNER.password);
      const film = await newFilm(t(), token);
      const staffLoad = await page(t(), film.movie_id, STAFF, `theme=dark; ${STAFF_VIEW_COOKIE}=${token}`);
      expect(staffLoad.statusCode).toBe(200);
      expect(staffLoad.body).toContain('<h1>200</h1>');
      expect(await viewsOf(t(), film._id)).toBe(0);
      // a cookie that is not a valid token is a visitor's load like any other
      await page(t(), film.movie_id, STAFF, `${STAFF_VIEW_COOKIE}=not-a-token`);
      expect(await viewsOf(t(), film._id)).toBe(1);
      await page(t(), film.movie_id, VISITOR);
      expect(await viewsOf(t(), film._id)).toBe(2);
    });

    it('a signed-out token in the cookie counts like a visitor', async () => {
      const token = await t().login(OWNER.email, OWNER.password);
      const film = await newFilm(t(), token);
      expect((await t().post('/api/logout', undefined, { token })).statusCode).toBeLessThan(300);
      await page(t(), film.movie_id, STAFF, `${STAFF_VIEW_COOKIE}=${token}`);
      expect(await viewsOf(t(), film._id)).toBe(1);
    });
  });
});
