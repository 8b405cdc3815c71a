import { expect, it } from 'vitest';
import { DEMO_CATALOGUE, demoHidden } from '../../src/seed/index.ts';
import { forEachDatabase, OWNER, useTestApp } from '../helpers/app.ts';
import { mangaBody } from '../helpers/fixtures.ts';

interface Chapter {
  _id: string;
  name_chapter: string;
  detail: string;
  photo_path_array: unknown[];
}
interface Session {
  _id: string;
  name_session: number;
  detail: string;
  chapter: Chapter[];
}
interface Manga {
  _id: string;
  manga_id: number;
  type: string;
  status: string;
  or: string;
  active_show: string;
  active_show_on_swiper: string;
  session: Session[];
  [key: string]: unknown;
}
type One = { data: { manga: Manga } };
type Paged = { data: { pagination_info: { results: Manga[]; totalPages: number; totalItems: number } } };

const TOTAL = DEMO_CATALOGUE.manga;
const VISIBLE = TOTAL - demoHidden(TOTAL);

forEachDatabase((kind) => {
  const t = useTestApp(kind, { seed: 'demo' });
  let token = '';
  const owner = async () => (token ||= await t().login(OWNER.email, OWNER.password));
  const create = async (extra: Record<string, unknown> = {}) => {
    const res = await t().post('/api/manga', mangaBody(extra), { token: await owner() });
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as One).data.manga;
  };
  const call = async (method: 'POST' | 'PATCH' | 'DELETE', url: string, body?: unknown, status = 200) => {
    const res = await t().request(method, url, body, { token: await owner() });
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
    return (res.json() as One).data.manga;
  };

  it('GET /api/manga pages visible manga, manhua and oneshot with select; type filters', async () => {
    const res = await t().get('/api/manga?page=1&limit=14&active_show=true&select=en%20ku%20poster%20manga_id');
    const info = (res.json() as Paged).data.pagination_info;
    expect(info.totalItems).toBe(VISIBLE);
    for (const m of info.results) expect(Object.keys(m).sort()).toEqual(['_id', 'en', 'ku', 'manga_id', 'poster']);
    const byType = await Promise.all(
      ['manga', 'manhua', 'oneshot'].map(
        async (type) =>
          ((await t().get(`/api/manga?limit=1&type=${type}`)).json() as Paged).data.pagination_info.totalItems,
      ),
    );
    expect(byType.reduce((a, b) => a + b, 0)).toBe(VISIBLE);
  });

  it('full manga objects: or, author, name_studio, swiper flag, sessions of chapters', async () => {
    const [m] = ((await t().get('/api/manga?limit=1&type=manga')).json() as Paged).data.pagination_info.results;
    expect(m).toMatchObject({
      _id: expect.any(String),
      manga_id: expect.any(Number),
      type: 'manga',
      or: expect.any(String),
      author: expect.any(String),
      name_studio: expect.any(String),
      status: expect.stringMatching(/^(continue|finish)$/),
      active_show: 'true',
      active_show_on_swiper: expect.stringMatching(/^(true|false)$/),
      translator_id: expect.any(Array),
      designer_id: expect.any(Array),
    });
    expect(m).not.toHaveProperty('budget');
    expect(m).not.toHaveProperty('active_show_on_slide');
    expect(m!.session[0]).toMatchObject({ name_session: 1, chapter: expect.any(Array) });
    expect(m!.session[0]!.chapter[0]).toMatchObject({
      name_chapter: '1',
      detail: '',
      photo_path_array: expect.any(Array),
    });
  });

  it('by _id and by number; hidden ones only for staff', async () => {
    const m = await create({ active_show: false });
    expect((await t().get(`/api/manga/${m._id}`)).statusCode).toBe(404);
    expect((await t().get(`/api/manga/${m.manga_id}/number`)).statusCode).toBe(404);
    const byNumber = await t().get(`/api/manga/${m.manga_id}/number`, { token: await owner() });
    expect((byNumber.json() as One).data.manga._id).toBe(m._id);
    await call('PATCH', `/api/manga/${m._id}`, { active_show: 'true' });
    expect(((await t().get(`/api/manga/${m._id}`)).json() as One).data.manga.manga_id).toBe(m.manga_id);
  });

  it('POST and PATCH: legacy status values become continue/finish; swiper flag; credits only', async () => {
    const a = await create({ status: 'manga', type: 'manhua' });
    expect(a).toMatchObject({ status: 'continue', type: 'manhua', active_show_on_swiper: 'false', session: [] });
    const b = await create({ status: 'manhua' });
    expect(b.status).toBe('finish');
    expect((await call('PATCH', `/api/manga/${a._id}`, { status: 'anime' })).status).toBe('finish');
    expect((await call('PATCH', `/api/manga/${a._id}`, { active_show_on_swiper: true })).active_show_on_swiper).toBe(
      'true',
    );
    const staff = await t().createUser({ is_translator: true });
    const credited = await call('PATCH', `/api/manga/${a._id}`, {
      translator_id: [staff.row.id],
      designer_id: [staff.row.id],
      technique_id: [],
    });
    expect((credited.translator_id as { _id: string }[]).map((x) => x._id)).toEqual([staff.row.id]);
    const profile = (await t().get(`/api/users/${staff.row.id}`)).json() as {
      data: { user: { associatedWorks: { manga: { translator: { manga_id: number }[] } } } };
    };
    expect(profile.data.user.associatedWorks.manga.translator.map((w) => w.manga_id)).toEqual([a.manga_id]);
    const bad = await t().request(
      'PATCH',
      `/api/manga/${a._id}`,
      { designer_id: ['0123456789abcdef01234567'] },
      { token: await owner() },
    );
    expect(bad.statusCode).toBe(400);
    expect((bad.json() as { message: string }).message).toContain('«دیزاینەرەکان»');
  });

  it('sessions and chapters: add, rename/detail, 409 duplicates, delete; ordered numerically', async () => {
    const m = await create();
    const s1 = await call('POST', `/api/manga/${m._id}/session`, { name_session: 1, detail: 'بەرگی یەکەم' }, 201);
    expect(s1.session).toEqual([{ _id: expect.any(String), name_session: 1, detail: 'بەرگی یەکەم', chapter: [] }]);
    expect(
      (await t().post(`/api/manga/${m._id}/session`, { name_session: 1 }, { token: await owner() })).statusCode,
    ).toBe(409);
    const sessionId = s1.session[0]!._id;
    const C = `/api/manga/${m._id}/session/${sessionId}/chapter`;
    for (const name of ['10', '2', 'Extra', '2.5']) await call('POST', C, { name_chapter: name }, 201);
    const withDetail = await call('POST', C, { name_chapter: '1', detail: 'سەرەتا' }, 201);
    expect(withDetail.session[0]!.chapter.map((c) => c.name_chapter)).toEqual(['1', '2', '2.5', '10', 'Extra']);
    expect((await t().post(C, { name_chapter: ' 2 ' }, { token: await owner() })).statusCode).toBe(409);

    const extra = withDetail.session[0]!.chapter[4]!;
    const renamed = await call('PATCH', `${C}/${extra._id}`, { name_chapter: '11', detail: 'دوایین' });
    expect(renamed.session[0]!.chapter.map((c) => c.name_chapter)).toEqual(['1', '2', '2.5', '10', '11']);
    expect(renamed.session[0]!.chapter[4]!.detail).toBe('دوایین');
    const session = await call('PATCH', `/api/manga/${m._id}/session/${sessionId}`, { name_session: 2 });
    expect(session.session[0]!.name_session).toBe(2);

    const lessOne = await call('DELETE', `${C}/${extra._id}`);
    expect(lessOne.session[0]!.chapter).toHaveLength(4);
    expect((await t().request('DELETE', `${C}/${extra._id}`, undefined, { token: await owner() })).statusCode).toBe(
      404,
    );
    const noSession = await call('DELETE', `/api/manga/${m._id}/session/${sessionId}`);
    expect(noSession.session).toEqual([]);
  });

  it('DELETE answers the manga as it was and then 404', async () => {
    const m = await create();
    expect((await call('DELETE', `/api/manga/${m._id}`))._id).toBe(m._id);
    expect((await t().get(`/api/manga/${m._id}`, { token: await owner() })).statusCode).toBe(404);
  });
});
