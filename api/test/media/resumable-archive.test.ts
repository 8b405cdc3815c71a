import { describe, expect, it } from 'vitest';
import { forEachDatabase, useTestApp, type TestApp } from '../helpers/app.ts';
import { expectConsistent, image, multipart, uploadChapter, zip } from './helpers.ts';

/**
 * One .zip/.cbz sent with the client's key (Idempotency-Key): its pages are stored once, each with the key, so
 * a retry after a lost answer, or two racing copies, add nothing; the keys list names the archive once.
 */

type Answer = {
  data: {
    manga: { session: { chapter: { _id: string; photo_path_array: { width: number }[] }[] }[] };
    replayed?: boolean;
    skipped?: string[];
    keys?: Array<{ key: string; rank: number | null }>;
  };
};

const ARCHIVE_KEY = 'archive-key-0000000001';

forEachDatabase((kind) => {
  describe('resumable archive uploads', () => {
    const t = useTestApp(kind);
    let token = '';
    const setup = async (tt: TestApp) => {
      if (!token) token = (await tt.createUser({ is_admin: true })).token;
      return uploadChapter(tt);
    };
    /** Three pages of widths 201–203 named out of order, and a note that is not a picture. */
    const archive = async () =>
      zip([
        { name: '10.jpg', data: await image('jpeg', 203, 300) },
        { name: '2.jpg', data: await image('jpeg', 202, 300) },
        { name: '1.jpg', data: await image('jpeg', 201, 300) },
        { name: 'readme.txt', data: 'سوپاس' },
      ]);
    const send = (base: string, data: Buffer, key: string, extra: Record<string, string> = {}) => {
      const { payload, headers } = multipart([{ field: 'photo_path_array', filename: 'chapter.cbz', data }]);
      return t().request('POST', `${base}/upload`, payload, {
        token,
        headers: { ...headers, 'idempotency-key': key, ...extra },
      });
    };
    const pagesNow = (chapterId: string) =>
      t()
        .db.kysely.selectFrom('pages')
        .select(['width', 'upload_key'])
        .where('chapter_id', '=', chapterId)
        .orderBy('position')
        .execute();

    it('stores the archive once: the same key again stores nothing and answers replayed', async () => {
      const { chapterId, base } = await setup(t());
      const data = await archive();
      const first = await send(base, data, ARCHIVE_KEY);
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json<Answer>().data.replayed).toBe(false);
      expect(first.json<Answer>().data.skipped).toEqual(['readme.txt']);
      const again = await send(base, data, ARCHIVE_KEY);
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json<Answer>().data.replayed).toBe(true);
      const pages = await pagesNow(chapterId);
      expect(pages.map((p) => p.width)).toEqual([201, 202, 203]);
      expect(pages.every((p) => p.upload_key === ARCHIVE_KEY)).toBe(true);
      await expectConsistent(t());
    });

    it('two copies of one archive racing store its pages once, and no file of the other is left', async () => {
      const { chapterId, base } = await setup(t());
      const data = await archive();
      const answers = await Promise.all([send(base, data, ARCHIVE_KEY), send(base, data, ARCHIVE_KEY)]);
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
      expect(answers.map((a) => a.json<Answer>().data.replayed).sort()).toEqual([false, true]);
      expect((await pagesNow(chapterId)).map((p) => p.width)).toEqual([201, 202, 203]);
      // the loser's pictures were decoded and placed, then removed: the store holds only what rows name
      await expectConsistent(t());
    });

    it('the keys list names an archive once, beside the pictures sent one by one', async () => {
      const { base } = await setup(t());
      const picture = multipart([
        { field: 'photo_path_array', filename: '0.jpg', data: await image('jpeg', 200, 300) },
      ]);
      const one = await t().request('POST', `${base}/upload`, picture.payload, {
        token,
        headers: { ...picture.headers, 'idempotency-key': 'picture-key-000000001', 'upload-rank': '0' },
      });
      expect(one.statusCode, one.body).toBe(200);
      expect((await send(base, await archive(), ARCHIVE_KEY)).statusCode).toBe(200);
      const res = await t().get(`${base}/upload/keys`, { token });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<Answer>().data.keys).toEqual([
        { key: 'picture-key-000000001', rank: 0 },
        { key: ARCHIVE_KEY, rank: null },
      ]);
    });

    it('an archive without a key is stored each time it is sent, as before', async () => {
      const { chapterId, base } = await setup(t());
      const data = await archive();
      for (let i = 0; i < 2; i++) {
        const { payload, headers } = multipart([{ field: 'photo_path_array', filename: 'chapter.cbz', data }]);
        const res = await t().request('POST', `${base}/upload`, payload, { token, headers });
        expect(res.statusCode, res.body).toBe(200);
      }
      expect(await pagesNow(chapterId)).toHaveLength(6);
      await expectConsistent(t());
    });
  });
});
