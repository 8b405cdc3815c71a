import { expect, it } from 'vitest';
import { DEMO_STAFF } from '../../src/seed/index.ts';
import { forEachDatabase, OWNER, useTestApp } from '../helpers/app.ts';

interface UserItem {
  _id: string;
  name: string;
  email?: string;
  password?: unknown;
  password_hash?: unknown;
  associatedWorks?: {
    movies: Record<'translator' | 'designer' | 'technique', { movie_id?: number; en: string }[]>;
    series: Record<'translator' | 'designer' | 'technique', { series_id?: number }[]>;
    manga: Record<'translator' | 'designer', { manga_id?: number }[]>;
  };
  [key: string]: unknown;
}
type Paged = { data: { pagination_info: { results: UserItem[]; totalPages: number; totalItems: number } } };

const STAFF_COUNT = DEMO_STAFF.length + 1; // + owner

forEachDatabase((kind) => {
  const t = useTestApp(kind, { seed: 'demo' });

  it('lists staff for the public without emails or passwords', async () => {
    const res = await t().get('/api/users?page=1&limit=12');
    expect(res.statusCode).toBe(200);
    const info = (res.json() as Paged).data.pagination_info;
    expect(info.totalItems).toBe(STAFF_COUNT);
    expect(info.totalPages).toBe(1);
    expect(res.body).not.toMatch(/@example\.com|argon2|password/);
    for (const user of info.results) {
      expect(user).not.toHaveProperty('email');
      expect(user).toMatchObject({
        _id: expect.any(String),
        name: expect.any(String),
        username: expect.any(String),
        avatar: { low: '/img/default/default.png', original: '/img/default/default.png' },
        background: expect.any(Object),
        is_owner: expect.any(Boolean),
        is_translator: expect.any(Boolean),
      });
    }
    // the owner first, then staff in creation order
    expect(info.results[0]?.is_owner).toBe(true);
  });

  it('pages with limit and limit=-1', async () => {
    const page = (await t().get('/api/users?page=2&limit=4')).json() as Paged;
    expect(page.data.pagination_info.results).toHaveLength(4);
    expect(page.data.pagination_info.totalPages).toBe(Math.ceil(STAFF_COUNT / 4));
    const all = (await t().get('/api/users?limit=-1')).json() as Paged;
    expect(all.data.pagination_info.results).toHaveLength(STAFF_COUNT);
  });

  it('shows emails to signed-in staff, never the password hash', async () => {
    const token = await t().login(OWNER.email, OWNER.password);
    const res = await t().get('/api/users?limit=-1', { token });
    const users = (res.json() as Paged).data.pagination_info.results;
    expect(users.every((u) => typeof u.email === 'string' && u.email.includes('@'))).toBe(true);
    expect(res.body).not.toMatch(/argon2|password/);
  });

  it('GET /api/users/:id builds associatedWorks from credits', async () => {
    const list = (await t().get('/api/users?limit=-1')).json() as Paged;
    const translator = list.data.pagination_info.results.find((u) => u.username === 'rebin');
    expect(translator).toBeDefined();
    const res = await t().get(`/api/users/${translator?._id}`);
    expect(res.statusCode).toBe(200);
    const user = (res.json() as { data: { user: UserItem } }).data.user;
    expect(user).not.toHaveProperty('email');
    const works = user.associatedWorks;
    expect(works).toBeDefined();
    expect(Object.keys(works?.movies ?? {}).sort()).toEqual(['designer', 'technique', 'translator']);
    expect(Object.keys(works?.manga ?? {}).sort()).toEqual(['designer', 'translator']);
    const credited =
      (works?.movies.translator.length ?? 0) +
      (works?.series.translator.length ?? 0) +
      (works?.manga.translator.length ?? 0);
    expect(credited).toBeGreaterThan(0);
    expect(works?.movies.translator[0]).toMatchObject({
      movie_id: expect.any(Number),
      en: expect.any(String),
      ku: expect.any(String),
      poster: expect.any(Object),
    });
    // a pure translator is credited for nothing else
    expect(works?.movies.designer).toEqual([]);

    // credits in the database match, for visible works
    const rows = await t()
      .db.kysely.selectFrom('credits')
      .innerJoin('works', 'works.id', 'credits.work_id')
      .select(['works.kind'])
      .where('credits.user_id', '=', translator!._id)
      .where('credits.role', '=', 'translator')
      .where('works.active_show', '=', true)
      .execute();
    expect(credited).toBe(rows.length);
  });

  it('answers 404 for unknown or malformed ids', async () => {
    for (const id of ['0123456789abcdef01234567', 'nope']) {
      const res = await t().get(`/api/users/${id}`);
      expect(res.statusCode).toBe(404);
      expect(Object.keys(res.json() as object)).toEqual(['message']);
    }
  });
});
