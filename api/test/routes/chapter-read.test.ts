import { expect, it } from 'vitest';
import { newId } from '../../src/db/ids.ts';
import { largestPaintImages } from '../../src/web/lcp.ts';
import { forEachDatabase, OWNER, useTestApp } from '../helpers/app.ts';
import { mangaBody, published } from '../helpers/fixtures.ts';

interface ChapterRead {
  manga: {
    _id: string;
    manga_id: number;
    type: string;
    en: string;
    ku: string;
    poster: { low: string };
    translator_id: { _id: string; name: string }[];
  };
  session: { _id: string; name_session: number };
  chapter: { _id: string; name_chapter: string; detail: string; date: string; publish_at?: number | null };
  pages: { _id: string; path_photo: string; photoPathNum: number; width: number; height: number }[];
  chapters: { _id: string; name_chapter: string; detail: string; pages: number }[];
  previous: { name_session: number; name_chapter: string } | null;
  next: { name_session: number; name_chapter: string } | null;
}
type One = { data: { manga: { _id: string; manga_id: number; session: { _id: string; name_session: number }[] } } };

forEachDatabase((kind) => {
  const t = useTestApp(kind, { seed: 'owner' });
  let token = '';
  const owner = async () => (token ||= await t().login(OWNER.email, OWNER.password));
  const write = async (method: 'POST' | 'PATCH', url: string, body: unknown) => {
    const res = await t().request(method, url, body, { token: await owner() });
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
    return (res.json() as One).data.manga;
  };
  /** Pages are rows with a stored size; the pictures themselves are not read by this call. */
  const addPages = async (chapterId: string, sizes: [number, number][]) => {
    await t()
      .db.kysely.insertInto('pages')
      .values(
        sizes.map(([width, height], i) => ({
          id: newId(),
          chapter_id: chapterId,
          // inserted out of order: the answer must follow position, not insertion
          position: sizes.length - i,
          image_key: `pages/${chapterId}/${sizes.length - i}`,
          width,
          height,
          created_at: Date.now(),
        })),
      )
      .execute();
  };

  /** A manhua with session 1 (chapters 1, 2, 2.5) and session 2 (chapter 3); session 3 empty. */
  let number = 0;
  const setup = async () => {
    if (number) return number;
    const m = await write('POST', '/api/manga', mangaBody({ type: 'manhua', en: 'Reader Test', ku: 'تاقیکردنەوە' }));
    for (const n of [1, 2, 3]) await write('POST', `/api/manga/${m._id}/session`, { name_session: n });
    const withSessions = (await t().get(`/api/manga/${m._id}`, { token: await owner() })).json() as One;
    const [s1, s2] = withSessions.data.manga.session;
    for (const name of ['2.5', '1', '2'])
      await write('POST', `/api/manga/${m._id}/session/${s1!._id}/chapter`, {
        name_chapter: name,
        detail: `بەش ${name}`,
        ...published,
      });
    await write('POST', `/api/manga/${m._id}/session/${s2!._id}/chapter`, { name_chapter: '3', ...published });
    const chapters = await t().db.kysely.selectFrom('chapters').select(['id', 'name']).execute();
    const byName = new Map(chapters.map((c) => [c.name, c.id]));
    await addPages(byName.get('1')!, [
      [800, 1160],
      [800, 1200],
      [720, 2400],
    ]);
    number = m.manga_id;
    return number;
  };
  const read = async (session: number | string, chapter: string) => {
    const n = await setup();
    return t().get(`/api/manga/${n}/number/session/${session}/chapter/${encodeURIComponent(chapter)}`);
  };

  it('answers one chapter with its pages in order (sizes included), the work and the session’s chapters', async () => {
    const res = await read(1, '1');
    expect(res.statusCode, res.body).toBe(200);
    const c = (res.json() as { data: { chapter: ChapterRead } }).data.chapter;
    expect(c.manga).toMatchObject({ manga_id: number, type: 'manhua', en: 'Reader Test', ku: 'تاقیکردنەوە' });
    expect(c.session.name_session).toBe(1);
    expect(c.chapter).toMatchObject({ name_chapter: '1', detail: 'بەش 1' });
    expect(c.pages.map((p) => p.photoPathNum)).toEqual([1, 2, 3]);
    expect(c.pages.map((p) => [p.width, p.height])).toEqual([
      [720, 2400],
      [800, 1200],
      [800, 1160],
    ]);
    expect(c.pages[0]!.path_photo).toMatch(/^\/media\/pages\/[0-9a-f]{24}\/1$/);
    expect(c.chapters.map((x) => [x.name_chapter, x.pages])).toEqual([
      ['1', 3],
      ['2', 0],
      ['2.5', 0],
    ]);
    expect(c.previous).toBeNull();
    expect(c.next).toEqual({ name_session: 1, name_chapter: '2' });
  });

  it('links previous and next across sessions, skipping a session without chapters', async () => {
    const last = (await read(1, '2.5')).json() as { data: { chapter: ChapterRead } };
    expect(last.data.chapter.next).toEqual({ name_session: 2, name_chapter: '3' });
    const first = (await read(2, '3')).json() as { data: { chapter: ChapterRead } };
    expect(first.data.chapter.previous).toEqual({ name_session: 1, name_chapter: '2.5' });
    // session 3 has no chapters: chapter 3 is the very last
    expect(first.data.chapter.next).toBeNull();
    expect(first.data.chapter.chapters.map((x) => x.name_chapter)).toEqual(['3']);
  });

  it('is a public, cached answer: ETag, Cache-Control, 304 on a match', async () => {
    const res = await read(1, '1');
    expect(res.headers['cache-control']).toMatch(/^public, max-age=\d+/);
    const again = await t().get(`/api/manga/${number}/number/session/1/chapter/1`, {
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('answers 404 with a Sorani message for an unknown manga, session or chapter', async () => {
    const n = await setup();
    const cases: [string, string][] = [
      [`/api/manga/999999/number/session/1/chapter/1`, 'ئەم بەرهەمە نەدۆزرایەوە.'],
      [`/api/manga/0/number/session/1/chapter/1`, 'ئەم بەرهەمە نەدۆزرایەوە.'],
      [`/api/manga/${n}/number/session/9/chapter/1`, 'ئەم وەرزە نەدۆزرایەوە.'],
      [`/api/manga/${n}/number/session/abc/chapter/1`, 'ئەم وەرزە نەدۆزرایەوە.'],
      [`/api/manga/${n}/number/session/1/chapter/99`, 'ئەم بەشە نەدۆزرایەوە.'],
      [`/api/manga/${n}/number/session/2/chapter/1`, 'ئەم بەشە نەدۆزرایەوە.'],
    ];
    for (const [url, message] of cases) {
      const res = await t().get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({ message });
    }
  });

  it("the first HTML of a chapter asks for its first page's picture at once; an unknown chapter for nothing", async () => {
    const n = await setup();
    const [first] = ((await read(1, '1')).json() as { data: { chapter: ChapterRead } }).data.chapter.pages;
    expect(await largestPaintImages(`/manga/${n}/session/1/chapter/1`, '', t().app.repos)).toEqual([
      `${first!.path_photo}?quality=high`,
    ]);
    expect(await largestPaintImages(`/manga/${n}/session/1/chapter/99`, '', t().app.repos)).toEqual([]);
  });

  it("carries the chapter's date and the work's translators for the chapter's end", async () => {
    const n = await setup();
    const { data } = (await t().get(`/api/manga/${n}/number`)).json() as One;
    const [first, second] = [
      await t().createUser({ is_translator: true }),
      await t().createUser({ is_translator: true }),
    ];
    await write('PATCH', `/api/manga/${data.manga._id}`, { translator_id: [second.row.id, first.row.id] });
    const released = Date.UTC(2024, 2, 9, 23, 30);
    await t().db.kysely.updateTable('chapters').set({ publish_at: released }).where('name', '=', '2').execute();
    const c = ((await read(1, '2')).json() as { data: { chapter: ChapterRead } }).data.chapter;
    expect(c.chapter.date).toBe('2024-03-09');
    // the public is not told the release time itself, only the day
    expect(c.chapter.publish_at).toBeUndefined();
    expect(c.manga.translator_id.map((x) => x._id)).toEqual([second.row.id, first.row.id]);
    expect(c.manga.translator_id[0]!.name).toBe(second.row.name);

    // a draft, seen by staff, has no release time yet: the day it was added
    const added = Date.UTC(2023, 11, 31, 12);
    await t()
      .db.kysely.updateTable('chapters')
      .set({ publish_at: null, created_at: added })
      .where('name', '=', '2')
      .execute();
    const draft = await t().get(`/api/manga/${n}/number/session/1/chapter/2`, { token: await owner() });
    expect(draft.statusCode, draft.body).toBe(200);
    const d = (draft.json() as { data: { chapter: ChapterRead } }).data.chapter.chapter;
    expect(d).toMatchObject({ date: '2023-12-31', publish_at: null });
    await t().db.kysely.updateTable('chapters').set({ publish_at: released }).where('name', '=', '2').execute();
    await write('PATCH', `/api/manga/${data.manga._id}`, { translator_id: [] });
  });

  it('hides the chapters of a hidden work from the public', async () => {
    const n = await setup();
    const { data } = (await t().get(`/api/manga/${n}/number`)).json() as One;
    await write('PATCH', `/api/manga/${data.manga._id}`, { active_show: 'false' });
    const res = await t().get(`/api/manga/${n}/number/session/1/chapter/1`);
    expect(res.statusCode).toBe(404);
    const staff = await t().get(`/api/manga/${n}/number/session/1/chapter/1`, { token: await owner() });
    expect(staff.statusCode).toBe(200);
    expect(staff.headers['cache-control']).toBe('private, no-cache');
    await write('PATCH', `/api/manga/${data.manga._id}`, { active_show: 'true' });
  });
});
