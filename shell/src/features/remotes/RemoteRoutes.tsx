import { Suspense, useMemo, type ReactNode } from 'react';
import { LoadingMessage, type RouteObject, useRoutes } from '@ckb/design-system';
import { RemoteErrorBoundary } from './RemoteErrorBoundary.tsx';
import { RemoteFailed } from './RemoteFailed.tsx';
import type { RemoteName, RemoteRoutesModule } from './loadRemote.ts';
import { useRemoteRoutes, type RemoteLoader } from './useRemoteRoutes.ts';

interface Props {
  remote: RemoteName;
  /** Rendered for paths the remote does not know (the 404 page). */
  notFound: ReactNode;
  loader?: RemoteLoader;
}

/** Mounts a remote's route table inside the shell; a remote that fails to load shows a message and a retry button. */
export function RemoteRoutes({ remote, notFound, loader }: Props) {
  const state = useRemoteRoutes(remote, loader);
  if (state.status === 'error') return <RemoteFailed onRetry={state.retry} />;
  if (state.status === 'loading') return <LoadingMessage />;
  return (
    <RemoteErrorBoundary onRetry={state.retry}>
      <Suspense fallback={<LoadingMessage />}>
        <RouteTable routes={state.routes} notFound={notFound} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}

function RouteTable({ routes, notFound }: { routes: RemoteRoutesModule['routes']; notFound: ReactNode }) {
  const table = useMemo<RouteObject[]>(
    () => [
      ...routes.map(({ path, Component }) => ({ path, element: <Component /> })),
      { path: '*', element: notFound },
    ],
    [routes, notFound],
  );
  return useRoutes(table);
}
