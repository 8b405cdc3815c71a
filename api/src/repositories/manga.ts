import { sql, type Kysely } from 'kysely';
import { newId } from '../db/ids.ts';
import type { ChapterRow, Database, MangaSessionRow, PageRow } from '../db/schema.ts';
import { groupBy, inChunks } from './batch.ts';

export interface ChapterTree {
  chapter: ChapterRow;
  pages: PageRow[];
}
export interface SessionTree {
  session: MangaSessionRow;
  chapters: ChapterTree[];
}

/** The numeric value of a chapter name ("12", "12.5"), for ordering; null for "Extra". */
export function chapterSortKey(name: string): number | null {
  const trimmed = name.trim();
  if (!/^-?\d+(\.\d+)?$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : null;
}

/** SQL for what hangs under a manga: sessions (seasons), chapters and their pages. */
export class MangaRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The session trees of several works at once: three queries whatever the number of works. */
  async treeByWork(workIds: readonly string[]): Promise<Map<string, SessionTree[]>> {
    const sessions = await inChunks(workIds, (ids) =>
      this.db
        .selectFrom('manga_sessions')
        .selectAll()
        .where('work_id', 'in', ids)
        .orderBy('work_id')
        .orderBy('number')
        .orderBy('created_at')
        .execute(),
    );
    const sessionIds = sessions.map((s) => s.id);
    const chapters = await inChunks(sessionIds, (ids) =>
      this.db
        .selectFrom('chapters')
        .selectAll()
        .where('session_id', 'in', ids)
        .orderBy('session_id')
        // numeric names in order, then the others ("Extra") by creation; the same on both databases
        .orderBy(sql`case when sort_key is null then 1 else 0 end`)
        .orderBy('sort_key')
        .orderBy('created_at')
        .orderBy('id')
        .execute(),
    );
    const chapterIds = chapters.map((c) => c.id);
    const pages = await inChunks(chapterIds, (ids) =>
      this.db
        .selectFrom('pages')
        .selectAll()
        .where('chapter_id', 'in', ids)
        .orderBy('chapter_id')
        .orderBy('position')
        .execute(),
    );
    const pagesBy = groupBy(chapterIds, pages, (p) => p.chapter_id);
    const chaptersBy = groupBy(sessionIds, chapters, (c) => c.session_id);
    const sessionsBy = groupBy(workIds, sessions, (s) => s.work_id);
    const out = new Map<string, SessionTree[]>();
    for (const [workId, rows] of sessionsBy) {
      out.set(
        workId,
        rows.map((session) => ({
          session,
          chapters: (chaptersBy.get(session.id) ?? []).map((chapter) => ({
            chapter,
            pages: pagesBy.get(chapter.id) ?? [],
          })),
        })),
      );
    }
    return out;
  }

  /**
   * What the reader needs around one chapter, without any other chapter's pages: the work's sessions
   * in order, their chapters in reading order (as treeByWork orders them) with a page count each.
   */
  async readingOrder(
    workId: string,
  ): Promise<{ session: MangaSessionRow; chapters: (ChapterRow & { pages: number })[] }[]> {
    const sessions = await this.db
      .selectFrom('manga_sessions')
      .selectAll()
      .where('work_id', '=', workId)
      .orderBy('number')
      .orderBy('created_at')
      .execute();
    const sessionIds = sessions.map((s) => s.id);
    const chapters = await inChunks(sessionIds, (ids) =>
      this.db
        .selectFrom('chapters')
        .selectAll()
        .where('session_id', 'in', ids)
        .orderBy('session_id')
        .orderBy(sql`case when sort_key is null then 1 else 0 end`)
        .orderBy('sort_key')
        .orderBy('created_at')
        .orderBy('id')
        .execute(),
    );
    const counts = await inChunks(
      chapters.map((c) => c.id),
      (ids) =>
        this.db
          .selectFrom('pages')
          .select(['chapter_id', (eb) => eb.fn.countAll<string | number>().as('n')])
          .where('chapter_id', 'in', ids)
          .groupBy('chapter_id')
          .execute(),
    );
    const pagesOf = new Map(counts.map((c) => [c.chapter_id, Number(c.n)]));
    const bySession = groupBy(sessionIds, chapters, (c) => c.session_id);
    return sessions.map((session) => ({
      session,
      chapters: (bySession.get(session.id) ?? []).map((c) => ({ ...c, pages: pagesOf.get(c.id) ?? 0 })),
    }));
  }

  /** One chapter's pages in order. */
  pagesOf(chapterId: string): Promise<PageRow[]> {
    return this.db.selectFrom('pages').selectAll().where('chapter_id', '=', chapterId).orderBy('position').execute();
  }

  // --- sessions

  findSession(workId: string, sessionId: string): Promise<MangaSessionRow | undefined> {
    return this.db
      .selectFrom('manga_sessions')
      .selectAll()
      .where('id', '=', sessionId)
      .where('work_id', '=', workId)
      .executeTakeFirst();
  }

  async sessionNumberTaken(workId: string, number: number, exceptId?: string): Promise<boolean> {
    let q = this.db
      .selectFrom('manga_sessions')
      .select('id')
      .where('work_id', '=', workId)
      .where('number', '=', number);
    if (exceptId) q = q.where('id', '<>', exceptId);
    return (await q.executeTakeFirst()) !== undefined;
  }

  async insertSession(workId: string, number: number, detail: string | null, now = Date.now()): Promise<string> {
    const id = newId();
    await this.db
      .insertInto('manga_sessions')
      .values({ id, work_id: workId, number, detail, created_at: now })
      .execute();
    return id;
  }

  async updateSession(id: string, patch: { number?: number; detail?: string | null }): Promise<void> {
    await this.db.updateTable('manga_sessions').set(patch).where('id', '=', id).execute();
  }

  /** Its chapters and their pages go with it (cascade). */
  async deleteSession(id: string): Promise<void> {
    await this.db.deleteFrom('manga_sessions').where('id', '=', id).execute();
  }

  // --- chapters

  findChapter(sessionId: string, chapterId: string): Promise<ChapterRow | undefined> {
    return this.db
      .selectFrom('chapters')
      .selectAll()
      .where('id', '=', chapterId)
      .where('session_id', '=', sessionId)
      .executeTakeFirst();
  }

  async chapterNameTaken(sessionId: string, name: string, exceptId?: string): Promise<boolean> {
    let q = this.db.selectFrom('chapters').select('id').where('session_id', '=', sessionId).where('name', '=', name);
    if (exceptId) q = q.where('id', '<>', exceptId);
    return (await q.executeTakeFirst()) !== undefined;
  }

  async insertChapter(sessionId: string, name: string, detail: string | null, now = Date.now()): Promise<string> {
    const id = newId();
    await this.db
      .insertInto('chapters')
      .values({ id, session_id: sessionId, name, sort_key: chapterSortKey(name), detail, created_at: now })
      .execute();
    return id;
  }

  async updateChapter(id: string, patch: { name?: string; detail?: string | null }): Promise<void> {
    const set = patch.name === undefined ? patch : { ...patch, sort_key: chapterSortKey(patch.name) };
    await this.db.updateTable('chapters').set(set).where('id', '=', id).execute();
  }

  /** Its pages go with it (cascade). */
  async deleteChapter(id: string): Promise<void> {
    await this.db.deleteFrom('chapters').where('id', '=', id).execute();
  }
}
