import { lazy } from 'react';

/** Exposed as `reader/routes`: the chapter reader's one path (SPEC §2). */
export const routes = [
  {
    path: '/manga/:id/session/:session/chapter/:chapter',
    Component: lazy(() => import('./features/chapter/ChapterPage.tsx')),
  },
];
