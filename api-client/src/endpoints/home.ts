import { api } from '../api.ts';
import type { Envelope, Paged, Slide, TrendItem } from '../types.ts';

/** Home data depends on every kind of work, so any list change refreshes it too. */
const HOME_TAGS = [
  { type: 'Home' as const, id: 'LIST' },
  { type: 'Movie' as const, id: 'LIST' },
  { type: 'Series' as const, id: 'LIST' },
  { type: 'Manga' as const, id: 'LIST' },
];

export interface PopularArgs {
  page?: number;
  limit?: number;
}

/** `/api/trend/popular` is paged (SPEC §7); the others answer a plain list (ARCHITECTURE §6). */
function trendList(res: Envelope<TrendItem[] | Paged<TrendItem>>): TrendItem[] {
  const data = res.data;
  return Array.isArray(data) ? data : data.pagination_info.results;
}

export const homeApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/slide: the hero slides (works flagged active_show_on_slide / active_show_on_swiper). */
    getSlides: build.query<Slide[], void>({
      query: () => 'slide',
      transformResponse: (res: Envelope<Slide[]>) => res.data,
      providesTags: HOME_TAGS,
    }),
    /** GET /api/trend/popular?page&limit */
    getTrendPopular: build.query<TrendItem[], PopularArgs>({
      query: ({ page = 1, limit = 10 }) => ({ url: 'trend/popular', params: { page, limit } }),
      transformResponse: trendList,
      providesTags: HOME_TAGS,
    }),
    /** GET /api/trend/today: most viewed today. */
    getTrendToday: build.query<TrendItem[], void>({
      query: () => 'trend/today',
      transformResponse: trendList,
      providesTags: HOME_TAGS,
    }),
    /** GET /api/trend/new: newest works of every kind. */
    getTrendNew: build.query<TrendItem[], void>({
      query: () => 'trend/new',
      transformResponse: trendList,
      providesTags: HOME_TAGS,
    }),
  }),
});

export const { useGetSlidesQuery, useGetTrendPopularQuery, useGetTrendTodayQuery, useGetTrendNewQuery } = homeApi;
