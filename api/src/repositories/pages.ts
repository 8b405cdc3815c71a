import type { Kysely } from 'kysely';
import type { Database, PageRow } from '../db/schema.ts';
import { groupBy, inChunks } from './batch.ts';

/** Reads of chapter pages (their writes, with the files, are the media module's). */
export class PagesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** One chapter's pages in order. */
  ofChapter(chapterId: string): Promise<PageRow[]> {
    return this.db.selectFrom('pages').selectAll().where('chapter_id', '=', chapterId).orderBy('position').execute();
  }

  /** The pages of several chapters, each chapter's in order (every id gets an entry). */
  async byChapter(chapterIds: readonly string[]): Promise<Map<string, PageRow[]>> {
    const pages = await inChunks(chapterIds, (ids) =>
      this.db
        .selectFrom('pages')
        .selectAll()
        .where('chapter_id', 'in', ids)
        .orderBy('chapter_id')
        .orderBy('position')
        .execute(),
    );
    return groupBy(chapterIds, pages, (p) => p.chapter_id);
  }

  /** How many pages each chapter has; chapters without pages are left out. */
  async countByChapter(chapterIds: readonly string[]): Promise<Map<string, number>> {
    const counts = await inChunks(chapterIds, (ids) =>
      this.db
        .selectFrom('pages')
        .select(['chapter_id', (eb) => eb.fn.countAll<string | number>().as('n')])
        .where('chapter_id', 'in', ids)
        .groupBy('chapter_id')
        .execute(),
    );
    return new Map(counts.map((c) => [c.chapter_id, Number(c.n)]));
  }
}
