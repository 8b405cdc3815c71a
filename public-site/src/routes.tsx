import { lazy } from 'react';

export const pages = {
  movies: lazy(() => import('./features/movies/MoviesPage.tsx')),
};
