import type { SearchItemT, SearchQueryT } from '@ckb/contract';
import type { Repositories } from '../plugins/database.ts';
import { queryKey } from '../search/key.ts';
import { posterOf, workRef } from '../wire/works.ts';
import { page, type Page } from './catalogue.ts';

const DEFAULT_LIMIT = 10;

/**
 * GET /api/search. The query goes through the same normalizer as the stored titles; a query
 * with no letters or digits left (only punctuation, FTS syntax, invisible characters) lists by the
 * filters alone. Only visible works, for everyone: the answer is the same for all and cacheable.
 */
export async function searchWorks(
  repos: Repositories,
  query: SearchQueryT,
): Promise<Page<SearchItemT> & { capped: boolean }> {
  const limit = query.limit ?? DEFAULT_LIMIT;
  let genreId: string | undefined;
  if (query.genre !== undefined) {
    const genre = await repos.genres.findBySlug(query.genre);
    if (!genre) return { ...page([], 0, limit), capped: false };
    genreId = genre.id;
  }
  const key = queryKey(query.q ?? '');
  const { rows, total, capped } = await repos.search.search({
    key,
    kind: query.kind,
    type: query.type,
    genreId,
    status: query.status,
    year: query.year,
    sort: query.sort ?? 'relevance',
    page: query.page ?? 1,
    limit,
  });
  const genres = await repos.genres.byWork(rows.map((r) => r.id));
  const results = rows.map((row): SearchItemT => ({
    ...(workRef(row) as Pick<SearchItemT, '_id' | 'type' | 'en' | 'ku'>),
    poster: posterOf(row),
    view: Number(row.view),
    rating: row.rating,
    date_publish: row.date_publish,
    status: row.status,
    genres: (genres.get(row.id) ?? []).map((g) => ({ _id: g.id, slug: g.slug, name: g.name })),
  }));
  return { ...page(results, total, limit), capped };
}
