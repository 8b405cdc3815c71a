import { lazy, type ComponentType } from 'react';

/**
 * The exposed module `publicSite/routes`: absolute path patterns and lazily loaded pages, so the
 * first visit to `/` downloads the home page only. The shell renders them inside its layout.
 */
export const routes: Array<{ path: string; Component: ComponentType }> = [
  { path: '/', Component: lazy(() => import('./features/home/HomePage.tsx')) },
  { path: '/movies', Component: lazy(() => import('./features/movies/MoviesPage.tsx')) },
  { path: '/movies/:id', Component: lazy(() => import('./features/movies/MovieDetailPage.tsx')) },
  { path: '/series', Component: lazy(() => import('./features/series/SeriesPage.tsx')) },
  { path: '/series/:id', Component: lazy(() => import('./features/series/SeriesDetailPage.tsx')) },
  { path: '/manga', Component: lazy(() => import('./features/manga/MangaPage.tsx')) },
  { path: '/manga/:id', Component: lazy(() => import('./features/manga/MangaDetailPage.tsx')) },
  { path: '/staff', Component: lazy(() => import('./features/staff/StaffPage.tsx')) },
  { path: '/staff/:id', Component: lazy(() => import('./features/staff/StaffProfilePage.tsx')) },
  { path: '/about', Component: lazy(() => import('./features/about/AboutPage.tsx')) },
  { path: '/hi', Component: lazy(() => import('./features/landing/LandingPage.tsx')) },
];
