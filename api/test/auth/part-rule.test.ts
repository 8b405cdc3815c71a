import { describe, expect, it } from 'vitest';
import type { RoleFlag } from '@ckb/contract/roles';
import { newId } from '../../src/db/ids.ts';
import { messages } from '../../src/messages.ts';
import { forEachDatabase, useTestApp, type CreatedUser } from '../helpers/app.ts';
import { mangaBody } from '../helpers/fixtures.ts';
import { image, upload } from '../media/helpers.ts';

/**
 * Translators submit, against the real database: who may write which chapter. The expectations are written
 * out here from the issue's rule (credited translators and designers write their own drafts; work editors
 * everything; the rest nothing), not from contract/src/roles.ts, so a wrong rule fails this test.
 */

type Target = 'own draft' | "another's draft" | 'published' | 'uncredited work';
type Action = 'rename' | 'pages' | 'delete' | 'submit';
type Who = 'translator' | 'designer' | 'technician' | 'supervisor' | 'admin';

const AUTHOR: Record<Target, number> = {
  'own draft': 200,
  "another's draft": 403,
  published: 403,
  'uncredited work': 403,
};
const NOBODY: Record<Target, number> = {
  'own draft': 403,
  "another's draft": 403,
  published: 403,
  'uncredited work': 403,
};
/** Editors may do everything; submitting is for drafts only (409 on a published chapter). */
const EDITOR = (action: Action): Record<Target, number> => ({
  'own draft': 200,
  "another's draft": 200,
  published: action === 'submit' ? 409 : 200,
  'uncredited work': 200,
});

const EXPECTED: Record<Who, (action: Action) => Record<Target, number>> = {
  translator: () => AUTHOR,
  designer: () => AUTHOR,
  technician: () => NOBODY,
  supervisor: () => NOBODY,
  admin: EDITOR,
};

const FLAG: Record<Who, RoleFlag> = {
  translator: 'is_translator',
  designer: 'is_designer',
  technician: 'is_technique',
  supervisor: 'is_supervisor',
  admin: 'is_admin',
};

interface Place {
  work: string;
  session: string;
}

