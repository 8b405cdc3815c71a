import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { forEachDatabase, useTestApp, type TestApp } from '../helpers/app.ts';
import { expectConsistent, image, listStore, makeWork, upload, uploadChapter } from './helpers.ts';

interface Page {
  _id: string;
  path_photo: string;
  photoPathNum: number;
  width: number;
  height: number;
}

function pagesOf(
  body: { data: { manga: { session: { _id: string; chapter: { _id: string; photo_path_array: Page[] }[] }[] } } },
  chapterId: string,
): Page[] {
  for (const session of body.data.manga.session) {
    const chapter = session.chapter.find((c) => c._id === chapterId);
    if (chapter) return chapter.photo_path_array;
  }
  throw new Error('chapter not in the answer');
}

/** Each test page is a different size, so the order can be read back from width/height. */
const pageOfSize = (width: number) => image('jpeg', width, 300);

forEachDatabase((kind) => {
  describe('chapter pages', () => {
    const t = useTestApp(kind);
    let token = '';
    const setup = async (tt: TestApp) => {
      if (!token) token = (await tt.createUser({ is_admin: true })).token;
      return uploadChapter(tt);
    };

    it('appends in natural file-name order (2 before 10), after the pages already there', async () => {
      const { chapterId, base } = await setup(t());
      const names = ['10.jpg', '2.jpg', 'page-1.jpg', '1.jpg', 'page-11.png', 'page-3.webp'];
      const widths: Record<string, number> = {
        '1.jpg': 101,
        '2.jpg': 102,
        '10.jpg': 110,
        'page-1.jpg': 121,
        'page-3.webp': 123,
        'page-11.png': 131,
      };
      const parts = await Promise.all(
        names.map(async (filename) => ({
          field: 'photo_path_array',
          filename,
          data: filename.endsWith('.png')
            ? await image('png', widths[filename] as number, 300)
            : filename.endsWith('.webp')
              ? await image('webp', widths[filename] as number, 300)
              : await pageOfSize(widths[filename] as number),
        })),
      );
      const res = await upload(t(), { url: `${base}/upload`, token, parts });
      expect(res.statusCode, res.body).toBe(200);
      const pages = pagesOf(res.json(), chapterId);
      expect(pages.map((p) => p.width)).toEqual([101, 102, 110, 121, 123, 131]);
      expect(pages.map((p) => p.photoPathNum)).toEqual([1, 2, 3, 4, 5, 6]);
      for (const p of pages) {
        expect(p.path_photo).toMatch(new RegExp(`^/media/pages/${chapterId}/[0-9a-f]{16}$`));
        expect(p.height).toBe(300);
      }

      const more = await upload(t(), {
        url: `${base}/upload`,
        token,
        parts: [
          { field: 'photo_path_array', filename: '8.jpg', data: await pageOfSize(208) },
          { field: 'photo_path_array', filename: '7.jpg', data: await pageOfSize(207) },
        ],
      });
      expect(more.statusCode).toBe(200);
      const all = pagesOf(more.json(), chapterId);
      expect(all.map((p) => p.width)).toEqual([101, 102, 110, 121, 123, 131, 207, 208]);
      expect(all.map((p) => p.photoPathNum)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
      await expectConsistent(t());
    });

    it('serves each page at ?quality=low (tiny) and ?quality=high (the size it announced)', async () => {
      const { chapterId, base } = await setup(t());
      const res = await upload(t(), {
        url: `${base}/upload`,
        token,
        parts: [{ field: 'photo_path_array', filename: '1.jpg', data: await image('jpeg', 1100, 1600) }],
      });
      const [page] = pagesOf(res.json(), chapterId) as [Page];
      const high = await t().request('GET', `${page.path_photo}?quality=high`, undefined, { apiKey: false });
      expect(high.statusCode).toBe(200);
      expect(high.headers['content-type']).toBe('image/webp');
      const meta = await sharp(high.rawPayload).metadata();
      expect([meta.width, meta.height]).toEqual([page.width, page.height]);
      expect([page.width, page.height]).toEqual([1100, 1600]);
      const low = await t().request('GET', `${page.path_photo}?quality=low`, undefined, { apiKey: false });
      expect(low.statusCode).toBe(200);
      expect(low.rawPayload.length).toBeLessThan(3 * 1024);
      const lowMeta = await sharp(low.rawPayload).metadata();
      expect(lowMeta.width).toBeLessThan(120);
      // same aspect ratio, within rounding
      expect(Math.abs((lowMeta.height as number) / (lowMeta.width as number) - 1600 / 1100)).toBeLessThan(0.05);
    });

    it('reorders pages by _id; refuses an order that is not a permutation', async () => {
      const { chapterId, base } = await setup(t());
      const res = await upload(t(), {
        url: `${base}/upload`,
        token,
        parts: [1, 2, 3].map((n) => ({ field: 'photo_path_array', filename: `${n}.jpg`, data: Buffer.alloc(0) })),
      });
      expect(res.statusCode).toBe(400); // empty files: nothing stored
      const ok = await upload(t(), {
        url: `${base}/upload`,
        token,
        parts: await Promise.all(
          [1, 2, 3].map(async (n) => ({
            field: 'photo_path_array',
            filename: `${n}.jpg`,
            data: await pageOfSize(100 + n),
          })),
        ),
      });
      const [a, b, c] = pagesOf(ok.json(), chapterId) as [Page, Page, Page];

      const reordered = await t().post(`${base}/reorder`, { order: [c._id, a._id, b._id] }, { token });
      expect(reordered.statusCode, reordered.body).toBe(200);
      const after = pagesOf(reordered.json(), chapterId);
      expect(after.map((p) => p._id)).toEqual([c._id, a._id, b._id]);
      expect(after.map((p) => p.photoPathNum)).toEqual([1, 2, 3]);
      expect(after.map((p) => p.path_photo)).toEqual([c.path_photo, a.path_photo, b.path_photo]);

      for (const order of [
        [c._id, a._id],
        [c._id, a._id, b._id, b._id],
        [c._id, a._id, a._id],
        [c._id, a._id, '0123456789abcdef01234567'],
      ]) {
        const bad = await t().post(`${base}/reorder`, { order }, { token });
        expect(bad.statusCode, JSON.stringify(order)).toBe(400);
        expect(bad.json().message).toContain('ڕیزی نوێی پەڕەکان');
      }
      const missingBody = await t().post(`${base}/reorder`, {}, { token });
      expect(missingBody.statusCode).toBe(400);
    });

    it('deletes one page to the trash, its files go with the purge; the pages after it move up', async () => {
      const { chapterId, base } = await setup(t());
      const ok = await upload(t(), {
        url: `${base}/upload`,
        token,
        parts: await Promise.all(
          [1, 2, 3, 4].map(async (n) => ({
            field: 'photo_path_array',
            filename: `${n}.jpg`,
            data: await pageOfSize(100 + n),
          })),
        ),
      });
      const [p1, p2, p3, p4] = pagesOf(ok.json(), chapterId) as [Page, Page, Page, Page];
      const res = await t().request('DELETE', `${base}/page/${p2._id}`, undefined, { token });
      expect(res.statusCode, res.body).toBe(200);
      const after = pagesOf(res.json(), chapterId);
      expect(after.map((p) => p._id)).toEqual([p1._id, p3._id, p4._id]);
      expect(after.map((p) => p.photoPathNum)).toEqual([1, 2, 3]);
      // kept for a restore until the trash item is purged
      const kept = await t().request('GET', `${p2.path_photo}?quality=high`, undefined, { apiKey: false });
      expect(kept.statusCode).toBe(200);
      const purged = await t().request('DELETE', `/api/trash/${String(res.headers['x-trash-id'])}`, undefined, {
        token,
      });
      expect(purged.statusCode, purged.body).toBe(204);
      const gone = await t().request('GET', `${p2.path_photo}?quality=high`, undefined, { apiKey: false });
      expect(gone.statusCode).toBe(404);
      expect(listStore(t().config.mediaDir).files.filter((f) => f.startsWith(p2.path_photo.slice(7)))).toEqual([]);

      const again = await t().request('DELETE', `${base}/page/${p2._id}`, undefined, { token });
      expect(again.statusCode).toBe(404);
      // a later upload still appends after the last page
      const more = await upload(t(), {
        url: `${base}/upload`,
        token,
        parts: [{ field: 'photo_path_array', filename: '9.jpg', data: await pageOfSize(109) }],
      });
      expect(pagesOf(more.json(), chapterId).map((p) => [p.photoPathNum, p.width])).toEqual([
        [1, 101],
        [2, 103],
        [3, 104],
        [4, 109],
      ]);
      await expectConsistent(t());
    });

    it('two uploads to one chapter at once: both land, positions stay 1..n', async () => {
      const { chapterId, base } = await setup(t());
      const batch = async (offset: number) =>
        Promise.all(
          [1, 2, 3].map(async (n) => ({
            field: 'photo_path_array',
            filename: `${n}.jpg`,
            data: await pageOfSize(offset + n),
          })),
        );
      const [a, b] = await Promise.all([
        upload(t(), { url: `${base}/upload`, token, parts: await batch(100) }),
        upload(t(), { url: `${base}/upload`, token, parts: await batch(200) }),
      ]);
      expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
      const rows = await t()
        .db.kysely.selectFrom('pages')
        .select(['position', 'width'])
        .where('chapter_id', '=', chapterId)
        .orderBy('position')
        .execute();
      expect(rows.map((r) => r.position)).toEqual([1, 2, 3, 4, 5, 6]);
      // each batch stays together, in its own order
      const widths = rows.map((r) => r.width);
      expect([widths.slice(0, 3), widths.slice(3)].sort((x, y) => (x[0] as number) - (y[0] as number))).toEqual([
        [101, 102, 103],
        [201, 202, 203],
      ]);
      await expectConsistent(t());
    });

    it('404 for a chapter under another session or manga; roles from the permission table', async () => {
      const one = await setup(t());
      const two = await setup(t());
      const parts = [{ field: 'photo_path_array', filename: '1.jpg', data: await pageOfSize(100) }];
      const twoIds = two.base.split('/');
      const crossed = `/api/manga/${one.manga}/session/${twoIds[5]}/chapter/${twoIds[7]}/upload`;
      const res = await upload(t(), { url: crossed, token, parts });
      expect(res.statusCode).toBe(404);
      const movie = await makeWork(t(), 'movie');
      const notManga = await upload(t(), {
        url: `/api/manga/${movie}/session/${twoIds[5]}/chapter/${twoIds[7]}/upload`,
        token,
        parts,
      });
      expect(notManga.statusCode).toBe(404);

      const translator = await t().createUser({ is_translator: true });
      const refused = await upload(t(), { url: `${one.base}/upload`, token: translator.token, parts });
      expect(refused.statusCode).toBe(403);
      const reorder = await t().post(`${one.base}/reorder`, { order: [] }, { token: translator.token });
      expect(reorder.statusCode).toBe(403);
      const del = await t().request('DELETE', `${one.base}/page/0123456789abcdef01234567`, undefined, {
        token: translator.token,
      });
      expect(del.statusCode).toBe(403);
      await expectConsistent(t());
    });
  });
});
