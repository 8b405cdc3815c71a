import { Suspense, lazy, type ComponentType } from 'react';
import { Waiting } from './components/PageStates.tsx';
import { prefetch } from './prefetch.ts';

type Loader = () => Promise<{ default: ComponentType }>;

/** A lazily loaded page whose first requests start at once, in parallel with its code. */
function page(load: Loader, usePrefetch?: () => void): ComponentType {
  const Page = lazy(load);
  if (!usePrefetch) return Page;
  function Prefetching() {
    usePrefetch!();
    // The boundary is here, so this component (and its requests) is committed while the code loads.
    return (
      <Suspense fallback={<Waiting />}>
        <Page />
      </Suspense>
    );
  }
  return Prefetching;
}

/**
 * The exposed module `publicSite/routes`: absolute path patterns and lazily loaded pages, so the
 * first visit to `/` downloads the home page only. The shell renders them inside its layout.
 */
export const routes: Array<{ path: string; Component: ComponentType }> = [
  { path: '/', Component: page(() => import('./features/home/HomePage.tsx'), prefetch.home) },
  { path: '/movies', Component: page(() => import('./features/movies/MoviesPage.tsx'), prefetch.movies) },
  { path: '/movies/:id', Component: page(() => import('./features/movies/MovieDetailPage.tsx'), prefetch.movie) },
  { path: '/series', Component: page(() => import('./features/series/SeriesPage.tsx'), prefetch.series) },
  {
    path: '/series/:id',
    Component: page(() => import('./features/series/SeriesDetailPage.tsx'), prefetch.seriesDetail),
  },
  { path: '/manga', Component: page(() => import('./features/manga/MangaPage.tsx'), prefetch.manga) },
  { path: '/manga/:id', Component: page(() => import('./features/manga/MangaDetailPage.tsx'), prefetch.mangaDetail) },
  { path: '/staff', Component: page(() => import('./features/staff/StaffPage.tsx')) },
  { path: '/staff/:id', Component: page(() => import('./features/staff/StaffProfilePage.tsx')) },
  { path: '/about', Component: page(() => import('./features/about/AboutPage.tsx')) },
  { path: '/hi', Component: page(() => import('./features/landing/LandingPage.tsx')) },
];
