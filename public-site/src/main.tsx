import '@ckb/design-system/styles.css';
import { makeStore, Provider } from '@ckb/api-client';
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from '@ckb/design-system';
import { NothingFound, Waiting } from './components/PageStates.tsx';
import { routes } from './routes.tsx';

/**
 * The public site on its own (`pnpm --filter @ckb/public-site dev`): the same routes as in the
 * shell, with its own store and a plain frame instead of the shell's layout.
 */
const store = makeStore();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Provider store={store}>
      <BrowserRouter basename={import.meta.env.BASE_URL.replace(/\/$/, '')}>
        <main id="main">
          <Suspense fallback={<Waiting />}>
            <Routes>
              {routes.map(({ path, Component }) => (
                <Route key={path} path={path} element={<Component />} />
              ))}
              <Route path="*" element={<NothingFound backTo="/" backLabel="پەڕەی سەرەکی" />} />
            </Routes>
          </Suspense>
        </main>
      </BrowserRouter>
    </Provider>
  </StrictMode>,
);
