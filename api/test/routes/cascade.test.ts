import { expect, it, vi } from 'vitest';
import { newId } from '../../src/db/ids.ts';
import type { Database } from '../../src/db/schema.ts';
import { forEachDatabase, OWNER, useTestApp } from '../helpers/app.ts';
import { mangaBody, movieBody, seriesBody, server } from '../helpers/fixtures.ts';

/**
 * Deletes leave nothing behind in the live tables: every row under what is deleted goes (to the trash), and
 * purging the trash item removes the files.
 */

type Tree = {
  _id: string;
  series_id: number;
  manga_id: number;
  movie_id: number;
  session: { _id: string; epsode: { _id: string }[]; chapter: { _id: string }[] }[];
};

forEachDatabase((kind) => {
  const t = useTestApp(kind);
  let token = '';
  const owner = async () => (token ||= await t().login(OWNER.email, OWNER.password));
  const post = async (url: string, body: unknown) => {
    const res = await t().post(url, body, { token: await owner() });
    expect(res.statusCode, res.body).toBe(201);
    return Object.values((res.json() as { data: Record<string, Tree> }).data)[0]!;
  };
  /** Deletes; answers the trash item's id (the X-Trash-Id header). */
  const del = async (url: string) => {
    const res = await t().request('DELETE', url, undefined, { token: await owner() });
    expect(res.statusCode, res.body).toBe(200);
    return String(res.headers['x-trash-id']);
  };
  const purge = async (trashId: string) => {
    const res = await t().request('DELETE', `/api/trash/${trashId}`, undefined, { token: await owner() });
    expect(res.statusCode, res.body).toBe(204);
  };
  const count = async (table: keyof Database, column: string, values: string[]) => {
    if (values.length === 0) return 0;
    const row = await t()
      .db.kysely.selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      .where(column as any, 'in', values)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };

  async function bigSeries() {
    const staff = await t().createUser({ is_translator: true, is_designer: true, is_technique: true });
    let s = await post(
      '/api/series',
      seriesBody({ translator_id: [staff.row.id], designer_id: [staff.row.id], technique_id: [staff.row.id] }),
    );
    for (const n of [1, 2]) s = await post(`/api/series/${s._id}/session`, { name_session: n });
    for (const season of s.session) {
      for (const n of [1, 2]) s = await post(`/api/series/${s._id}/session/${season._id}/epsode`, { name_epsode: n });
    }
    for (const season of s.session) {
      for (const episode of s.session.find((x) => x._id === season._id)!.epsode) {
        for (const name of ['a', 'b']) {
          s = await post(`/api/series/${s._id}/session/${season._id}/epsode/${episode._id}/server`, server(name));
        }
      }
    }
    // views: counted by number and flushed
    for (let i = 0; i < 3; i++) await t().get(`/api/series/${s.series_id}/number`);
    await t().app.views.flush();
    const seasons = s.session.map((x) => x._id);
    const episodes = s.session.flatMap((x) => x.epsode.map((e) => e._id));
    return { s, seasons, episodes, staff };
  }

  it('deleting a series takes seasons, episodes, servers, credits and view counts; not the staff', async () => {
    const { s, seasons, episodes, staff } = await bigSeries();
    expect(await count('seasons', 'id', seasons)).toBe(2);
    expect(await count('episodes', 'id', episodes)).toBe(4);
    expect(await count('servers', 'episode_id', episodes)).toBe(8);
    expect(await count('credits', 'work_id', [s._id])).toBe(3);
    expect(await count('work_views_daily', 'work_id', [s._id])).toBe(1);

    await del(`/api/series/${s._id}`);
    expect(await count('works', 'id', [s._id])).toBe(0);
    expect(await count('seasons', 'id', seasons)).toBe(0);
    expect(await count('episodes', 'id', episodes)).toBe(0);
    expect(await count('servers', 'episode_id', episodes)).toBe(0);
    expect(await count('credits', 'work_id', [s._id])).toBe(0);
    expect(await count('work_views_daily', 'work_id', [s._id])).toBe(0);
    expect(await count('users', 'id', [staff.row.id])).toBe(1);
  });

  it('deleting a season takes its episodes and servers; deleting an episode its servers', async () => {
    const { s, seasons, episodes } = await bigSeries();
    const [firstSeason, secondSeason] = seasons as [string, string];
    const firstEpisodes = s.session[0]!.epsode.map((e) => e._id);
    await del(`/api/series/${s._id}/session/${firstSeason}`);
    expect(await count('episodes', 'id', firstEpisodes)).toBe(0);
    expect(await count('servers', 'episode_id', firstEpisodes)).toBe(0);
    expect(await count('episodes', 'id', episodes)).toBe(2);

    const lastEpisode = s.session[1]!.epsode[0]!._id;
    await del(`/api/series/${s._id}/session/${secondSeason}/epsode/${lastEpisode}`);
    expect(await count('servers', 'episode_id', [lastEpisode])).toBe(0);
    expect(await count('servers', 'episode_id', episodes)).toBe(2);
  });

  it('deleting a film takes its servers', async () => {
    let film = await post('/api/movies', movieBody());
    film = await post(`/api/movies/${film._id}/server`, server());
    expect(await count('servers', 'work_id', [film._id])).toBe(1);
    await del(`/api/movies/${film._id}`);
    expect(await count('servers', 'work_id', [film._id])).toBe(0);
  });

  async function mangaWithPages() {
    let m = await post('/api/manga', mangaBody());
    for (const n of [1, 2]) m = await post(`/api/manga/${m._id}/session`, { name_session: n });
    for (const session of m.session) {
      for (const name of ['1', '2'])
        m = await post(`/api/manga/${m._id}/session/${session._id}/chapter`, { name_chapter: name });
    }
    // pages come from the media upload; rows are enough here
    const chapters = m.session.flatMap((s) => s.chapter.map((c) => c._id));
    const keys: string[] = [];
    for (const chapterId of chapters) {
      for (const position of [1, 2]) {
        const key = `pages/${chapterId}/${newId().slice(0, 16)}`;
        keys.push(key);
        await t()
          .db.kysely.insertInto('pages')
          .values({
            id: newId(),
            chapter_id: chapterId,
            position,
            image_key: key,
            width: 800,
            height: 1200,
            created_at: Date.now(),
          })
          .execute();
      }
    }
    return { m, chapters, keys };
  }

  it('deleting a manga takes sessions, chapters and pages; purging it removes the page files', async () => {
    const { m, chapters, keys } = await mangaWithPages();
    const removed = vi.spyOn(t().app.media, 'removeKeys');
    try {
      const trashId = await del(`/api/manga/${m._id}`);
      expect(await count('manga_sessions', 'work_id', [m._id])).toBe(0);
      expect(await count('chapters', 'id', chapters)).toBe(0);
      expect(await count('pages', 'chapter_id', chapters)).toBe(0);
      expect(removed).not.toHaveBeenCalled();
      await purge(trashId);
      expect(removed).toHaveBeenCalledTimes(1);
      expect([...removed.mock.calls[0]![0]].sort()).toEqual([...keys].sort());
    } finally {
      removed.mockRestore();
    }
  });

  it('deleting a session or a chapter takes its pages; purging it removes their files', async () => {
    const { m, chapters, keys } = await mangaWithPages();
    const removed = vi.spyOn(t().app.media, 'removeKeys');
    try {
      const firstSession = m.session[0]!;
      const sessionChapters = firstSession.chapter.map((c) => c._id);
      const sessionTrash = await del(`/api/manga/${m._id}/session/${firstSession._id}`);
      expect(await count('chapters', 'id', sessionChapters)).toBe(0);
      expect(await count('pages', 'chapter_id', sessionChapters)).toBe(0);
      expect(removed).not.toHaveBeenCalled();
      await purge(sessionTrash);
      expect(removed.mock.calls[0]![0]).toHaveLength(4);

      const lastChapter = chapters[chapters.length - 1]!;
      const chapterTrash = await del(`/api/manga/${m._id}/session/${m.session[1]!._id}/chapter/${lastChapter}`);
      expect(await count('pages', 'chapter_id', [lastChapter])).toBe(0);
      expect(await count('pages', 'chapter_id', chapters)).toBe(2);
      await purge(chapterTrash);
      // the same files, in whatever order the trash lists them
      expect([...removed.mock.calls[1]![0]].sort()).toEqual(keys.slice(-2).sort());
    } finally {
      removed.mockRestore();
    }
  });

  it('deleting an account takes its credits, not the works', async () => {
    const { s, staff } = await bigSeries();
    await del(`/api/users/${staff.row.id}`);
    expect(await count('credits', 'user_id', [staff.row.id])).toBe(0);
    expect(await count('works', 'id', [s._id])).toBe(1);
    const after = (await t().get(`/api/series/${s._id}`)).json() as { data: { series: { translator_id: unknown[] } } };
    expect(after.data.series.translator_id).toEqual([]);
  });
});
