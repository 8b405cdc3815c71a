import { pagesOf } from '@ckb/contract/routes';
import { lazy, Suspense, type ComponentType } from 'react';
import { LoadingMessage, Route, Routes, useLocation } from '@ckb/design-system';
import { AdminGuard } from './features/auth/AdminGuard.tsx';
import { NotFoundPage } from './features/errors/NotFoundPage.tsx';
import { remoteFor } from './features/remotes/remoteFor.ts';
import { RemoteRoutes } from './features/remotes/RemoteRoutes.tsx';

/** The shell's own pages (`/login`, `/logout`, `/forbidden`) as the route map names them, each its own chunk. */
const shellPages = pagesOf(
  'shell',
  import.meta.glob<{ default: ComponentType }>(['./features/*/*Page.tsx', '!./features/errors/NotFoundPage.tsx']),
).map(({ path, load }) => ({ path, Page: lazy(load) }));

const notFound = <NotFoundPage />;

/**
 * The route table (contract/src/routes.ts): the shell's own pages, `/admin/*` from `backoffice` (behind the
 * guards), the chapter path from `reader`, and every other path from `public-site`, whose unknown
 * paths fall through to the shell's 404 page.
 */
export function AppRoutes() {
  return (
    <Suspense fallback={<LoadingMessage />}>
      <Routes>
        {shellPages.map(({ path, Page }) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
        <Route path="*" element={<RemoteArea />} />
      </Routes>
    </Suspense>
  );
}

/**
 * Every remote mounts under the catch-all route, so its route table uses absolute paths
 * (`/movies/:id`, `/admin/users/:id`) exactly as it does when it runs alone.
 */
function RemoteArea() {
  const remote = remoteFor(useLocation().pathname) ?? 'publicSite';
  const routes = <RemoteRoutes key={remote} remote={remote} notFound={notFound} />;
  return remote === 'backoffice' ? <AdminGuard notFound={notFound}>{routes}</AdminGuard> : routes;
}
