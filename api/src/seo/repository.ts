import { sql, type Kysely, type SqlBool } from 'kysely';
import type { Database, WorkKind } from '../db/schema.ts';
import { released } from '../numbered/release.ts';
import { inChunks } from '../repositories/batch.ts';

/**
 * The SQL of the sitemaps: visible works of a kind by number, released chapters of visible manga in their
 * release order, staff. Each sitemap file is one slice of one index (`works_list_idx`, 0017's
 * `chapters_release_order`): the index alone is walked up to the slice, then only the slice's rows are read.
 */

export interface SitemapWork {
  number: number;
  en: string;
  ku: string;
  updated_at: number;
  /** The newest release time of the work's episodes or chapters that are out (null: none, or a film). */
  released_at: number | string | null;
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

  /**
   * One slice of a kind's visible works by number. The slice's first number is found by an `offset` over the
   * index alone (`works_list_idx` holds kind, visibility and number), then the rows are read from there: an
   * `offset` over the rows themselves makes PostgreSQL fetch every skipped row (some 90 ms for the last file).
   */
  works(kind: WorkKind, offset: number, limit: number, now: number): Promise<SitemapWork[]> {
    const visible = this.db.selectFrom('works').where('kind', '=', kind).where('active_show', '=', true);
    const first = visible.select('number').orderBy('number').limit(1).offset(offset);
    return visible
      .select(['number', 'en', 'ku', 'updated_at', 'poster_key', 'poster_width', 'poster_height'])
      .select(this.newestRelease(kind, now).as('released_at'))
      .where('number', '>=', first)
      .orderBy('number')
      .limit(limit)
      .execute();
  }

  /**
   * The newest release of a work's parts that the public sees (`released`): a new episode or chapter changes the
   * work's page, and a scheduled one changes it when its time comes, with no write to the work. One lookup per
   * work of the slice through its seasons' or sessions' index (a few rows each).
   */
  private newestRelease(kind: WorkKind, now: number) {
    if (kind === 'movie') return sql<null>`null`;
    const [parents, parts, parent] =
      kind === 'series'
        ? (['seasons', 'episodes', 'season_id'] as const)
        : (['manga_sessions', 'chapters', 'session_id'] as const);
    return sql<number | string | null>`(select max(${sql.ref(`${parts}.publish_at`)}) from ${sql.table(parents)}
      join ${sql.table(parts)} on ${sql.ref(`${parts}.${parent}`)} = ${sql.ref(`${parents}.id`)}
      where ${sql.ref(`${parents}.work_id`)} = ${sql.ref('works.id')} and ${released(parts, now)})`;
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
   * One slice of the release order without the chapters of hidden works (a slice may come out shorter), or null
   * past the last one. Its first chapter is found by an `offset` over the release index alone, the rows read from
   * there: an `offset` over the rows makes PostgreSQL fetch every chapter it skips (some 100 ms halfway), and
   * starting from a count of every released chapter would cost that count (some 30 ms on PostgreSQL) each time.
   */
  async chapters(now: number, offset: number, limit: number): Promise<SitemapChapter[] | null> {
    const at = sql.ref('chapters.publish_at');
    const id = sql.ref('chapters.id');
    const first = this.db
      .selectFrom('chapters')
      .select(['publish_at', 'id'])
      .where(released('chapters', now))
      .orderBy('publish_at')
      .orderBy('id')
      .limit(1)
      .offset(offset);
    const slice = await this.db
      .selectFrom('chapters')
      .select(['id', 'publish_at', 'session_id', 'name'])
      .where(released('chapters', now))
      .where(sql<SqlBool>`(${at}, ${id}) >= (${first})`)
      .orderBy('publish_at')
      .orderBy('id')
      .limit(limit)
      .execute();
    if (slice.length === 0) return null;
    // their sessions and works apart: joined to a short slice, SQLite's planner scans every session instead
    const sessions = await inChunks([...new Set(slice.map((c) => c.session_id))], (ids) =>
      this.db
        .selectFrom('manga_sessions as s')
        .innerJoin('works as w', 'w.id', 's.work_id')
        .select(['s.id', 's.number as session', 'w.number as manga'])
        .where('s.id', 'in', ids)
        .where('w.active_show', '=', true)
        .execute(),
    );
    const byId = new Map(sessions.map((s) => [s.id, s]));
    return slice.flatMap((c) => {
      const s = byId.get(c.session_id);
      return s ? [{ manga: s.manga, session: s.session, name: c.name, publish_at: Number(c.publish_at) }] : [];
    });
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
