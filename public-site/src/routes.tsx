import { Suspense, lazy, useState, type ComponentType } from 'react';
import { Waiting } from './components/PageStates.tsx';
import { firstRequests, noFirstRequests, useFirstRequests, type FirstRequests } from './prefetch.ts';

type Loader = () => Promise<{ default: ComponentType }>;

/** A page of the public site: its path pattern, its code (split per page) and its first requests. */
export interface PublicPage {
  path: string;
  load: Loader;
  first?: FirstRequests;
  /** Shown without the site's navbar, ad and footer (the shell's BARE_PAGES says the same). */
  bare?: boolean;
}

/**
 * Every public route of SPEC §2. Kept as `{ path: '…', load: () => import('…') }` literals: the build reads
 * them (tooling/vite.ts, `preloadMap`) to tell the api which files each route needs.
 */
export const pages: PublicPage[] = [
  { path: '/', load: () => import('./features/home/HomePage.tsx'), first: firstRequests.home },
  { path: '/movies', load: () => import('./features/movies/MoviesPage.tsx'), first: firstRequests.movies },
  { path: '/movies/:id', load: () => import('./features/movies/MovieDetailPage.tsx'), first: firstRequests.movie },
  { path: '/series', load: () => import('./features/series/SeriesPage.tsx'), first: firstRequests.series },
  {
    path: '/series/:id',
    load: () => import('./features/series/SeriesDetailPage.tsx'),
    first: firstRequests.seriesDetail,
  },
  { path: '/manga', load: () => import('./features/manga/MangaPage.tsx'), first: firstRequests.manga },
  { path: '/manga/:id', load: () => import('./features/manga/MangaDetailPage.tsx'), first: firstRequests.mangaDetail },
  { path: '/staff', load: () => import('./features/staff/StaffPage.tsx'), first: firstRequests.staff },
  {
    path: '/staff/:id',
    load: () => import('./features/staff/StaffProfilePage.tsx'),
    first: firstRequests.staffProfile,
  },
  { path: '/search', load: () => import('./features/search/SearchPage.tsx'), first: firstRequests.search },
  { path: '/about', load: () => import('./features/about/AboutPage.tsx') },
  { path: '/hi', load: () => import('./features/landing/LandingPage.tsx'), bare: true },
];

/**
 * A lazily loaded page whose first requests start at once, in parallel with its code. Once `preload`
 * has its code, it renders at once, with no waiting message: the shell preloads the first page
 * before it replaces the page the server drew, so the swap is invisible.
 */
function routeOf({ path, load, first }: PublicPage) {
  let ready: ComponentType | null = null;
  const preload = () =>
    load().then((mod) => {
      ready = mod.default;
    });
  const Lazy = lazy(load);
  function Page() {
    useFirstRequests(first ?? noFirstRequests);
    // Decided once per mount: a page never switches from the lazy path to the loaded one under the visitor.
    const [Loaded] = useState(() => ready);
    // The boundary is here, so this component (and its requests) is committed while the code loads.
    return Loaded ? (
      <Loaded />
    ) : (
      <Suspense fallback={<Waiting />}>
        <Lazy />
      </Suspense>
    );
  }
  return { path, Component: Page as ComponentType, preload };
}

/**
 * The exposed module `publicSite/routes`: absolute path patterns and lazily loaded pages, so the
 * first visit to `/` downloads the home page only. The shell renders them inside its layout.
 */
export const routes: Array<{ path: string; Component: ComponentType; preload: () => Promise<void> }> =
  pages.map(routeOf);
