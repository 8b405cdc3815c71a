import { expect, it } from 'vitest';
import { SECRET_CHANGED } from '@ckb/contract';
import { forEachDatabase, OWNER, useTestApp } from '../helpers/app.ts';
import { mangaBody, movieBody, seriesBody } from '../helpers/fixtures.ts';
import { image, multipart } from '../media/helpers.ts';

/**
 * What the history keeps of each write (before and after, never a secret, nothing for a failed write)
 * and who may read what of it through GET /api/activity.
 */

interface Item {
  _id: string;
  at: number;
  actor: { _id: string; username: string };
  action: string;
  kind: string;
  target: string;
  work: string | null;
  label: string;
  work_title: string | null;
  work_kind: string | null;
  changes: Record<string, [unknown, unknown]> | null;
}
type Paged = { data: { pagination_info: { results: Item[]; totalItems: number; totalPages: number } } };

forEachDatabase((kind) => {
  const t = useTestApp(kind);
  let owner = '';
  const as = async () => (owner ||= await t().login(OWNER.email, OWNER.password));
  const write = async (method: 'POST' | 'PATCH' | 'DELETE', url: string, body?: unknown, token?: string) => {
    const res = await t().request(method, url, body, { token: token ?? (await as()) });
    expect(res.statusCode, `${method} ${url}: ${res.body.slice(0, 300)}`).toBeLessThan(300);
    return res.json() as { data: Record<string, Record<string, unknown>> };
  };
  const read = async (query: string, token?: string) => {
    const res = await t().get(`/api/activity${query}`, { token: token ?? (await as()) });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    return (res.json() as Paged).data.pagination_info;
  };
  const newest = async (query = '') => (await read(`?limit=1${query ? `&${query}` : ''}`)).results[0]!;

  it('an edit keeps only the fields that changed, before and after, under the wire names', async () => {
    const movie = (await write('POST', '/api/movies', movieBody({ en: 'Before', rating: 7 }))).data.movie!;
    const created = await newest();
    expect(created).toMatchObject({
      action: 'create',
      kind: 'movie',
      target: movie._id,
      work: movie._id,
      changes: null,
    });
    expect(created.label).toBe(movie.ku);

    await write('PATCH', `/api/movies/${movie._id}`, { en: 'After', rating: 7, about: movie.about });
    const edit = await newest();
    expect(edit).toMatchObject({
      action: 'edit',
      kind: 'movie',
      target: movie._id,
      actor: { username: OWNER.username },
    });
    expect(edit.changes).toEqual({ en: ['Before', 'After'] });

    const manga = (await write('POST', '/api/manga', mangaBody({ or: 'Old' }))).data.manga!;
    await write('PATCH', `/api/manga/${manga._id}`, { or: 'New', active_show_on_swiper: true });
    expect((await newest()).changes).toEqual({ or: ['Old', 'New'], active_show_on_swiper: ['false', 'true'] });
  });

  it('credits and genres read as names; children record under their work', async () => {
    const staff = await t().createUser({ is_translator: true }, { name: 'هێمن' });
    const series = (await write('POST', '/api/series', seriesBody())).data.series!;
    await write('PATCH', `/api/series/${series._id}`, { translator_id: [staff.row.id] });
    expect((await newest()).changes).toEqual({ translator_id: [[], ['هێمن']] });

    await write('POST', `/api/series/${series._id}/session`, { name_session: 1 });
    const season = await newest();
    expect(season).toMatchObject({
      action: 'create',
      kind: 'season',
      work: series._id,
      label: '1',
      work_title: series.ku,
      work_kind: 'series',
    });
    await write('PATCH', `/api/series/${series._id}/session/${season.target}`, { name_session: 4 });
    expect(await newest()).toMatchObject({
      action: 'edit',
      kind: 'season',
      label: '4',
      changes: { name_session: [1, 4] },
    });

    const history = await read(`?work=${series._id}`);
    expect(history.results.map((e) => `${e.action} ${e.kind}`)).toEqual([
      'edit season',
      'create season',
      'edit series',
      'create series',
    ]);
  });

  it('a delete records the label as it was; a refused write records nothing', async () => {
    const movie = (await write('POST', '/api/movies', movieBody())).data.movie!;
    await write('DELETE', `/api/movies/${movie._id}`);
    // the label is the title as it was; the work's current title is gone with it
    expect(await newest()).toMatchObject({
      action: 'delete',
      kind: 'movie',
      target: movie._id,
      label: movie.ku,
      work_title: null,
      work_kind: null,
    });

    const series = (await write('POST', '/api/series', seriesBody())).data.series!;
    await write('POST', `/api/series/${series._id}/session`, { name_session: 1 });
    const before = (await read('')).totalItems;
    const taken = await t().request(
      'POST',
      `/api/series/${series._id}/session`,
      { name_session: 1 },
      { token: await as() },
    );
    expect(taken.statusCode).toBe(409);
    const unknownCredit = await t().request(
      'PATCH',
      `/api/series/${series._id}`,
      { en: 'Never', translator_id: ['0123456789abcdef01234567'] },
      { token: await as() },
    );
    expect(unknownCredit.statusCode).toBe(400);
    expect((await read('')).totalItems).toBe(before);
  });

  it('a password change is recorded as changed, never its value or its hash; a role change is a "role" entry', async () => {
    const account = await t().createUser({ is_translator: true });
    const password = 'A-very-secret-pass-77';
    await write('PATCH', `/api/users/${account.row.id}`, { password, name: 'ناوی نوێ' });
    const edit = await newest();
    expect(edit).toMatchObject({ action: 'edit', kind: 'user', target: account.row.id });
    expect(edit.changes).toEqual({ name: [account.row.name, 'ناوی نوێ'], password: [SECRET_CHANGED, SECRET_CHANGED] });

    await write('PATCH', `/api/users/${account.row.id}`, { is_designer: true });
    expect(await newest()).toMatchObject({ action: 'role', changes: { is_designer: [false, true] } });

    const hash = (
      await t()
        .db.kysely.selectFrom('users')
        .select('password_hash')
        .where('id', '=', account.row.id)
        .executeTakeFirstOrThrow()
    ).password_hash;
    const stored = JSON.stringify(await t().db.kysely.selectFrom('activity').selectAll().execute());
    expect(stored).not.toContain(password);
    expect(stored).not.toContain(hash);
    expect(stored).not.toContain('password_hash');
  });

  it('uploads and reorders are recorded with what they did', async () => {
    const manga = (await write('POST', '/api/manga', mangaBody())).data.manga!;
    const poster = multipart([
      { field: 'poster', filename: 'p.png', data: await image('png', 400, 600), contentType: 'image/png' },
    ]);
    const up = await t().request('POST', `/api/manga/${manga._id}/upload/poster`, poster.payload, {
      token: await as(),
      headers: poster.headers,
    });
    expect(up.statusCode).toBe(200);
    expect(await newest()).toMatchObject({
      action: 'upload',
      kind: 'image',
      work: manga._id,
      changes: { image: [null, 'poster'] },
    });

    type Tree = { session: { _id: string; chapter: { _id: string; photo_path_array: { _id: string }[] }[] }[] };
    const s = (await write('POST', `/api/manga/${manga._id}/session`, { name_session: 1 })).data
      .manga as unknown as Tree;
    const sessionId = s.session[0]!._id;
    const c = (await write('POST', `/api/manga/${manga._id}/session/${sessionId}/chapter`, { name_chapter: '7' })).data
      .manga as unknown as Tree;
    const chapterId = c.session[0]!.chapter[0]!._id;
    const pages = multipart(
      await Promise.all(
        ['1.png', '2.png'].map(async (filename, i) => ({
          field: 'photo_path_array',
          filename,
          data: await image('png', 300, 450, i * 90),
          contentType: 'image/png',
        })),
      ),
    );
    const base = `/api/manga/${manga._id}/session/${sessionId}/chapter/${chapterId}`;
    const res = await t().request('POST', `${base}/upload`, pages.payload, {
      token: await as(),
      headers: pages.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(await newest()).toMatchObject({
      action: 'upload',
      kind: 'page',
      target: chapterId,
      label: '7',
      changes: { pages: [null, 2] },
    });
    const ids = (res.json() as { data: { manga: Tree } }).data.manga.session[0]!.chapter[0]!.photo_path_array.map(
      (p) => p._id,
    );
    await write('POST', `${base}/reorder`, { order: [...ids].reverse() });
    expect(await newest()).toMatchObject({ action: 'reorder', kind: 'page', target: chapterId, work: manga._id });
  });

  it('reading follows the roles: supervisors and above see all; other staff only their own', async () => {
    await write('POST', '/api/movies', movieBody());
    const supervisor = await t().createUser({ is_supervisor: true });
    const admin = await t().createUser({ is_admin: true });
    const translator = await t().createUser({ is_translator: true });
    // a translator's own write: their avatar
    const avatar = multipart([
      { field: 'avatar', filename: 'a.png', data: await image('png', 200, 200), contentType: 'image/png' },
    ]);
    const own = await t().request('POST', `/api/users/${translator.row.id}/upload/avatar`, avatar.payload, {
      token: translator.token,
      headers: avatar.headers,
    });
    expect(own.statusCode).toBe(200);
    await write('POST', '/api/movies', movieBody(), admin.token);

    const all = await read('?limit=100', supervisor.token);
    expect(new Set(all.results.map((e) => e.actor.username))).toEqual(
      new Set([OWNER.username, translator.row.username, admin.row.username]),
    );
    const mine = await read('?limit=100', translator.token);
    expect(mine.results.length).toBe(1);
    expect(mine.results[0]).toMatchObject({ actor: { _id: translator.row.id }, action: 'upload', kind: 'image' });
    // asking for someone else's entries gives none, not theirs
    const ownerId = all.results.find((e) => e.actor.username === OWNER.username)!.actor._id;
    expect((await read(`?user=${ownerId}`, translator.token)).totalItems).toBe(0);
    expect((await read(`?user=${ownerId}`, admin.token)).totalItems).toBe(0);
    expect((await read(`?user=${ownerId}`, supervisor.token)).totalItems).toBeGreaterThan(0);
    expect((await read('?limit=100', admin.token)).results.every((e) => e.actor._id === admin.row.id)).toBe(true);

    expect((await t().get('/api/activity')).statusCode).toBe(401);
  });

  it('filters by person, kind, work and day, a page at a time', async () => {
    const first = (await write('POST', '/api/movies', movieBody())).data.movie!;
    for (const en of ['a', 'b', 'c']) await write('PATCH', `/api/movies/${first._id}`, { en });
    await write('POST', '/api/series', seriesBody());

    const ofWork = await read(`?work=${first._id}&limit=2`);
    expect(ofWork.totalItems).toBe(4);
    expect(ofWork.totalPages).toBe(2);
    expect(ofWork.results.map((e) => e.changes?.en?.[1])).toEqual(['c', 'b']);
    const second = await read(`?work=${first._id}&limit=2&page=2`);
    expect(second.results.map((e) => e.action)).toEqual(['edit', 'create']);

    const series = await read('?kind=series&limit=100');
    expect(series.results.length).toBeGreaterThan(0);
    expect(series.results.every((e) => e.kind === 'series')).toBe(true);

    const today = new Date().toISOString().slice(0, 10);
    const everything = (await read('?limit=1')).totalItems;
    expect((await read(`?day=${today}`)).totalItems).toBe(everything);
    expect((await read('?day=2001-01-01')).totalItems).toBe(0);
    const ownerId = (await newest()).actor._id;
    expect((await read(`?user=${ownerId}&work=${first._id}&kind=movie&day=${today}`)).totalItems).toBe(4);
  });

  it('a bad filter is a 400 with a Sorani message', async () => {
    const token = await as();
    for (const query of [
      '?day=2026-02-30',
      '?day=27-11-2026',
      '?kind=planet',
      '?user=someone',
      '?work=1',
      '?limit=0',
      '?colour=red',
    ]) {
      const res = await t().get(`/api/activity${query}`, { token });
      expect(res.statusCode, query).toBe(400);
      const { message } = res.json() as { message: string };
      expect(message, query).toMatch(/[\u0600-\u06FF]/u);
    }
  });
});
