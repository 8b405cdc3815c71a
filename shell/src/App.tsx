import { useEffect } from 'react';
import type { AppStore } from '@ckb/api-client';
import { Provider } from '@ckb/api-client';
import { BrowserRouter, MemoryRouter } from '@ckb/design-system';
import { AppRoutes } from './AppRoutes.tsx';
import { Layout } from './features/layout/Layout.tsx';
import { RemoteLoaderContext, type RemoteLoader } from './features/remotes/useRemoteRoutes.ts';

interface Props {
  store: AppStore;
  /** Where the remotes come from: module federation in the browser, the drawing remote itself on the server. */
  remotes: RemoteLoader;
  /** The server's drawing of one URL (server.tsx); the browser's router reads the address bar. */
  url?: string;
  /** Runs after the first commit (or the hydration): the page on screen is React's from then on. */
  onLive?: () => void;
}

/**
 * The shell's whole tree. The server draws it (server.tsx) and the browser hydrates the same tree
 * (main.tsx): both routers render one child, so `useId` and the Suspense boundaries agree.
 */
export function App({ store, remotes, url, onLive }: Props) {
  useEffect(() => onLive?.(), [onLive]);
  const content = (
    <Layout>
      <AppRoutes />
    </Layout>
  );
  return (
    <Provider store={store}>
      <RemoteLoaderContext.Provider value={remotes}>
        {url === undefined ? (
          <BrowserRouter>{content}</BrowserRouter>
        ) : (
          <MemoryRouter initialEntries={[url]}>{content}</MemoryRouter>
        )}
      </RemoteLoaderContext.Provider>
    </Provider>
  );
}
