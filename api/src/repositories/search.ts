import { sql, type Kysely, type SqlBool } from 'kysely';
import type { Dialect } from '../db/database.ts';
import type { Database, WorkKind, WorkType } from '../db/schema.ts';
import type { SearchQueryKey } from '../search/key.ts';
import { CARD_COLUMNS, type CardRow } from './works.ts';

export interface SearchFilter {
  key: SearchQueryKey | null;
  kind?: WorkKind | undefined;
  type?: WorkType | undefined;
  genreId?: string | undefined;
  status?: string | undefined;
  year?: number | undefined;
  sort: 'relevance' | 'newest' | 'views' | 'rating';
  page: number;
  limit: number;
}

export type SearchRow = CardRow & { date_publish: string; status: string; created_at: number };

/**
 * LIKE pattern of text that must appear as is. Query words are letters and digits only (searchTokens),
 * so they hold no wildcard and need no ESCAPE clause, which SQLite would not hand to FTS5 (a LIKE with
 * ESCAPE is checked row by row instead of by the trigram index).
 */
const contains = (text: string): string => {
  if (/[%_\\]/.test(text)) throw new Error('a search word with a LIKE wildcard');
  return `%${text}%`;
};

/**
 * Search over `works.search_key` (search/key.ts) in each database's own engine (migration 0005):
 * SQLite asks its FTS5 trigram table, PostgreSQL the pg_trgm GIN index on the column; both with the
 * same `LIKE '%word%'` per word, so they find the same works, and both rank with the same expressions.
 */
export class SearchRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: Dialect,
  ) {}

  async search(filter: SearchFilter): Promise<{ rows: SearchRow[]; total: number }> {
    const { key } = filter;
    let base = this.db.selectFrom('works').where('works.active_show', '=', true);

    if (key) {
      const patterns = key.words.map(contains);
      if (this.dialect === 'sqlite') {
        // The FTS row of a work is number * 4 + kind (see the migration); the join uses works_kind_number_uq.
        const likes = sql.join(
          patterns.map((p) => sql`key like ${p}`),
          sql` and `,
        );
        base = base.innerJoin(sql<{ rowid: number }>`(select rowid from works_fts where ${likes})`.as('m'), (join) =>
          join
            .on(sql<SqlBool>`works.kind = (case m.rowid % 4 when 0 then 'movie' when 1 then 'series' else 'manga' end)`)
            .on(sql<SqlBool>`works.number = m.rowid / 4`),
        );
      } else {
        for (const p of patterns) base = base.where(sql<SqlBool>`works.search_key like ${p}`);
      }
    }
    if (filter.kind) base = base.where('works.kind', '=', filter.kind);
    if (filter.type) base = base.where('works.type', '=', filter.type);
    if (filter.status) base = base.where('works.status', '=', filter.status);
    if (filter.year !== undefined) base = base.where('works.date_publish', 'like', `${filter.year}%`);
    const genreId = filter.genreId;
    if (genreId)
      base = base.where((eb) =>
        eb.exists(
          eb
            .selectFrom('work_genres')
            .select('work_genres.work_id')
            .whereRef('work_genres.work_id', '=', 'works.id')
            .where('work_genres.genre_id', '=', genreId),
        ),
      );

    const total = Number((await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    if (total === 0 || (filter.page - 1) * filter.limit >= total) return { rows: [], total };

    let rows = base.select([...CARD_COLUMNS, 'works.date_publish', 'works.status', 'works.created_at']);
    if (filter.sort === 'relevance' && key) {
      const first = key.words[0] as string;
      rows = rows.orderBy(
        sql`case
          when works.search_key like ${contains(`|${key.compact}|`)} then 0
          when works.search_key like ${contains(`|${key.compact}`)} then 1
          when works.search_key like ${contains(` ${first}`)} then 2
          else 3 end`,
      );
    }
    if (filter.sort === 'newest') rows = rows.orderBy('works.created_at', 'desc');
    if (filter.sort === 'rating') rows = rows.orderBy('works.rating', 'desc');
    rows = rows.orderBy('works.view', 'desc').orderBy('works.number', 'desc').orderBy('works.kind');
    return {
      rows: await rows
        .limit(filter.limit)
        .offset((filter.page - 1) * filter.limit)
        .execute(),
      total,
    };
  }
}
