import '@ckb/design-system/styles.css';
import { makeStore, Provider } from '@ckb/api-client';
import { BrowserRouter, Route, Routes } from '@ckb/design-system';
import { StrictMode, Suspense, type ComponentType, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';

/**
 * A remote's standalone start (its own index.html + main.tsx): the same route table it gives the shell,
 * with its own store from the same factory, a plain `<main>` instead of the shell's layout, and the
 * router based where the remote is served (`/mf/<remote>/`).
 */
export function mountStandalone(
  routes: Array<{ path: string; Component: ComponentType }>,
  { fallback, notFound }: { fallback?: ReactNode; notFound?: ReactNode } = {},
): void {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Provider store={makeStore()}>
        <BrowserRouter basename={import.meta.env.BASE_URL.replace(/\/$/, '')}>
          <main id="main">
            <Suspense fallback={fallback}>
              <Routes>
                {routes.map(({ path, Component }) => (
                  <Route key={path} path={path} element={<Component />} />
                ))}
                {notFound && <Route path="*" element={notFound} />}
              </Routes>
            </Suspense>
          </main>
        </BrowserRouter>
      </Provider>
    </StrictMode>,
  );
}
