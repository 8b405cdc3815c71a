import { lazy, Suspense } from 'react';
import { LoadingMessage, Route, Routes, useLocation } from '@ckb/design-system';
import { AdminGuard } from './features/auth/AdminGuard.tsx';
import { NotFoundPage } from './features/errors/NotFoundPage.tsx';
import { remoteFor } from './features/remotes/remoteFor.ts';
import { RemoteRoutes } from './features/remotes/RemoteRoutes.tsx';

const LoginPage = lazy(() => import('./features/auth/LoginPage.tsx'));
const LogoutPage = lazy(() => import('./features/auth/LogoutPage.tsx'));
const ForbiddenPage = lazy(() => import('./features/errors/ForbiddenPage.tsx'));

const notFound = <NotFoundPage />;

/**
 * The route table: the shell's own pages, `/admin/*` from `backoffice` (behind the guards),
 * the chapter path from `reader`, and every other path from `public-site`, whose unknown
 * paths fall through to the shell's 404 page.
 */
export function AppRoutes() {
  return (
    <Suspense fallback={<LoadingMessage />}>
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/logout" element={<LogoutPage />} />
        <Route path="/forbidden" element={<ForbiddenPage />} />
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
  return remote === 'backoffice' ? <AdminGuard>{routes}</AdminGuard> : routes;
}
