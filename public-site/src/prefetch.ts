import {
  useGetMangaByNumberQuery,
  useGetMangaListQuery,
  useGetMovieByNumberQuery,
  useGetMoviesQuery,
  useGetSeriesByNumberQuery,
  useGetSeriesListQuery,
  useGetSlidesQuery,
  useGetTrendNewQuery,
  useGetTrendTodayQuery,
} from '@ckb/api-client';
import { useParams } from '@ckb/design-system';
import { listArgs } from './lib/queries.ts';
import { usePageParam } from './lib/usePageParam.ts';

/**
 * Each page's first requests, started by the route table while the page's code downloads, so data and
 * code arrive together instead of one after the other (the home hero is the largest paint of `/`).
 * The pages ask for the same arguments and share these requests (RTK Query dedupes them).
 */
export const prefetch = {
  home() {
    useGetSlidesQuery();
    useGetTrendNewQuery();
    useGetTrendTodayQuery();
  },
  movies() {
    useGetMoviesQuery(listArgs('movies', usePageParam()));
  },
  series() {
    useGetSeriesListQuery(listArgs('series', usePageParam()));
  },
  manga() {
    useGetMangaListQuery(listArgs('manga', usePageParam()));
  },
  movie() {
    useGetMovieByNumberQuery(useParams().id ?? '');
  },
  seriesDetail() {
    useGetSeriesByNumberQuery(useParams().id ?? '');
  },
  mangaDetail() {
    useGetMangaByNumberQuery(useParams().id ?? '');
  },
};
