import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DEMO_IMAGES, readerDemoChapters } from '../../src/seed/images.ts';
import { seed } from '../../src/seed/index.ts';
import { forEachDatabase, useTestApp } from '../helpers/app.ts';
import { expectConsistent } from './helpers.ts';

forEachDatabase((kind) => {
  describe('demo pictures', () => {
    const t = useTestApp(kind, { seed: 'none' });

    it('gives every work, demo account and chapter its own images through the pipeline', async () => {
      const result = await seed(t().db, { ...t().config, seedDemo: true });
      expect(result.images).toBeDefined();
      const images = result.images!;
      const db = t().db.kysely;
      const works = await db.selectFrom('works').selectAll().execute();
      expect(works.length).toBeGreaterThan(50);
      expect(works.every((w) => w.poster_key && w.background_key && w.poster_width && w.background_height)).toBe(true);
      const staff = await db.selectFrom('users').selectAll().where('is_owner', '=', false).execute();
      expect(staff.every((u) => u.avatar_key && u.background_key)).toBe(true);
      const chapters = await db.selectFrom('chapters').select('id').execute();
      const pages = await db.selectFrom('pages').selectAll().execute();
      // the reader's demo: one 40-page manga chapter and one 120-page manhua strip, the rest 3 pages each
      const long = await readerDemoChapters(db);
      expect(long.manga).not.toBeNull();
      expect(long.manhua).not.toBeNull();
      const count = (id: string | null) => pages.filter((p) => p.chapter_id === id).length;
      expect(count(long.manga)).toBe(DEMO_IMAGES.longChapterPages);
      expect(count(long.manhua)).toBe(DEMO_IMAGES.stripChapterPages);
      const strip = pages.filter((p) => p.chapter_id === long.manhua).sort((a, b) => a.position - b.position);
      expect(strip.map((p) => p.position)).toEqual(Array.from({ length: 120 }, (_, i) => i + 1));
      expect(strip.every((p) => p.height > 2 * p.width)).toBe(true);
      expect(pages).toHaveLength(
        (chapters.length - 2) * DEMO_IMAGES.pagesPerChapter +
          DEMO_IMAGES.longChapterPages +
          DEMO_IMAGES.stripChapterPages,
      );
      expect(images.pages).toBe(pages.length);
      // every row owns its key, even where the pixels are the same
      const keys = [...works.flatMap((w) => [w.poster_key, w.background_key]), ...pages.map((p) => p.image_key)];
      expect(new Set(keys).size).toBe(keys.length);
      expect(images.rendered).toBeLessThan(40);
      await expectConsistent(t());

      // served like an upload: the page announces its size and the file has it
      const page = pages[0]!;
      const res = await t().request('GET', `/media/${page.image_key}?quality=high`, undefined, { apiKey: false });
      expect(res.statusCode).toBe(200);
      const meta = await sharp(res.rawPayload).metadata();
      expect([meta.width, meta.height]).toEqual([page.width, page.height]);

      // removing one work's files leaves the works that share its picture intact
      const [first, second] = works.filter((w, i) => i % DEMO_IMAGES.posterDesigns === 0);
      await db.updateTable('works').set({ poster_key: null }).where('id', '=', first!.id).execute();
      await t().app.media.removeKeys([first!.poster_key!]);
      expect(await t().app.media.storage.exists(first!.poster_key!, 'high')).toBe(false);
      expect(await t().app.media.storage.exists(second!.poster_key!, 'high')).toBe(true);
      await expectConsistent(t());
    });
  });
});
