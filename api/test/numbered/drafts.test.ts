import { expect, it } from 'vitest';
import { newId } from '../../src/db/ids.ts';
import { readChapter } from '../../src/services/manga.ts';
import { forEachDatabase, OWNER, useTestApp } from '../helpers/app.ts';
import { mangaBody, published, seriesBody, server } from '../helpers/fixtures.ts';

/**
 * Drafts: a new episode or chapter is a draft, in no public answer (a work by id or number, lists with their
 * trees, the reader's chapter, a server report, what the drawn page of a chapter reads) until it is
 * published; staff see it, with its `publish_at`. Scheduled releases: release-clock.test.ts.
 */

interface Episode {
  _id: string;
  name_epsode: number;
  server_epsode: { _id: string }[];
  publish_at?: number | null;
}
interface Chapter {
  _id: string;
  name_chapter: string;
  photo_path_array: unknown[];
  publish_at?: number | null;
}
interface SeriesWire {
  _id: string;
  series_id: number;
  session: { _id: string; name_session: number; epsode: Episode[] }[];
}
interface MangaWire {
  _id: string;
  manga_id: number;
  session: { _id: string; name_session: number; chapter: Chapter[] }[];
}

forEachDatabase((kind) => {
  const t = useTestApp(kind, { seed: 'owner' });
  let token = '';
  const owner = async () => (token ||= await t().login(OWNER.email, OWNER.password));
  const staff = async (method: 'POST' | 'PATCH', url: string, body: unknown, status = 0) => {
    const res = await t().request(method, url, body, { token: await owner() });
    if (status) expect(res.statusCode, res.body).toBe(status);
    else expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
    return res.json() as { data: { series: SeriesWire; manga: MangaWire } };
  };

  /** A visible series with season 1: episode 1 published, episode 2 a draft (each with a server). */
  async function series() {
    const s = (await staff('POST', '/api/series', seriesBody())).data.series;
    const season = (await staff('POST', `/api/series/${s._id}/session`, { name_session: 1 })).data.series.session[0]!;
    const base = `/api/series/${s._id}/session/${season._id}/epsode`;
    await staff('POST', base, { name_epsode: 1, ...published });
    let after = (await staff('POST', base, { name_epsode: 2 })).data.series;
    for (const e of after.session[0]!.epsode)
      after = (await staff('POST', `${base}/${e._id}/server`, server())).data.series;
    const [one, two] = after.session[0]!.epsode;
    return { work: after, base, published: one!, draft: two! };
  }

  /** A visible manga with session 1: chapter 1 published, chapter 2 a draft, each with a page row. */
  async function manga() {
    const m = (await staff('POST', '/api/manga', mangaBody())).data.manga;
    const session = (await staff('POST', `/api/manga/${m._id}/session`, { name_session: 1 })).data.manga.session[0]!;
    const base = `/api/manga/${m._id}/session/${session._id}/chapter`;
    await staff('POST', base, { name_chapter: '1', ...published });
    const after = (await staff('POST', base, { name_chapter: '2' })).data.manga;
    const [one, two] = after.session[0]!.chapter;
    for (const c of [one!, two!])
      await t()
        .db.kysely.insertInto('pages')
        .values({
          id: newId(),
          chapter_id: c._id,
          position: 1,
          image_key: `pages/${c._id}/1`,
          width: 800,
          height: 1200,
          created_at: Date.now(),
        })
        .execute();
    return { work: after, base, published: one!, draft: two! };
  }

  const episodesOf = (s: SeriesWire) => s.session.flatMap((x) => x.epsode.map((e) => e.name_epsode));
  const chaptersOf = (m: MangaWire) => m.session.flatMap((x) => x.chapter.map((c) => c.name_chapter));

  it('a new episode is a draft: staff see it with publish_at null, the public nowhere', async () => {
    const { work, draft, published: out } = await series();
    expect(draft.publish_at).toBeNull();
    expect(out.publish_at).toBeTypeOf('number');

    const publicAnswers = [
      (await t().get(`/api/series/${work._id}`)).json().data.series,
      (await t().get(`/api/series/${work.series_id}/number`)).json().data.series,
      ...(await t().get('/api/series?limit=-1&select=_id series_id session')).json().data.pagination_info.results,
    ] as SeriesWire[];
    expect(publicAnswers.filter((s) => s._id === work._id)).toHaveLength(3);
    for (const answer of publicAnswers.filter((s) => s._id === work._id)) {
      expect(episodesOf(answer)).toEqual([1]);
      // the public answer is what it was before drafts: no release field
      expect(answer.session[0]!.epsode[0]).not.toHaveProperty('publish_at');
    }

    const seen = (await t().get(`/api/series/${work._id}`, { token: await owner() })).json().data.series as SeriesWire;
    expect(episodesOf(seen)).toEqual([1, 2]);
    expect(seen.session[0]!.epsode[1]!.publish_at).toBeNull();
  });

  it("a draft episode's server takes no report; once published it does", async () => {
    const { base, draft } = await series();
    const serverId = draft.server_epsode[0]!._id;
    expect((await t().post(`/api/servers/${serverId}/report`)).statusCode).toBe(404);
    await staff('POST', `${base}/${draft._id}/publish`, {});
    expect((await t().post(`/api/servers/${serverId}/report`)).statusCode).toBe(202);
  });

  it("a draft chapter: 404 to the reader's call and to the drawn page's read, missing from the session's list", async () => {
    const { work } = await manga();
    const url = (name: string) => `/api/manga/${work.manga_id}/number/session/1/chapter/${name}`;
    expect((await t().get(url('2'))).statusCode).toBe(404);
    const one = (await t().get(url('1'))).json().data.chapter;
    expect(one.chapters.map((c: { name_chapter: string }) => c.name_chapter)).toEqual(['1']);
    expect(one.next).toBeNull();
    expect(one.chapter).not.toHaveProperty('publish_at');
    // the server draws a chapter's page (and picks its pictures) as the public sees it
    await expect(
      readChapter(t().app.repos, { number: work.manga_id, session: '1', chapter: '2' }, null),
    ).rejects.toMatchObject({ statusCode: 404 });

    for (const answer of [
      (await t().get(`/api/manga/${work._id}`)).json().data.manga,
      (await t().get(`/api/manga/${work.manga_id}/number`)).json().data.manga,
    ] as MangaWire[])
      expect(chaptersOf(answer)).toEqual(['1']);
  });

  it("staff preview a draft in the reader: the chapter, marked as a draft, in the session's list", async () => {
    const { work } = await manga();
    const res = await t().get(`/api/manga/${work.manga_id}/number/session/1/chapter/2`, { token: await owner() });
    expect(res.statusCode).toBe(200);
    const read = res.json().data.chapter;
    expect(read.chapter).toMatchObject({ name_chapter: '2', publish_at: null });
    expect(read.pages).toHaveLength(1);
    // a staff answer is never shared with the public
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect((await t().get(`/api/manga/${work.manga_id}/number/session/1/chapter/2`)).statusCode).toBe(404);
  });

  it('publish now shows it to the public at once (the caches forget); null takes it back to a draft', async () => {
    const { work, base, draft } = await manga();
    const publicTree = async () => chaptersOf((await t().get(`/api/manga/${work._id}`)).json().data.manga);
    expect(await publicTree()).toEqual(['1']); // now cached
    const before = Date.now();
    const answer = (await staff('POST', `${base}/${draft._id}/publish`, {})).data.manga;
    const at = answer.session[0]!.chapter.find((c) => c._id === draft._id)!.publish_at!;
    expect(at).toBeGreaterThanOrEqual(before);
    expect(at).toBeLessThanOrEqual(Date.now());
    expect(await publicTree()).toEqual(['1', '2']);
    expect((await t().get(`/api/manga/${work.manga_id}/number/session/1/chapter/2`)).statusCode).toBe(200);

    await staff('POST', `${base}/${draft._id}/publish`, { publish_at: null });
    expect(await publicTree()).toEqual(['1']);
    expect((await t().get(`/api/manga/${work.manga_id}/number/session/1/chapter/2`)).statusCode).toBe(404);
  });

  it("a time already past is now by the server's clock; a later one is scheduled, not public yet", async () => {
    const { work, base, draft } = await series();
    const past = (await staff('POST', `${base}/${draft._id}/publish`, { publish_at: 5 })).data.series;
    expect(past.session[0]!.epsode[1]!.publish_at).toBeGreaterThan(Date.now() - 60_000);
    const later = Date.now() + 3_600_000;
    const scheduled = (await staff('POST', `${base}/${draft._id}/publish`, { publish_at: later })).data.series;
    expect(scheduled.session[0]!.epsode[1]!.publish_at).toBe(later);
    expect(episodesOf((await t().get(`/api/series/${work._id}`)).json().data.series)).toEqual([1]);
    expect(t().app.releaseClock.next).toBe(later);
  });

  it('a range of episodes is drafts unless it says when; the history names the publish', async () => {
    const { work, base } = await series();
    const drafts = (await staff('POST', `${base}/range`, { from: 3, to: 4, servers: [] })).data.series;
    expect(drafts.session[0]!.epsode.slice(2).map((e) => e.publish_at)).toEqual([null, null]);
    await staff('POST', `${base}/range`, { from: 5, to: 5, servers: [], ...published });
    expect(episodesOf((await t().get(`/api/series/${work._id}`)).json().data.series)).toEqual([1, 5]);

    const draft = drafts.session[0]!.epsode[2]!;
    await staff('POST', `${base}/${draft._id}/publish`, {});
    const history = await t().get(`/api/activity?work=${work._id}`, { token: await owner() });
    const entries = history.json().data.pagination_info.results as { target: string; changes: object | null }[];
    const entry = entries.find((e) => e.target === draft._id && e.changes);
    expect(entry?.changes).toMatchObject({ publish_at: [null, expect.any(Number)] });
  });

  it('the release time changes through the publish call only: PATCH refuses it; publish answers 404 off the path', async () => {
    const { base, draft, work } = await manga();
    const patch = await t().request('PATCH', `${base}/${draft._id}`, { publish_at: 0 }, { token: await owner() });
    expect(patch.statusCode).toBe(400);
    const wrong = await t().post(
      `/api/manga/${work._id}/session/${newId()}/chapter/${draft._id}/publish`,
      {},
      { token: await owner() },
    );
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().message).toMatch(/[\u0600-\u06FF]/);
    const anonymous = await t().post(`${base}/${draft._id}/publish`, {});
    expect(anonymous.statusCode).toBe(401);
    const bad = await t().post(`${base}/${draft._id}/publish`, { publish_at: 'soon' }, { token: await owner() });
    expect(bad.statusCode).toBe(400);
  });
});
