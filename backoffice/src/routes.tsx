import { lazy } from 'react';

const Placeholder = lazy(() => import('./features/placeholder/PlaceholderPage.tsx'));

/**
 * Exposed as `backoffice/routes`, mounted by the shell under `/admin/*` behind its guards. Every page
 * is its own chunk, loaded on first use. Accounts, ads, banners, genres and the quick episode page are
 * issue 14's (and 13's): until then they answer with a clear "not built yet" page, not a 404.
 */
export const routes = [
  { path: '/admin', Component: lazy(() => import('./features/dashboard/DashboardPage.tsx')) },
  { path: '/admin/movies', Component: lazy(() => import('./features/works-list/MoviesListPage.tsx')) },
  { path: '/admin/movies/:id', Component: lazy(() => import('./features/movie/MovieDetailPage.tsx')) },
  { path: '/admin/series', Component: lazy(() => import('./features/works-list/SeriesListPage.tsx')) },
  { path: '/admin/series/:id', Component: lazy(() => import('./features/series/SeriesDetailPage.tsx')) },
  { path: '/admin/manga', Component: lazy(() => import('./features/works-list/MangaListPage.tsx')) },
  { path: '/admin/manga/:id', Component: lazy(() => import('./features/manga/MangaDetailPage.tsx')) },
  {
    path: '/admin/manga/:id/session/:session/chapter/:chapter',
    Component: lazy(() => import('./features/chapter/ChapterPage.tsx')),
  },
  { path: '/admin/add', Component: lazy(() => import('./features/add/AddPage.tsx')) },
  { path: '/admin/add/genre', Component: lazy(() => import('./features/genres/GenresPage.tsx')) },
  { path: '/admin/users', Component: lazy(() => import('./features/users/UsersListPage.tsx')) },
  { path: '/admin/users/profile', Component: lazy(() => import('./features/users/ProfilePage.tsx')) },
  { path: '/admin/users/:id', Component: lazy(() => import('./features/users/ProfilePage.tsx')) },
  { path: '/admin/add/addevery', Component: lazy(() => import('./features/addevery/AddEveryPage.tsx')) },
  { path: '/admin/add/ad', Component: lazy(() => import('./features/ads/AdsPage.tsx')) },
  { path: '/admin/add/banner', Component: lazy(() => import('./features/banners/BannersPage.tsx')) },
  { path: '/admin/add/*', Component: Placeholder },
];
