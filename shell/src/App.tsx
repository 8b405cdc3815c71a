import type { AppStore } from '@ckb/api-client';
import { Provider } from '@ckb/api-client';
import { BrowserRouter } from '@ckb/design-system';
import { AppRoutes } from './AppRoutes.tsx';
import { Layout } from './features/layout/Layout.tsx';

export function App({ store }: { store: AppStore }) {
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
