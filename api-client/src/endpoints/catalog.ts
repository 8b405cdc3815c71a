import { api } from '../api.ts';
import type { WorkListSortT } from '@ckb/contract';
import type { Envelope, Manga, Movie, Paged, Series } from '../types.ts';

/** Paged list arguments (ARCHITECTURE §6). `limit: -1` means all. */
export interface ListArgs {
  page?: number;
  limit?: number;
  /** Space-separated field names, e.g. 'en ku poster movie_id'. */
  select?: string;
  /** Public lists ask for visible works only (true); the back-office may ask for hidden ones only (false). */
  activeShow?: boolean;
  type?: string;
  /** Part of a title (the back-office's filter). */
  q?: string;
  /** A genre slug: only works with that genre. */
  genre?: string;
  /** The back-office's sortable columns (the api's default: the public number, newest first). */
  sort?: WorkListSortT;
  order?: 'asc' | 'desc';
}

export function listParams({
  page = 1,
  limit = 10,
  select,
  activeShow,
  type,
  q,
  genre,
  sort,
  order,
}: ListArgs): Record<string, string | number> {
  return {
    page,
    limit,
    ...(select ? { select } : {}),
    ...(activeShow !== undefined ? { active_show: String(activeShow) } : {}),
    ...(type ? { type } : {}),
    ...(q ? { q } : {}),
    ...(genre ? { genre } : {}),
    ...(sort ? { sort } : {}),
    ...(order ? { order } : {}),
  };
}

export const catalogApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMovies: build.query<Paged<Movie>['pagination_info'], ListArgs>({
      query: (args) => ({ url: 'movies', params: listParams(args) }),
      transformResponse: (res: Envelope<Paged<Movie>>) => res.data.pagination_info,
      providesTags: [{ type: 'Movie', id: 'LIST' }],
    }),
    getMovieByNumber: build.query<Movie, number | string>({
      query: (n) => `movies/${encodeURIComponent(n)}/number`,
      transformResponse: (res: Envelope<{ movie: Movie }>) => res.data.movie,
      providesTags: (m) => (m ? [{ type: 'Movie', id: m._id }] : []),
    }),
    getMovie: build.query<Movie, string>({
      query: (id) => `movies/${encodeURIComponent(id)}`,
      transformResponse: (res: Envelope<{ movie: Movie }>) => res.data.movie,
      providesTags: (m) => (m ? [{ type: 'Movie', id: m._id }] : []),
    }),
    getSeriesList: build.query<Paged<Series>['pagination_info'], ListArgs>({
      query: (args) => ({ url: 'series', params: listParams(args) }),
      transformResponse: (res: Envelope<Paged<Series>>) => res.data.pagination_info,
      providesTags: [{ type: 'Series', id: 'LIST' }],
    }),
    getSeriesByNumber: build.query<Series, number | string>({
      query: (n) => `series/${encodeURIComponent(n)}/number`,
      transformResponse: (res: Envelope<{ series: Series }>) => res.data.series,
      providesTags: (s) => (s ? [{ type: 'Series', id: s._id }] : []),
    }),
    getSeries: build.query<Series, string>({
      query: (id) => `series/${encodeURIComponent(id)}`,
      transformResponse: (res: Envelope<{ series: Series }>) => res.data.series,
      providesTags: (s) => (s ? [{ type: 'Series', id: s._id }] : []),
    }),
    getMangaList: build.query<Paged<Manga>['pagination_info'], ListArgs>({
      query: (args) => ({ url: 'manga', params: listParams(args) }),
      transformResponse: (res: Envelope<Paged<Manga>>) => res.data.pagination_info,
      providesTags: [{ type: 'Manga', id: 'LIST' }],
    }),
    getMangaByNumber: build.query<Manga, number | string>({
      query: (n) => `manga/${encodeURIComponent(n)}/number`,
      transformResponse: (res: Envelope<{ manga: Manga }>) => res.data.manga,
      providesTags: (m) => (m ? [{ type: 'Manga', id: m._id }] : []),
    }),
    getManga: build.query<Manga, string>({
      query: (id) => `manga/${encodeURIComponent(id)}`,
      transformResponse: (res: Envelope<{ manga: Manga }>) => res.data.manga,
      providesTags: (m) => (m ? [{ type: 'Manga', id: m._id }] : []),
    }),
    /** A visitor reports that a server does not play, so staff learn of it; counted once per visitor and day. */
    reportServer: build.mutation<true, string>({
      query: (serverId) => ({ url: `servers/${encodeURIComponent(serverId)}/report`, method: 'POST' }),
      transformResponse: () => true as const,
    }),
  }),
});

export const {
  useGetMoviesQuery,
  useGetMovieByNumberQuery,
  useGetMovieQuery,
  useGetSeriesListQuery,
  useGetSeriesByNumberQuery,
  useGetSeriesQuery,
  useGetMangaListQuery,
  useGetMangaByNumberQuery,
  useGetMangaQuery,
  useReportServerMutation,
} = catalogApi;