forEachDatabase((kind) => {
  describe('translators submit: the part rule on chapters and pages', () => {
    const t = useTestApp(kind);
    const people = {} as Record<Who | 'other' | 'owner', CreatedUser>;
    let credited: Place;
    let uncredited: Place;
    let picture: Buffer;

    const session = async (token: string, work: string) => {
      const res = await t().post(`/api/manga/${work}/session`, { name_session: 1 }, { token });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().data.manga.session[0]._id as string;
    };

    /** A chapter written straight into the table, with one page row, as the target of one call. */
    const chapter = async (place: Place, createdBy: string, published: boolean) => {
      const id = newId();
      const now = Date.now();
      await t()
        .db.kysely.insertInto('chapters')
        .values({
          id,
          session_id: place.session,
          name: `ch-${id.slice(-6)}`,
          sort_key: null,
          detail: null,
          publish_at: published ? now : null,
          created_by: createdBy,
          submitted_at: null,
          review_note: null,
          created_at: now,
        })
        .execute();
      await t()
        .db.kysely.insertInto('pages')
        .values({
          id: newId(),
          chapter_id: id,
          position: 1,
          image_key: `test/${id}.webp`,
          width: 10,
          height: 10,
          created_at: now,
        })
        .execute();
      return `/api/manga/${place.work}/session/${place.session}/chapter/${id}`;
    };

    const targetOf = async (who: Who, target: Target): Promise<string> => {
      const me = people[who].row.id;
      if (target === 'own draft') return chapter(credited, me, false);
      if (target === "another's draft") return chapter(credited, people.other.row.id, false);
      if (target === 'published') return chapter(credited, me, true);
      return chapter(uncredited, me, false);
    };

    const act = (action: Action, url: string, token: string) => {
      if (action === 'rename') return t().request('PATCH', url, { detail: 'گۆڕدرا' }, { token });
      if (action === 'delete') return t().request('DELETE', url, undefined, { token });
      if (action === 'submit') return t().post(`${url}/submit`, undefined, { token });
      return upload(t(), {
        url: `${url}/upload`,
        token,
        parts: [{ field: 'photo_path_array', filename: 'p.jpg', data: picture }],
      });
    };

    it('sets up a manga crediting a translator, a designer and a technician, and one crediting nobody', async () => {
      picture = await image('jpeg', 120, 160);
      people.owner = await t().createUser({ is_owner: true });
      for (const who of Object.keys(FLAG) as Who[]) people[who] = await t().createUser({ [FLAG[who]]: true });
      people.other = await t().createUser({ is_translator: true });
      const body = mangaBody({
        translator_id: [people.translator.row.id, people.other.row.id],
        designer_id: [people.designer.row.id],
        technique_id: [people.technician.row.id, people.translator.row.id],
      });
      const made = await t().post('/api/manga', body, { token: people.admin.token });
      expect(made.statusCode, made.body).toBe(201);
      const work = made.json().data.manga._id as string;
      credited = { work, session: await session(people.admin.token, work) };
      const other = await t().post('/api/manga', mangaBody(), { token: people.admin.token });
      const otherWork = other.json().data.manga._id as string;
      uncredited = { work: otherWork, session: await session(people.admin.token, otherWork) };
    });

    for (const who of Object.keys(EXPECTED) as Who[]) {
      for (const action of ['rename', 'pages', 'delete', 'submit'] as Action[]) {
        const expected = EXPECTED[who](action);
        it(`${who}: ${action} → ${Object.entries(expected)
          .map(([target, status]) => `${target} ${status}`)
          .join(', ')}`, async () => {
          for (const [target, status] of Object.entries(expected) as [Target, number][]) {
            const url = await targetOf(who, target);
            const res = await act(action, url, people[who].token);
            expect(res.statusCode, `${target}: ${res.body}`).toBe(status);
            if (status === 403) expect(res.json().message).toMatch(/\p{Script=Arabic}/u);
          }
        });
      }
    }

    it('a refusal says why, in Sorani: not credited, not one’s own, already published', async () => {
      const tr = people.translator.token;
      const notCredited = await t().post(
        `/api/manga/${uncredited.work}/session/${uncredited.session}/chapter`,
        { name_chapter: '9' },
        { token: tr },
      );
      expect(notCredited.statusCode).toBe(403);
      expect(notCredited.json().message).toBe(messages.notCredited);
      const others = await act('rename', await targetOf('translator', "another's draft"), tr);
      expect(others.json().message).toBe(messages.notOwnDraft);
      const published = await act('rename', await targetOf('translator', 'published'), tr);
      expect(published.json().message).toBe(messages.alreadyPublished);
    });

    it('a credited translator or designer adds chapters as drafts with their name, and may not publish them', async () => {
      const add = (who: Who, name: string, extra: object = {}) =>
        t().post(
          `/api/manga/${credited.work}/session/${credited.session}/chapter`,
          { name_chapter: name, ...extra },
          { token: people[who].token },
        );
      for (const [who, name] of [
        ['translator', '50'],
        ['designer', '51'],
        ['admin', '52'],
      ] as const) {
        const res = await add(who, name);
        expect(res.statusCode, res.body).toBe(201);
        const row = await t()
          .db.kysely.selectFrom('chapters')
          .select(['publish_at', 'created_by'])
          .where('session_id', '=', credited.session)
          .where('name', '=', name)
          .executeTakeFirstOrThrow();
        expect(row).toEqual({ created_by: people[who].row.id, publish_at: null });
      }
      // asking for a release time is for those who publish
      expect((await add('translator', '55', { publish_at: 0 })).statusCode).toBe(403);
      expect((await add('admin', '56', { publish_at: 0 })).statusCode).toBe(201);
      const url = await targetOf('translator', 'own draft');
      expect((await t().post(`${url}/publish`, { publish_at: 0 }, { token: people.translator.token })).statusCode).toBe(
        403,
      );
      // credited only as a technician: no
      expect((await add('technician', '53')).statusCode).toBe(403);
      expect((await add('supervisor', '54')).statusCode).toBe(403);
    });

    it('authors touch nothing else: the work, its sessions, its poster', async () => {
      const tr = people.translator.token;
      const base = `/api/manga/${credited.work}`;
      expect((await t().request('PATCH', base, { about: 'نا' }, { token: tr })).statusCode).toBe(403);
      expect((await t().post(`${base}/session`, { name_session: 7 }, { token: tr })).statusCode).toBe(403);
      expect(
        (await t().request('DELETE', `${base}/session/${credited.session}`, undefined, { token: tr })).statusCode,
      ).toBe(403);
      expect((await t().request('DELETE', base, undefined, { token: tr })).statusCode).toBe(403);
    });

    it('submit → queue → send back with a note → the author sees it → submit again clears it', async () => {
      const tr = people.translator.token;
      const admin = people.admin.token;
      const url = await targetOf('translator', 'own draft');
      const chapterId = url.split('/').pop();
      expect((await t().post(`${url}/submit`, undefined, { token: tr })).statusCode).toBe(200);

      expect((await t().get('/api/review', { token: tr })).statusCode).toBe(403);
      expect((await t().get('/api/review', { token: people.supervisor.token })).statusCode).toBe(403);
      const queue = await t().get('/api/review', { token: admin });
      expect(queue.statusCode, queue.body).toBe(200);
      const item = queue.json().data.drafts.find((d: { chapter: { _id: string } }) => d.chapter._id === chapterId);
      expect(item).toMatchObject({
        session: { _id: credited.session, name_session: 1 },
        work: { _id: credited.work },
        author: { _id: people.translator.row.id },
        pages: 1,
        review_note: null,
      });
      expect(item.submitted_at).toBeGreaterThan(0);

      // only reviewers send back, only what was submitted, with a note that shows something
      expect((await t().post(`${url}/return`, { note: 'نا' }, { token: tr })).statusCode).toBe(403);
      expect((await t().post(`${url}/return`, { note: '   ' }, { token: admin })).statusCode).toBe(400);
      const back = await t().post(`${url}/return`, { note: '  پەڕەی ٣ تاریکە.  ' }, { token: admin });
      expect(back.statusCode, back.body).toBe(200);
      expect((await t().post(`${url}/return`, { note: 'دووبارە' }, { token: admin })).statusCode).toBe(409);
      const after = await t().get('/api/review', { token: admin });
      expect(after.json().data.drafts.map((d: { chapter: { _id: string } }) => d.chapter._id)).not.toContain(chapterId);

      const mine = await t().get('/api/review/mine', { token: tr });
      expect(mine.statusCode).toBe(200);
      const own = mine.json().data.drafts.find((d: { chapter: { _id: string } }) => d.chapter._id === chapterId);
      expect(own).toMatchObject({ submitted_at: null, review_note: 'پەڕەی ٣ تاریکە.' });
      expect(mine.json().data.works).toEqual([
        { _id: credited.work, manga_id: expect.any(Number), title: expect.any(String) },
      ]);
      expect((await t().get('/api/review/mine', { token: people.technician.token })).statusCode).toBe(403);
      // another translator's list does not hold it
      const others = await t().get('/api/review/mine', { token: people.other.token });
      expect(others.json().data.drafts.map((d: { chapter: { _id: string } }) => d.chapter._id)).not.toContain(
        chapterId,
      );

      expect((await t().post(`${url}/submit`, undefined, { token: tr })).statusCode).toBe(200);
      const again = await t().get('/api/review/mine', { token: tr });
      const resubmitted = again
        .json()
        .data.drafts.find((d: { chapter: { _id: string } }) => d.chapter._id === chapterId);
      expect(resubmitted.review_note).toBeNull();
      expect(resubmitted.submitted_at).toBeGreaterThan(0);

      // both are in the history, under the chapter
      const history = await t().get(`/api/activity?work=${credited.work}&kind=chapter`, { token: people.owner.token });
      const actions = history
        .json()
        .data.pagination_info.results.filter((e: { target: string }) => e.target === chapterId)
        .map((e: { action: string }) => e.action);
      expect(actions.sort()).toEqual(['return', 'submit', 'submit']);
    });

    it('a draft without pages cannot be submitted; an unknown chapter is 404', async () => {
      const tr = people.translator.token;
      const created = await t().post(
        `/api/manga/${credited.work}/session/${credited.session}/chapter`,
        { name_chapter: '77' },
        { token: tr },
      );
      const id = created
        .json()
        .data.manga.session[0].chapter.find((c: { name_chapter: string }) => c.name_chapter === '77')._id;
      const url = `/api/manga/${credited.work}/session/${credited.session}/chapter/${id}`;
      const empty = await t().post(`${url}/submit`, undefined, { token: tr });
      expect(empty.statusCode).toBe(409);
      expect(empty.json().message).toBe(messages.emptyDraft);
      const unknown = `/api/manga/${credited.work}/session/${credited.session}/chapter/${newId()}/submit`;
      expect((await t().post(unknown, undefined, { token: people.admin.token })).statusCode).toBe(404);
    });
  });
});
