import { api } from '../api.ts';
import type { Envelope, Genre, Paged, SearchItem, SearchSort } from '../types.ts';

/** Search and genres: GET /api/search and GET /api/genres. */

/** A page of results; `capped`: more works match than the api counts (totalItems is then its cap). */
export type SearchResults = Paged<SearchItem>['pagination_info'] & { capped: boolean };

export interface SearchArgs {
  q?: string;
  page?: number;
  limit?: number;
  kind?: 'movie' | 'series' | 'manga';
  type?: string;
  /** A genre slug. */
  genre?: string;
  status?: 'continue' | 'finish';
  year?: number;
  sort?: SearchSort;
}

export function searchParams(args: SearchArgs): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(args))
    if (value !== undefined && value !== '' && value !== null) out[key] = value as string | number;
  return out;
}

export const discoveryApi = api.injectEndpoints({
  endpoints: (build) => ({
    searchWorks: build.query<SearchResults, SearchArgs>({
      query: (args) => ({ url: 'search', params: searchParams(args) }),
      transformResponse: (res: Envelope<{ pagination_info: SearchResults }>) => res.data.pagination_info,
      // any write to works or genres changes what search finds
      providesTags: [
        { type: 'Movie', id: 'LIST' },
        { type: 'Series', id: 'LIST' },
        { type: 'Manga', id: 'LIST' },
        { type: 'Genre', id: 'LIST' },
      ],
      keepUnusedDataFor: 30,
    }),
    getGenres: build.query<Genre[], void>({
      query: () => 'genres',
      transformResponse: (res: Envelope<{ genres: Genre[] }>) => res.data.genres,
      providesTags: [{ type: 'Genre', id: 'LIST' }],
    }),
  }),
});

export const { useSearchWorksQuery, useLazySearchWorksQuery, useGetGenresQuery } = discoveryApi;
