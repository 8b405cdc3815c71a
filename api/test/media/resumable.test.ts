import { describe, expect, it } from 'vitest';
import { forEachDatabase, useTestApp, type TestApp } from '../helpers/app.ts';
import { expectConsistent, image, multipart, uploadChapter } from './helpers.ts';

/**
 * One picture per request with the client's key (Idempotency-Key) and rank (Upload-Rank): a retry of a
 * stored key stores nothing, pages that arrive out of order take their chosen place, and the keys list
 * says what a reopened tab may skip.
 */

interface Page {
  width: number;
  photoPathNum: number;
}
type Answer = {
  data: {
    manga: { session: { chapter: { _id: string; photo_path_array: Page[] }[] }[] };
    replayed?: boolean;
    keys?: Array<{ key: string; rank: number | null }>;
  };
  message?: string;
};

const keyOf = (i: number) => `page-key-${String(i).padStart(8, '0')}`;

forEachDatabase((kind) => {
  describe('resumable page uploads', () => {
    const t = useTestApp(kind);
    let token = '';
    const setup = async (tt: TestApp) => {
      if (!token) token = (await tt.createUser({ is_admin: true })).token;
      return uploadChapter(tt);
    };
    /** Each page a different width, so order and duplicates can be read back from the widths. */
    const send = async (base: string, width: number, key: string, rank?: number, extra: Buffer[] = []) => {
      const data = await image('jpeg', width, 300);
      const { payload, headers } = multipart([
        { field: 'photo_path_array', filename: `${width}.jpg`, data },
        ...extra.map((d) => ({ field: 'photo_path_array', filename: 'more.jpg', data: d })),
      ]);
      return t().request('POST', `${base}/upload`, payload, {
        token,
        headers: { ...headers, 'idempotency-key': key, ...(rank === undefined ? {} : { 'upload-rank': String(rank) }) },
      });
    };
    const widths = (body: Answer, chapterId: string) =>
      body.data.manga.session
        .flatMap((s) => s.chapter.filter((c) => c._id === chapterId))[0]!
        .photo_path_array.map((p) => p.width);
    const pagesNow = async (chapterId: string) =>
      t()
        .db.kysely.selectFrom('pages')
        .select(['width', 'position', 'upload_key'])
        .where('chapter_id', '=', chapterId)
        .orderBy('position')
        .execute();

    it('stores a page once: the same key again stores nothing and answers replayed', async () => {
      const { chapterId, base } = await setup(t());
      const first = await send(base, 101, keyOf(1), 0);
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json<Answer>().data.replayed).toBe(false);
      const again = await send(base, 101, keyOf(1), 0);
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json<Answer>().data.replayed).toBe(true);
      expect(widths(again.json<Answer>(), chapterId)).toEqual([101]);
      expect(await pagesNow(chapterId)).toHaveLength(1);
      await expectConsistent(t());
    });

    it('puts pages that arrive out of order in the order of their ranks, after the pages already there', async () => {
      const { chapterId, base } = await setup(t());
      // a page from before (no rank) stays first
      expect((await send(base, 100, keyOf(100))).statusCode).toBe(200);
      for (const rank of [3, 0, 4, 2, 1]) {
        const res = await send(base, 110 + rank, keyOf(rank), rank);
        expect(res.statusCode, res.body).toBe(200);
      }
      const rows = await pagesNow(chapterId);
      expect(rows.map((r) => r.width)).toEqual([100, 110, 111, 112, 113, 114]);
      expect(rows.map((r) => Number(r.position))).toEqual([1, 2, 3, 4, 5, 6]);
      await expectConsistent(t());
    });

    it('two copies of one request racing store one page', async () => {
      const { chapterId, base } = await setup(t());
      const answers = await Promise.all([send(base, 120, keyOf(7), 7), send(base, 120, keyOf(7), 7)]);
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
      expect(answers.map((a) => a.json<Answer>().data.replayed).sort()).toEqual([false, true]);
      expect(await pagesNow(chapterId)).toHaveLength(1);
      await expectConsistent(t());
    });

    it('lists the stored keys with their ranks, in page order', async () => {
      const { base } = await setup(t());
      await send(base, 131, keyOf(31), 1);
      await send(base, 130, keyOf(30), 0);
      const res = await t().get(`${base}/upload/keys`, { token });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<Answer>().data.keys).toEqual([
        { key: keyOf(30), rank: 0 },
        { key: keyOf(31), rank: 1 },
      ]);
      const anonymous = await t().get(`${base}/upload/keys`);
      expect(anonymous.statusCode).toBe(401);
      const flagless = await t().createUser({});
      expect((await t().get(`${base}/upload/keys`, { token: flagless.token })).statusCode).toBe(403);
    });

    it('refuses a malformed key, and more than one file with a key, storing nothing', async () => {
      const { chapterId, base } = await setup(t());
      const bad = await send(base, 140, 'short', 0);
      expect(bad.statusCode).toBe(400);
      expect(bad.json<Answer>().message).toMatch(/[\u0600-\u06ff]/);
      const two = await send(base, 141, keyOf(41), 0, [await image('jpeg', 142, 300)]);
      expect(two.statusCode).toBe(400);
      expect(two.json<Answer>().message).toMatch(/[\u0600-\u06ff]/);
      expect(await pagesNow(chapterId)).toHaveLength(0);
      await expectConsistent(t());
    });
  });
});
