import { describe, expect, it } from 'vitest';
import { forEachDatabase, useTestApp, type TestApp } from '../helpers/app.ts';
import { expectConsistent, image, listStore, makeChapter, makeWork, upload } from './helpers.ts';

/**
 * Deleting a chapter, season, work or account keeps its files while it is in the trash (a restore needs them);
 * purging the trash item removes them, through the real routes. The store and the rows agree at every step.
 */

async function poster(t: TestApp, token: string, path: string, id: string) {
  for (const slot of ['poster', 'background'] as const) {
    const res = await upload(t, {
      url: `/api/${path}/${id}/upload/${slot}`,
      token,
      parts: [{ field: slot, filename: `${slot}.jpg`, data: await image('jpeg', 200, 300) }],
    });
    expect(res.statusCode, res.body).toBe(200);
  }
}

async function pages(t: TestApp, token: string, manga: string, sessionId: string, chapterId: string, count = 2) {
  const res = await upload(t, {
    url: `/api/manga/${manga}/session/${sessionId}/chapter/${chapterId}/upload`,
    token,
    parts: await Promise.all(
      Array.from({ length: count }, async (_, i) => ({
        field: 'photo_path_array',
        filename: `${i + 1}.png`,
        data: await image('png', 150, 220, i * 40),
      })),
    ),
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** Purges the trash item a delete's answer names; answers nothing (asserts the 204). */
async function purge(t: TestApp, token: string, deleted: { headers: Record<string, unknown> }) {
  const id = deleted.headers['x-trash-id'];
  expect(typeof id).toBe('string');
  const res = await t.request('DELETE', `/api/trash/${String(id)}`, undefined, { token });
  expect(res.statusCode, res.body).toBe(204);
}

const filesOf = (t: TestApp, id: string) => listStore(t.config.mediaDir).files.filter((f) => f.includes(`/${id}/`));

forEachDatabase((kind) => {
  describe('deletes keep their files in the trash; a purge removes them', () => {
    const t = useTestApp(kind);

    it('chapter, season and manga', async () => {
      const { token } = await t().createUser({ is_owner: true });
      const manga = await makeWork(t(), 'manga');
      await poster(t(), token, 'manga', manga);
      const one = await makeChapter(t(), manga);
      const two = await makeChapter(t(), manga);
      await pages(t(), token, manga, one.sessionId, one.chapterId);
      await pages(t(), token, manga, two.sessionId, two.chapterId, 3);
      // a page has three files (high, low, saver), a poster two
      expect(filesOf(t(), one.chapterId)).toHaveLength(6);
      expect(filesOf(t(), two.chapterId)).toHaveLength(9);

      const chapter = await t().request(
        'DELETE',
        `/api/manga/${manga}/session/${one.sessionId}/chapter/${one.chapterId}`,
        undefined,
        { token },
      );
      expect(chapter.statusCode, chapter.body).toBe(200);
      expect(filesOf(t(), one.chapterId)).toHaveLength(6);
      await expectConsistent(t());
      await purge(t(), token, chapter);
      expect(filesOf(t(), one.chapterId)).toEqual([]);
      expect(filesOf(t(), two.chapterId)).toHaveLength(9);
      await expectConsistent(t());

      const season = await t().request('DELETE', `/api/manga/${manga}/session/${two.sessionId}`, undefined, { token });
      expect(season.statusCode, season.body).toBe(200);
      expect(filesOf(t(), two.chapterId)).toHaveLength(9);
      await expectConsistent(t());
      await purge(t(), token, season);
      expect(filesOf(t(), two.chapterId)).toEqual([]);
      await expectConsistent(t());

      const three = await makeChapter(t(), manga);
      await pages(t(), token, manga, three.sessionId, three.chapterId);
      const work = await t().request('DELETE', `/api/manga/${manga}`, undefined, { token });
      expect(work.statusCode, work.body).toBe(200);
      expect(filesOf(t(), manga)).toHaveLength(4);
      expect(filesOf(t(), three.chapterId)).toHaveLength(6);
      await expectConsistent(t());
      await purge(t(), token, work);
      expect(filesOf(t(), manga)).toEqual([]);
      expect(filesOf(t(), three.chapterId)).toEqual([]);
      await expectConsistent(t());
    });

    it('films, series and accounts', async () => {
      const { token } = await t().createUser({ is_owner: true });
      for (const [path, key] of [
        ['movies', 'movie'],
        ['series', 'series'],
      ] as const) {
        const id = await makeWork(t(), key);
        await poster(t(), token, path, id);
        expect(filesOf(t(), id)).toHaveLength(4);
        const res = await t().request('DELETE', `/api/${path}/${id}`, undefined, { token });
        expect(res.statusCode, res.body).toBe(200);
        expect(filesOf(t(), id)).toHaveLength(4);
        await purge(t(), token, res);
        expect(filesOf(t(), id)).toEqual([]);
      }

      const user = await t().createUser({ is_translator: true });
      for (const slot of ['avatar', 'background'] as const) {
        const res = await upload(t(), {
          url: `/api/users/${user.row.id}/upload/${slot}`,
          token,
          parts: [{ field: slot, filename: 'me.jpg', data: await image('jpeg', 100, 100) }],
        });
        expect(res.statusCode, res.body).toBe(200);
      }
      expect(filesOf(t(), user.row.id)).toHaveLength(4);
      const res = await t().request('DELETE', `/api/users/${user.row.id}`, undefined, { token });
      expect(res.statusCode, res.body).toBe(200);
      expect(filesOf(t(), user.row.id)).toHaveLength(4);
      await expectConsistent(t());
      await purge(t(), token, res);
      expect(filesOf(t(), user.row.id)).toEqual([]);
      await expectConsistent(t());
      expect(listStore(t().config.mediaDir)).toEqual({ files: [], staging: [] });
    });
  });
});
