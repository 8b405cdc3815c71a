import { sql, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { WorkKind, WorkType } from '../db/schema.ts';

/** The filters the lists and search share; each is skipped when unset. */
export interface WorkFilter {
  kind?: WorkKind | undefined;
  type?: WorkType | undefined;
  status?: string | undefined;
  /** The year of `date_publish` (`YYYY-…`). */
  year?: number | undefined;
  /** Only works with this genre (a genre id). */
  genreId?: string | undefined;
}

/** Where a query reads the filtered fields: `works` itself, or a copy of them such as `work_search as s`. */
export interface WorkFilterColumns {
  /** The work's id, which `work_genres.work_id` points to. */
  id: string;
  kind: string;
  type: string;
  status: string;
  datePublish: string;
}

export const WORKS_FILTER_COLUMNS: WorkFilterColumns = {
  id: 'works.id',
  kind: 'works.kind',
  type: 'works.type',
  status: 'works.status',
  datePublish: 'works.date_publish',
};

/** `work_search as s` (migrations 0007, 0008): search's narrow copy of each work. */
export const WORK_SEARCH_FILTER_COLUMNS: WorkFilterColumns = {
  id: 's.work_id',
  kind: 's.kind',
  type: 's.type',
  status: 's.status',
  datePublish: 's.date_publish',
};

/**
 * The lists' and search's filters, written once: the lists read them on `works`, search on its own table,
 * and both must keep answering alike (a genre or a year filters the same works wherever it is asked).
 */
export function applyWorkFilters<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  filter: WorkFilter,
  columns: WorkFilterColumns,
): SelectQueryBuilder<DB, TB, O> {
  let q = query;
  const is = (column: string, value: string) => sql<SqlBool>`${sql.ref(column)} = ${value}`;
  if (filter.kind) q = q.where(is(columns.kind, filter.kind));
  if (filter.type) q = q.where(is(columns.type, filter.type));
  if (filter.status) q = q.where(is(columns.status, filter.status));
  if (filter.year !== undefined) q = q.where(sql<SqlBool>`${sql.ref(columns.datePublish)} like ${`${filter.year}%`}`);
  if (filter.genreId)
    q = q.where(
      sql<SqlBool>`exists (select work_genres.work_id from work_genres
        where work_genres.work_id = ${sql.ref(columns.id)} and work_genres.genre_id = ${filter.genreId})`,
    );
  return q;
}
