import { catalogApi, discoveryApi, homeApi, useAppDispatch, usersApi, type AppDispatch } from '@ckb/api-client';
import { searchArgsFrom } from './features/search/searchParams.ts';
import { useParams, useSearchParams } from '@ckb/design-system';
import { useEffect } from 'react';
import { listArgs, STAFF_SIZE } from './lib/queries.ts';
import { pageFrom } from './lib/usePageParam.ts';

type Params = Readonly<Partial<Record<string, string>>>;
type Start = (dispatch: AppDispatch) => { unsubscribe(): void };

/**
 * A page's first requests, from its URL. The same table serves both sides:
 * - in the browser, the route starts them while the page's code downloads (`useFirstRequests`), so
 *   data and code arrive together instead of one after the other;
 * - on the server, `ssr.tsx` awaits them before it draws the page.
 * The pages' own hooks ask for the very same arguments, so they share these requests (RTK Query dedupes).
 */
export type FirstRequests = (params: Params, search: URLSearchParams) => Start[];

const id = (params: Params) => params.id ?? '';

/** A list's `?genre=` (a slug), when it looks like one; anything else is ignored. */
export const genreFrom = (search: URLSearchParams): string | undefined => {
  const genre = search.get('genre');
  return genre && /^[a-z0-9-]{1,60}$/.test(genre) ? genre : undefined;
};

/** A list filtered by a genre names it: the genre list is needed for the name. */
const genresIfFiltered = (search: URLSearchParams): Start[] =>
  genreFrom(search) ? [(d) => d(discoveryApi.endpoints.getGenres.initiate())] : [];

/** For pages that start nothing ahead (their data is small, or below the fold). */
export const noFirstRequests: FirstRequests = () => [];

export const firstRequests = {
  home: () => [
    (d) => d(homeApi.endpoints.getSlides.initiate()),
    (d) => d(homeApi.endpoints.getTrendNew.initiate()),
    (d) => d(homeApi.endpoints.getTrendToday.initiate()),
  ],
  movies: (_, search) => [
    (d) => d(catalogApi.endpoints.getMovies.initiate(listArgs('movies', pageFrom(search), genreFrom(search)))),
    ...genresIfFiltered(search),
  ],
  series: (_, search) => [
    (d) => d(catalogApi.endpoints.getSeriesList.initiate(listArgs('series', pageFrom(search), genreFrom(search)))),
    ...genresIfFiltered(search),
  ],
  manga: (_, search) => [
    (d) => d(catalogApi.endpoints.getMangaList.initiate(listArgs('manga', pageFrom(search), genreFrom(search)))),
    ...genresIfFiltered(search),
  ],
  search: (_, search) => [
    (d) => d(discoveryApi.endpoints.searchWorks.initiate(searchArgsFrom(search))),
    (d) => d(discoveryApi.endpoints.getGenres.initiate()),
  ],
  movie: (params) => [(d) => d(catalogApi.endpoints.getMovieByNumber.initiate(id(params)))],
  seriesDetail: (params) => [(d) => d(catalogApi.endpoints.getSeriesByNumber.initiate(id(params)))],
  mangaDetail: (params) => [(d) => d(catalogApi.endpoints.getMangaByNumber.initiate(id(params)))],
  staff: (_, search) => [(d) => d(usersApi.endpoints.getUsers.initiate({ page: pageFrom(search), limit: STAFF_SIZE }))],
  staffProfile: (params) => [(d) => d(usersApi.endpoints.getUser.initiate(id(params)))],
} satisfies Record<string, FirstRequests>;

/** Starts (and holds, while mounted) a page's first requests in the browser. */
export function useFirstRequests(requests: FirstRequests): void {
  const dispatch = useAppDispatch();
  const params = useParams();
  const [search] = useSearchParams();
  const key = `${JSON.stringify(params)}?${search.toString()}`;
  useEffect(() => {
    const held = requests(params, search).map((start) => start(dispatch));
    return () => held.forEach((h) => h.unsubscribe());
    // `key` stands for params and search, which are new objects on every render.
  }, [requests, dispatch, key]);
}
