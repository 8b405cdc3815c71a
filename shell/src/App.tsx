import { useEffect } from 'react';
import type { AppStore } from '@ckb/api-client';
import { Provider } from '@ckb/api-client';
import { BrowserRouter } from '@ckb/design-system';
import { AppRoutes } from './AppRoutes.tsx';
import { Layout } from './features/layout/Layout.tsx';

/** `onLive` runs after the first commit: the page on screen is React's from then on. */
export function App({ store, onLive }: { store: AppStore; onLive?: () => void }) {
  useEffect(() => onLive?.(), [onLive]);
  return (
    <Provider store={store}>
      <BrowserRouter>
        <Layout>
          <AppRoutes />
        </Layout>
      </BrowserRouter>
    </Provider>
  );
}
