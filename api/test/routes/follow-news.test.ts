import { FOLLOW_MAX, type FollowNewsItemT } from '@ckb/contract/follow';
import { describe, expect, it } from 'vitest';
import { forEachDatabase, useTestApp } from '../helpers/app.ts';

forEachDatabase((kind) => {
  describe(`GET /api/follow/news (${kind})`, () => {
    const t = useTestApp(kind, { seed: 'demo' });
    const db = () => t().db.kysely;
    const news = async (works: string) => {
      const res = await t().get(`/api/follow/news?works=${encodeURIComponent(works)}`);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { data: FollowNewsItemT[] }).data;
    };
    /** A visible manga's released chapters, newest first, as the database has them. */
    const chaptersOf = async (hidden = false) => {
      const rows = await db()
        .selectFrom('chapters')
        .innerJoin('manga_sessions as s', 's.id', 'chapters.session_id')
        .innerJoin('works as w', 'w.id', 's.work_id')
        .select([
          'chapters.id',
          'chapters.name',
          'chapters.publish_at',
          's.number as session',
          'w.number as manga',
          'w.id as work',
        ])
        .where('w.kind', '=', 'manga')
        .where('w.active_show', '=', !hidden)
        .where('chapters.publish_at', 'is not', null)
        .orderBy('chapters.publish_at', 'desc')
        // the api's order among parts released at once (the demo releases a manga's chapters together)
        .orderBy('s.number', 'desc')
        .orderBy('chapters.sort_key', 'desc')
        .execute();
      const manga = rows[0]!.manga;
      return rows.filter((r) => r.manga === manga);
    };

    it('answers every asked kind in one request, in the order asked; a film is its addition', async () => {
      const [series, film] = await Promise.all(
        (['series', 'movie'] as const).map((k) =>
          db()
            .selectFrom('works')
            .select(['number', 'created_at'])
            .where('kind', '=', k)
            .where('active_show', '=', true)
            .orderBy('number')
            .executeTakeFirstOrThrow(),
        ),
      );
      const chapters = await chaptersOf();
      const manga = chapters[0]!;
      const data = await news(`manga:${manga.manga},series:${series!.number},movie:${film!.number}`);
      expect(data.map((d) => d.work)).toEqual([
        `manga:${manga.manga}`,
        `series:${series!.number}`,
        `movie:${film!.number}`,
      ]);
      expect(data[0]).toEqual({
        work: `manga:${manga.manga}`,
        at: Number(manga.publish_at),
        season: manga.session,
        chapter: manga.name,
      });
      expect(data[1]).toMatchObject({ season: expect.any(Number), episode: expect.any(Number) });
      expect(data[2]).toEqual({ work: `movie:${film!.number}`, at: Number(film!.created_at) });
    });

    it('a draft or a scheduled chapter is not news; a hidden or unknown work is left out', async () => {
      const [newest, second] = await chaptersOf();
      await db().updateTable('chapters').set({ publish_at: null }).where('id', '=', newest!.id).execute();
      t().app.invalidation.publish();
      expect((await news(`manga:${newest!.manga}`))[0]).toMatchObject({
        chapter: second!.name,
        at: Number(second!.publish_at),
      });
      await db()
        .updateTable('chapters')
        .set({ publish_at: Date.now() + 86_400_000 })
        .where('id', '=', newest!.id)
        .execute();
      t().app.invalidation.publish();
      expect((await news(`manga:${newest!.manga}`))[0]).toMatchObject({ chapter: second!.name });

      const hidden = await chaptersOf(true);
      expect(hidden.length).toBeGreaterThan(0);
      expect(await news(`manga:${hidden[0]!.manga},manga:999999`)).toEqual([]);
    });

    it('refuses more than the cap, or an id that is no work, with a Sorani 400', async () => {
      const many = Array.from({ length: FOLLOW_MAX + 1 }, (_, i) => `manga:${i + 1}`).join(',');
      const res = await t().get(`/api/follow/news?works=${many}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/[٠-٩]+ بەرهەم/);
      const bad = await t().get('/api/follow/news?works=manga:1,drafts:2');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toContain('drafts:2');
      expect(
        (await t().get(`/api/follow/news?works=${many.split(',').slice(0, FOLLOW_MAX).join(',')}`)).statusCode,
      ).toBe(200);
    });

    it('is a cacheable public answer (ETag, 304)', async () => {
      const res = await t().get('/api/follow/news?works=manga:1,series:1');
      expect(res.headers['cache-control']).toMatch(/^public/);
      const again = await t().get('/api/follow/news?works=manga:1,series:1', {
        headers: { 'if-none-match': String(res.headers.etag) },
      });
      expect(again.statusCode).toBe(304);
    });
  });
});
