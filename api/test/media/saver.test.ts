import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { pageFiles } from '../../bench/lib/pages.ts';
import { backfillSaver, type BackfillProgress } from '../../src/media/backfill.ts';
import { checkMedia } from '../../src/media/check.ts';
import { variantPath } from '../../src/media/keys.ts';
import { forEachDatabase, useTestApp, type TestApp } from '../helpers/app.ts';
import { expectConsistent, image, listStore, makeChapter, makeWork, upload } from './helpers.ts';

interface Page {
  _id: string;
  path_photo: string;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The data saver's page variant: made on upload, served at ?quality=saver, backfilled for older pages. */
forEachDatabase((kind) => {
  describe("the data saver's page picture", () => {
    const t = useTestApp(kind);

    async function uploadPages(tt: TestApp, files: Buffer[]): Promise<{ pages: Page[]; base: string }> {
      const { token } = await tt.createUser({ is_admin: true });
      const manga = await makeWork(tt, 'manga');
      const { sessionId, chapterId } = await makeChapter(tt, manga);
      const base = `/api/manga/${manga}/session/${sessionId}/chapter/${chapterId}`;
      const res = await upload(tt, {
        url: `${base}/upload`,
        token,
        parts: files.map((data, i) => ({ field: 'photo_path_array', filename: `${i + 1}.jpg`, data })),
      });
      expect(res.statusCode, res.body).toBe(200);
      const sessions = res.json().data.manga.session as { chapter: { _id: string; photo_path_array: Page[] }[] }[];
      const chapter = sessions.flatMap((s) => s.chapter).find((c) => c._id === chapterId);
      return { pages: chapter?.photo_path_array ?? [], base };
    }
    const get = (url: string) => t().request('GET', url, undefined, { apiKey: false });
    const keyOf = (page: Page) => page.path_photo.slice('/media/'.length);

    it('is made on upload: 800 px wide, same shape, a scan page under 60 KB, served immutable', async () => {
      const [scanFile] = await pageFiles(1);
      const scan = readFileSync(scanFile as string);
      const { pages } = await uploadPages(t(), [scan, await image('jpeg', 600, 900)]);
      const [big, small] = pages as [Page, Page];

      const saver = await get(`${big.path_photo}?quality=saver`);
      expect(saver.statusCode).toBe(200);
      expect(saver.headers['content-type']).toBe('image/webp');
      expect(saver.headers['cache-control']).toBe(IMMUTABLE);
      const meta = await sharp(saver.rawPayload).metadata();
      expect([meta.width, meta.height]).toEqual([800, 1164]); // 1100x1600 scaled
      expect(saver.rawPayload.length).toBeLessThan(60 * 1024);
      const high = await get(`${big.path_photo}?quality=high`);
      expect(high.rawPayload.length).toBeGreaterThan(3 * saver.rawPayload.length);

      // never upscaled
      const smallSaver = await sharp((await get(`${small.path_photo}?quality=saver`)).rawPayload).metadata();
      expect([smallSaver.width, smallSaver.height]).toEqual([600, 900]);
      await expectConsistent(t());
    });

    it('older pages get the high picture meanwhile; the backfill makes theirs, stops when told and resumes', async () => {
      const files = await Promise.all([1, 2, 3, 4, 5].map((n) => image('jpeg', 1000 + n, 1500, 40 * n)));
      const { pages } = await uploadPages(t(), files);
      // pages stored before the variant existed: no saver file
      const mediaDir = t().config.mediaDir;
      for (const page of pages) rmSync(join(mediaDir, variantPath(keyOf(page), 'saver')));
      // the app (and its store) is shared by the tests of this file: counts are taken from here
      const before = await checkMedia(t().db.kysely, t().app.media.storage);
      expect(before.pagesWithoutSaver).toBe(5);

      const first = pages[0] as Page;
      const standIn = await get(`${first.path_photo}?quality=saver`);
      const high = await get(`${first.path_photo}?quality=high`);
      expect(standIn.statusCode).toBe(200);
      expect(standIn.rawPayload.equals(high.rawPayload)).toBe(true);
      expect(standIn.headers['cache-control']).toBe('public, max-age=3600');

      // stopped after the first page: the pages in hand finish, nothing half-written stays behind
      const stop = new AbortController();
      const seen: BackfillProgress[] = [];
      const stopped = await backfillSaver(t().db.kysely, t().app.media.storage, {
        concurrency: 1,
        signal: stop.signal,
        onProgress: (p) => {
          seen.push({ ...p });
          if (p.made === 1) stop.abort();
        },
      });
      expect(stopped.stopped).toBe(true);
      expect(stopped.made).toBe(1);
      expect(seen[0]).toMatchObject({ made: 0, hadOne: stopped.total - 5 });
      expect(listStore(mediaDir).staging).toEqual([]);

      const resumed = await backfillSaver(t().db.kysely, t().app.media.storage, { concurrency: 2 });
      expect(resumed).toMatchObject({ stopped: false, hadOne: stopped.total - 4, made: 4, failed: 0 });
      const again = await backfillSaver(t().db.kysely, t().app.media.storage, { concurrency: 2 });
      expect(again).toMatchObject({ hadOne: stopped.total, made: 0 });

      for (const page of pages) {
        const saver = await get(`${page.path_photo}?quality=saver`);
        expect(saver.headers['cache-control']).toBe(IMMUTABLE);
        expect((await sharp(saver.rawPayload).metadata()).width).toBe(800);
      }
      expect((await checkMedia(t().db.kysely, t().app.media.storage)).pagesWithoutSaver).toBe(0);
      await expectConsistent(t());
    });

    it('a page whose high picture is unreadable is reported and skipped, the others are made', async () => {
      const { pages } = await uploadPages(t(), [await image('jpeg', 900, 1300), await image('jpeg', 901, 1300)]);
      const mediaDir = t().config.mediaDir;
      for (const page of pages) rmSync(join(mediaDir, variantPath(keyOf(page), 'saver')));
      const broken = keyOf(pages[0] as Page);
      rmSync(join(mediaDir, variantPath(broken, 'high')));
      const failures: string[] = [];
      const result = await backfillSaver(t().db.kysely, t().app.media.storage, {
        concurrency: 1,
        onFailure: (key) => failures.push(key),
      });
      expect(failures).toEqual([broken]);
      expect(result).toMatchObject({ made: 1, failed: 1 });
    });
  });
});
