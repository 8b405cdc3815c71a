import { sql, type Kysely } from 'kysely';
import type { Database, WorkKind } from '../db/schema.ts';
import { released } from '../numbered/release.ts';

/**
 * The SQL of the sitemaps: visible works of a kind by number, released chapters of visible manga in their
 * release order, staff. Each sitemap file is one slice of one index (`works_list_idx`, 0017's
 * `chapters_release_order`), so a file costs the same whatever its place in the catalogue.
 */

export interface SitemapWork {
  number: number;
  en: string;
  ku: string;
  updated_at: number;
  poster_key: string | null;
  poster_width: number | null;
  poster_height: number | null;
}

export interface SitemapChapter {
  manga: number;
  session: number;
  name: string;
  publish_at: number;
}

export class SitemapRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Visible works of a kind, from the totals kept in step with every write (work_counts). */
  async visibleWorks(kind: WorkKind): Promise<number> {
    const row = await this.db
      .selectFrom('work_counts')
      .select((eb) => eb.fn.sum<number | string | null>('n').as('n'))
      .where('kind', '=', kind)
      .where('active_show', '=', true)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  works(kind: WorkKind, offset: number, limit: number): Promise<SitemapWork[]> {
    return this.db
      .selectFrom('works')
      .select(['number', 'en', 'ku', 'updated_at', 'poster_key', 'poster_width', 'poster_height'])
      .where('kind', '=', kind)
      .where('active_show', '=', true)
      .orderBy('number')
      .limit(limit)
      .offset(offset)
      .execute();
  }

  /**
   * Released chapters, hidden works' included: what the chapter files are sliced from. Counted from the
   * release index alone (the visibility of each chapter's work is a join per row, too dear for an index).
   */
  async releasedChapters(now: number): Promise<number> {
    const row = await this.db
      .selectFrom('chapters')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where(released('chapters', now))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /**
   * One slice of the release order, without the chapters of hidden works (a slice may come out shorter). A slice
   * in the later half is counted from the end (`total` released): an `offset` walks the index up to the slice.
   */
  chapters(now: number, offset: number, limit: number, total: number): Promise<SitemapChapter[]> {
    const fromEnd = offset > total / 2;
    const direction = fromEnd ? 'desc' : 'asc';
    const slice = this.db
      .selectFrom('chapters')
      .select(['id', 'publish_at', 'session_id', 'name'])
      .where(released('chapters', now))
      .orderBy('publish_at', direction)
      .orderBy('id', direction)
      .limit(fromEnd ? Math.max(0, Math.min(limit, total - offset)) : limit)
      .offset(fromEnd ? Math.max(0, total - offset - limit) : offset)
      .as('c');
    return this.db
      .selectFrom(slice)
      .innerJoin('manga_sessions as s', 's.id', 'c.session_id')
      .innerJoin('works as w', 'w.id', 's.work_id')
      .select([
        'w.number as manga',
        's.number as session',
        'c.name as name',
        sql<number>`c.publish_at`.as('publish_at'),
      ])
      .where('w.active_show', '=', true)
      .orderBy('c.publish_at')
      .orderBy('c.id')
      .execute();
  }

  /** Staff profiles (every account has a public one). */
  async staffCount(): Promise<number> {
    const row = await this.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  staff(offset: number, limit: number): Promise<{ id: string; updated_at: number }[]> {
    return this.db
      .selectFrom('users')
      .select(['id', 'updated_at'])
      .orderBy('created_at')
      .orderBy('id')
      .limit(limit)
      .offset(offset)
      .execute();
  }
}
