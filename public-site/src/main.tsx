import { createRoot } from 'react-dom/client';
import { Suspense } from 'react';
import { pages } from './routes.tsx';
const M = pages.movies;
createRoot(document.getElementById('root')!).render(<Suspense><M /></Suspense>);
