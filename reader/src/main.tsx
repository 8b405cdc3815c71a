import { lazy } from 'react';
import { mountStandalone } from '../../tooling/standalone.tsx';
import { markStandalone } from './lib/host.ts';
import { installOfflineReader } from '@ckb/api-client/offline';
import { routes } from './routes.tsx';

/**
 * The standalone reader: `pnpm --filter @ckb/reader dev`, and the build the api serves at /read/
 * (`vite build --mode standalone`) with its service worker, its saved chapters at /read/.
 */
markStandalone();
mountStandalone([...routes, { path: '/', Component: lazy(() => import('./features/offline/OfflineLibrary.tsx')) }]);

if (import.meta.env.PROD && import.meta.env.BASE_URL === '/read/') void installOfflineReader();
