import '@ckb/design-system/styles.css';
import { makeStore, Provider } from '@ckb/api-client';
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from '@ckb/design-system';
import { routes } from './routes.tsx';

/** Standalone start (`pnpm --filter @ckb/reader dev`): the reader without the shell, with its own store. */
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Provider store={makeStore()}>
      <BrowserRouter basename={import.meta.env.BASE_URL.replace(/\/$/, '')}>
        <main id="main">
          <Suspense>
            <Routes>
              {routes.map(({ path, Component }) => (
                <Route key={path} path={path} element={<Component />} />
              ))}
            </Routes>
          </Suspense>
        </main>
      </BrowserRouter>
    </Provider>
  </StrictMode>,
);
