import { expect, it } from 'vitest';
import { forEachDatabase, OWNER, useTestApp } from '../helpers/app.ts';
import { mangaBody, published, seriesBody } from '../helpers/fixtures.ts';
import { answers, client, trashCount } from './helpers.ts';

/**
 * A restore changes nothing when it cannot put things back exactly: a sibling took the number or name, a genre
 * the slug, an account the email or username (409 naming the value), or the row above is in the trash (409:
 * restore that first). Purging a row's item purges the items of rows under it, which could never come back.
 */

forEachDatabase((kind) => {
  const t = useTestApp(kind);
  let token = '';
  const owner = async () => (token ||= await t().login(OWNER.email, OWNER.password));
  const c = client(t, owner);
  it('a season whose number was taken since: 409 naming it, nothing changed', async () => {
    let s = await c.create('/api/series', seriesBody());
    s = await c.create(`/api/series/${s._id}/session`, { name_session: 5 });
    const trashId = await c.remove(`/api/series/${s._id}/session/${s.session[0]!._id}`);
    await c.create(`/api/series/${s._id}/session`, { name_session: 5 });
    const urls = [`/api/series/${s._id}`];
    const before = await answers(t(), urls, await owner());
    const items = await trashCount(t());

    const res = await c.restore(trashId);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().message).toBe('ژمارە ٥ ئێستا هی وەرزێکی ترە، بۆیە ئەمە ناگەڕێتەوە.');
    expect(await answers(t(), urls, await owner())).toEqual(before);
    expect(await trashCount(t())).toBe(items);
  });

  it('a chapter whose name, a genre whose slug, an account whose email was taken since: 409 naming it', async () => {
    let m = await c.create('/api/manga', mangaBody());
    m = await c.create(`/api/manga/${m._id}/session`, { name_session: 1 });
    const session = m.session[0]!;
    m = await c.create(`/api/manga/${m._id}/session/${session._id}/chapter`, { name_chapter: '12.5' });
    const chapterTrash = await c.remove(
      `/api/manga/${m._id}/session/${session._id}/chapter/${m.session[0]!.chapter[0]!._id}`,
    );
    await c.create(`/api/manga/${m._id}/session/${session._id}/chapter`, { name_chapter: '12.5' });
    const chapter = await c.restore(chapterTrash);
    expect(chapter.statusCode).toBe(409);
    expect(chapter.json().message).toContain('«12.5»');

    const genre = await c.create('/api/genres', { name: 'ژانر', slug: `taken-${kind}` });
    const genreTrash = await c.remove(`/api/genres/${genre._id}`);
    await c.create('/api/genres', { name: 'ژانری نوێ', slug: `taken-${kind}` });
    const slug = await c.restore(genreTrash);
    expect(slug.statusCode).toBe(409);
    expect(slug.json().message).toContain(`«taken-${kind}»`);

    const user = await t().createUser({ is_translator: true }, { email: `taken-${kind}@example.com` });
    const userTrash = await c.remove(`/api/users/${user.row.id}`);
    await t().createUser({ is_designer: true }, { email: `taken-${kind}@example.com` });
    const email = await c.restore(userTrash);
    expect(email.statusCode).toBe(409);
    expect(email.json().message).toContain(`«taken-${kind}@example.com»`);
  });

  it('a child whose parent is in the trash: 409 saying to restore the parent first; then it comes back', async () => {
    let s = await c.create('/api/series', seriesBody());
    s = await c.create(`/api/series/${s._id}/session`, { name_session: 1 });
    const season = s.session[0]!;
    s = await c.create(`/api/series/${s._id}/session/${season._id}/epsode`, { name_epsode: 3, ...published });
    const episodeTrash = await c.remove(
      `/api/series/${s._id}/session/${season._id}/epsode/${s.session[0]!.epsode[0]!._id}`,
    );
    const seasonTrash = await c.remove(`/api/series/${s._id}/session/${season._id}`);

    const early = await c.restore(episodeTrash);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('سەرەتا وەرزەکە بگەڕێنەوە: ئەویش لە سەبەتەی زبڵدایە.');
    expect((await c.restore(seasonTrash)).statusCode).toBe(200);
    expect((await c.restore(episodeTrash)).statusCode).toBe(200);
    const after = (await t().get(`/api/series/${s._id}`)).json() as {
      data: { series: { session: { epsode: { name_epsode: number }[] }[] } };
    };
    expect(after.data.series.session[0]!.epsode.map((e) => e.name_epsode)).toEqual([3]);
  });

  it('a work deleted after its chapter: the chapter waits for the work; purging the work purges it too', async () => {
    let m = await c.create('/api/manga', mangaBody());
    m = await c.create(`/api/manga/${m._id}/session`, { name_session: 1 });
    m = await c.create(`/api/manga/${m._id}/session/${m.session[0]!._id}/chapter`, { name_chapter: '1' });
    const chapterTrash = await c.remove(
      `/api/manga/${m._id}/session/${m.session[0]!._id}/chapter/${m.session[0]!.chapter[0]!._id}`,
    );
    const workTrash = await c.remove(`/api/manga/${m._id}`);
    // the chapter's row above is its session, which went with the work
    const early = await c.restore(chapterTrash);
    expect(early.statusCode).toBe(409);
    expect((await c.purge(workTrash)).statusCode).toBe(204);
    expect((await c.restore(chapterTrash)).statusCode).toBe(404);
    expect((await c.purge(chapterTrash)).statusCode).toBe(404);
  });

  it('a page comes back at its place even when pages were deleted since (no gap)', async () => {
    // pages as rows (the media pipeline is not what this tests)
    let m = await c.create('/api/manga', mangaBody());
    m = await c.create(`/api/manga/${m._id}/session`, { name_session: 1 });
    m = await c.create(`/api/manga/${m._id}/session/${m.session[0]!._id}/chapter`, { name_chapter: '1' });
    const chapterId = m.session[0]!.chapter[0]!._id;
    const { newId } = await import('../../src/db/ids.ts');
    const ids = [1, 2, 3, 4].map(() => newId());
    await t()
      .db.kysely.insertInto('pages')
      .values(
        ids.map((id, i) => ({
          id,
          chapter_id: chapterId,
          position: i + 1,
          image_key: `pages/${chapterId}/${id.slice(0, 16)}`,
          width: 10,
          height: 10,
          created_at: 1,
        })),
      )
      .execute();
    const base = `/api/manga/${m._id}/session/${m.session[0]!._id}/chapter/${chapterId}/page`;
    const third = await c.remove(`${base}/${ids[2]}`);
    const second = await c.remove(`${base}/${ids[1]}`);
    const fourth = await c.remove(`${base}/${ids[3]}`);
    const order = async () =>
      (
        await t()
          .db.kysely.selectFrom('pages')
          .select(['id', 'position'])
          .where('chapter_id', '=', chapterId)
          .orderBy('position')
          .execute()
      ).map((p) => [ids.indexOf(p.id) + 1, p.position]);
    expect(await order()).toEqual([[1, 1]]);
    // undone in turn, each comes back where it was when deleted
    expect((await c.restore(fourth)).statusCode).toBe(200);
    expect(await order()).toEqual([
      [1, 1],
      [4, 2],
    ]);
    expect((await c.restore(second)).statusCode).toBe(200);
    expect(await order()).toEqual([
      [1, 1],
      [2, 2],
      [4, 3],
    ]);
    expect((await c.restore(third)).statusCode).toBe(200);
    expect(await order()).toEqual([
      [1, 1],
      [2, 2],
      [3, 3],
      [4, 4],
    ]);
    // the last page, after a page before it went: last, not after a gap
    const last = await c.remove(`${base}/${ids[3]}`);
    const firstPage = await c.remove(`${base}/${ids[0]}`);
    expect((await c.restore(last)).statusCode).toBe(200);
    expect(await order()).toEqual([
      [2, 1],
      [3, 2],
      [4, 3],
    ]);
    expect((await c.restore(firstPage)).statusCode).toBe(200);
    expect(await order()).toEqual([
      [1, 1],
      [2, 2],
      [3, 3],
      [4, 4],
    ]);
  });
});
