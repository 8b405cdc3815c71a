import { describe, expect, it } from 'vitest';
import { forEachDatabase, useTestApp, type TestApp } from '../helpers/app.ts';
import { expectConsistent, image, makeChapter, makeWork, upload } from './helpers.ts';

interface Page {
  _id: string;
  photoPathNum: number;
  width: number;
}
type MangaBody = { data: { manga: { session: { chapter: { _id: string; photo_path_array: Page[] }[] }[] } } };

const pagesOf = (body: MangaBody, chapterId: string): Page[] =>
  body.data.manga.session.flatMap((s) => s.chapter).find((c) => c._id === chapterId)!.photo_path_array;

forEachDatabase((kind) => {
  describe('deleting several pages of a chapter at once', () => {
    const t = useTestApp(kind);
    let token = '';
    /** A chapter of `count` pages, page n being 100 + n pixels wide (so the order reads back from the widths). */
    const chapterOf = async (tt: TestApp, count: number) => {
      if (!token) token = (await tt.createUser({ is_admin: true })).token;
      const manga = await makeWork(tt, 'manga');
      const { sessionId, chapterId } = await makeChapter(tt, manga);
      const base = `/api/manga/${manga}/session/${sessionId}/chapter/${chapterId}`;
      const parts = await Promise.all(
        Array.from({ length: count }, async (_, i) => ({
          field: 'photo_path_array',
          filename: `${i + 1}.jpg`,
          data: await image('jpeg', 101 + i, 300),
        })),
      );
      const res = await upload(tt, { url: `${base}/upload`, token, parts });
      expect(res.statusCode, res.body).toBe(200);
      return { base, chapterId, pages: pagesOf(res.json(), chapterId) };
    };
    const widths = (pages: Page[]) => pages.map((p) => p.width);

    it('deletes the named pages in one go, renumbers the rest, and each comes back from the trash at its place', async () => {
      const { base, chapterId, pages } = await chapterOf(t(), 5);
      const [, p2, , p4] = pages as [Page, Page, Page, Page, Page];
      const res = await t().post(`${base}/pages/delete`, { pages: [p4._id, p2._id] }, { token });
      expect(res.statusCode, res.body).toBe(200);
      const after = pagesOf(res.json(), chapterId);
      expect(widths(after)).toEqual([101, 103, 105]);
      expect(after.map((p) => p.photoPathNum)).toEqual([1, 2, 3]);
      await expectConsistent(t());

      const trash = await t().request('GET', '/api/trash?kind=page&limit=100', undefined, { token });
      const items = (trash.json() as { data: { pagination_info: { results: { _id: string; item_id: string }[] } } })
        .data.pagination_info.results;
      const itemOf = (page: Page) => items.find((i) => i.item_id === page._id)!._id;
      // from the first page on, as the trash screen lists a chapter's pages
      for (const page of [p2, p4]) {
        const restored = await t().post(`/api/trash/${itemOf(page)}/restore`, {}, { token });
        expect(restored.statusCode, restored.body).toBe(200);
      }
      const back = await t().request('GET', base.split('/session')[0]!, undefined, { token });
      expect(widths(pagesOf(back.json(), chapterId))).toEqual([101, 102, 103, 104, 105]);
      await expectConsistent(t());
    });

    it('all or nothing: a page of another chapter (404) or a page named twice (400) deletes none', async () => {
      const one = await chapterOf(t(), 3);
      const two = await chapterOf(t(), 2);
      const mixed = await t().post(
        `${one.base}/pages/delete`,
        { pages: [one.pages[0]!._id, two.pages[0]!._id] },
        { token },
      );
      expect(mixed.statusCode, mixed.body).toBe(404);
      expect((mixed.json() as { message: string }).message).toMatch(/[\u0600-\u06FF]/);
      const twice = await t().post(
        `${one.base}/pages/delete`,
        { pages: [one.pages[1]!._id, one.pages[1]!._id] },
        { token },
      );
      expect(twice.statusCode, twice.body).toBe(400);
      const none = await t().post(`${one.base}/pages/delete`, { pages: [] }, { token });
      expect(none.statusCode).toBe(400);
      const manga = await t().request('GET', one.base.split('/session')[0]!, undefined, { token });
      expect(widths(pagesOf(manga.json(), one.chapterId))).toEqual([101, 102, 103]);
      await expectConsistent(t());
    });

    it('needs the permission of a single delete', async () => {
      const { base, pages } = await chapterOf(t(), 2);
      const translator = await t().createUser({ is_translator: true });
      const res = await t().post(`${base}/pages/delete`, { pages: [pages[0]!._id] }, { token: translator.token });
      expect(res.statusCode).toBe(403);
      const anonymous = await t().post(`${base}/pages/delete`, { pages: [pages[0]!._id] }, { apiKey: false });
      expect(anonymous.statusCode).toBe(401);
    });
  });
});
