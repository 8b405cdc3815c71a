import { lazy } from 'react';

const Placeholder = lazy(() => import('./features/placeholder/PlaceholderPage.tsx'));

/**
 * Exposed as `backoffice/routes`, mounted by the shell under `/admin/*` behind its guards.
 * Only the dashboard is built so far; the other admin screens of SPEC §2 answer with a clear
 * "not built yet" page instead of a 404, so the dashboard's links lead somewhere honest.
 */
export const routes = [
  { path: '/admin', Component: lazy(() => import('./features/dashboard/DashboardPage.tsx')) },
  ...[
    '/admin/movies',
    '/admin/movies/:id',
    '/admin/series',
    '/admin/series/:id',
    '/admin/manga',
    '/admin/manga/:id',
    '/admin/manga/:id/session/:session/chapter/:chapter',
    '/admin/add',
    '/admin/add/*',
    '/admin/users',
    '/admin/users/profile',
    '/admin/users/:id',
  ].map((path) => ({ path, Component: Placeholder })),
];
