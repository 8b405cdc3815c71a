import { sql, type Kysely } from 'kysely';
import type { AuthoredWorkT, ReviewItemT } from '@ckb/contract';
import type { Database } from '../db/schema.ts';
import { conflict, notFound } from '../lib/http-errors.ts';
import { messages } from '../messages.ts';
import { recordActivity, type Actor } from '../activity/record.ts';
import { AUTHOR_CREDITS, chapterUnderWork } from './review.ts';

/**
 * The review of chapter drafts: an author submits a draft (`submitted_at`, the note cleared), a reviewer sends
 * it back with a note (`review_note`, out of the queue) or publishes it (the drafts' publish call). The queue
 * and an author's own drafts are read here; who may do each is the part rule (review.ts).
 */

/** A chapter draft as the queue and its author's list show it, worst waiting first. */
function drafts(db: Kysely<Database>) {
  return db
    .selectFrom('chapters')
    .innerJoin('manga_sessions', 'manga_sessions.id', 'chapters.session_id')
    .innerJoin('works', 'works.id', 'manga_sessions.work_id')
    .leftJoin('users', 'users.id', 'chapters.created_by')
    .select((eb) => [
      'chapters.id as chapter_id',
      'chapters.name as name_chapter',
      'manga_sessions.id as session_id',
      'manga_sessions.number as name_session',
      'works.id as work_id',
      'works.number as manga_id',
      'works.ku',
      'works.en',
      'users.id as user_id',
      'users.username',
      'users.name',
      'chapters.created_at',
      'chapters.submitted_at',
      'chapters.review_note',
      eb
        .selectFrom('pages')
        .select((p) => p.fn.countAll<number | string>().as('n'))
        .whereRef('pages.chapter_id', '=', 'chapters.id')
        .as('pages'),
    ])
    .where('chapters.publish_at', 'is', null);
}

type DraftRow = Awaited<ReturnType<ReturnType<typeof drafts>['execute']>>[number];

const toItem = (row: DraftRow): ReviewItemT => ({
  chapter: { _id: row.chapter_id, name_chapter: row.name_chapter },
  session: { _id: row.session_id, name_session: Number(row.name_session) },
  work: { _id: row.work_id, manga_id: Number(row.manga_id), title: row.ku || row.en },
  author: row.user_id ? { _id: row.user_id, username: row.username ?? '', name: row.name ?? '' } : null,
  pages: Number(row.pages ?? 0),
  created_at: Number(row.created_at),
  submitted_at: row.submitted_at === null ? null : Number(row.submitted_at),
  review_note: row.review_note,
});

/** The submitted drafts, the longest waiting first. */
export async function reviewQueue(db: Kysely<Database>): Promise<ReviewItemT[]> {
  const rows = await drafts(db)
    .where('chapters.submitted_at', 'is not', null)
    .orderBy('chapters.submitted_at')
    .orderBy('chapters.id')
    .execute();
  return rows.map(toItem);
}

/** The drafts an account created, submitted or not, the newest first. */
export async function ownDrafts(db: Kysely<Database>, userId: string): Promise<ReviewItemT[]> {
  const rows = await drafts(db)
    .where('chapters.created_by', '=', userId)
    .orderBy('chapters.created_at', 'desc')
    .orderBy('chapters.id')
    .execute();
  return rows.map(toItem);
}

/** The manga-family works an account is credited on as translator or designer, by title. */
export async function authoredWorks(db: Kysely<Database>, userId: string): Promise<AuthoredWorkT[]> {
  const rows = await db
    .selectFrom('works')
    .select(['id', 'number', 'ku', 'en'])
    .where('kind', '=', 'manga')
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('credits')
          .select('credits.work_id')
          .whereRef('credits.work_id', '=', 'works.id')
          .where('credits.user_id', '=', userId)
          .where('credits.role', 'in', AUTHOR_CREDITS),
      ),
    )
    .orderBy('number')
    .execute();
  return rows.map((row) => ({ _id: row.id, manga_id: Number(row.number), title: row.ku || row.en }));
}

interface ChapterPath {
  id: string;
  sessionId: string;
  chapterId: string;
}

/** The draft the path names: 404 when it names no chapter of that session and work; 409 once published. */
async function requireDraft(db: Kysely<Database>, path: ChapterPath) {
  const chapter = await chapterUnderWork(db, path.id, path.chapterId);
  if (!chapter || chapter.session_id !== path.sessionId) throw notFound(messages.chapterNotFound);
  if (chapter.publish_at !== null) throw conflict(messages.notADraft);
  return chapter;
}

/** Sends a draft for review: into the queue, the last note cleared (its author read it). Needs a page. */
export async function submitDraft(db: Kysely<Database>, actor: Actor, path: ChapterPath): Promise<void> {
  const draft = await requireDraft(db, path);
  const pages = await db
    .selectFrom('pages')
    .select(sql<number>`1`.as('one'))
    .where('chapter_id', '=', draft.id)
    .executeTakeFirst();
  if (!pages) throw conflict(messages.emptyDraft);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('chapters')
      .set({ submitted_at: Date.now(), review_note: null })
      .where('id', '=', draft.id)
      .execute();
    await recordActivity(trx, {
      actor,
      action: 'submit',
      kind: 'chapter',
      target: draft.id,
      work: path.id,
      label: draft.name,
    });
  });
}

/** Sends a submitted draft back to its author with a note: out of the queue until submitted again. */
export async function returnDraft(db: Kysely<Database>, actor: Actor, path: ChapterPath, note: string): Promise<void> {
  const draft = await requireDraft(db, path);
  if (draft.submitted_at === null) throw conflict(messages.notSubmitted);
  const text = note.trim();
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('chapters')
      .set({ submitted_at: null, review_note: text })
      .where('id', '=', draft.id)
      .execute();
    await recordActivity(trx, {
      actor,
      action: 'return',
      kind: 'chapter',
      target: draft.id,
      work: path.id,
      label: draft.name,
      changes: { review_note: [null, text] },
    });
  });
}
