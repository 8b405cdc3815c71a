import type { SearchArgs, WorkType } from '@ckb/api-client';
import { pageFrom } from '../../lib/usePageParam.ts';

/** /search keeps all of its state in the URL, so a search can be shared and reloaded; this reads and writes it. */

export const SEARCH_SIZE = 14;
const TYPES: readonly WorkType[] = ['anime', 'series', 'manga', 'manhua', 'oneshot'];
const SORTS = ['relevance', 'newest', 'views', 'rating'] as const;

export function searchArgsFrom(search: URLSearchParams): SearchArgs {
  const q = (search.get('q') ?? '').slice(0, 200).trim();
  const type = search.get('type') as WorkType | null;
  const status = search.get('status');
  const year = search.get('year');
  const sort = search.get('sort') as SearchArgs['sort'] | null;
  const genre = search.get('genre');
  return {
    ...(q ? { q } : {}),
    page: pageFrom(search),
    limit: SEARCH_SIZE,
    ...(type && TYPES.includes(type) ? { type } : {}),
    ...(genre && /^[a-z0-9-]{1,60}$/.test(genre) ? { genre } : {}),
    ...(status === 'continue' || status === 'finish' ? { status } : {}),
    ...(year && /^(19|20)\d\d$/.test(year) ? { year: Number(year) } : {}),
    ...(sort && SORTS.includes(sort) && sort !== 'relevance' ? { sort } : {}),
  };
}

/** The URL of a search: only what differs from the defaults, page 1 left out. */
export function searchPath(args: SearchArgs): string {
  const params = new URLSearchParams();
  if (args.q) params.set('q', args.q);
  if (args.type) params.set('type', args.type);
  if (args.genre) params.set('genre', args.genre);
  if (args.status) params.set('status', args.status);
  if (args.year) params.set('year', String(args.year));
  if (args.sort && args.sort !== 'relevance') params.set('sort', args.sort);
  if (args.page && args.page > 1) params.set('page', String(args.page));
  const query = params.toString();
  return query ? `/search?${query}` : '/search';
}
