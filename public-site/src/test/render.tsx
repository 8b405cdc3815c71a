import { type AppStore, makeStore, Provider } from '@ckb/api-client';
import { configure, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, type ComponentType } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from '@ckb/design-system';

// Whole pages on a busy machine: give `findBy` / `waitFor` more than the default second.
configure({ asyncUtilTimeout: 4000 });

// jsdom has no layout: scrolling is a no-op there, and no media query ever matches.
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {};
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

let lastLocation = '';
function LocationSpy() {
  const l = useLocation();
  lastLocation = `${l.pathname}${l.search}`;
  return null;
}

/** The current in-app address of the last rendered page. */
export const currentLocation = () => lastLocation;

/**
 * Renders a page the way the shell does: one store, a router, the page at its route pattern.
 * Other paths render their own path as text, so a test can see where a link went.
 */
export function renderPage(
  Component: ComponentType,
  { path, route, store = makeStore() }: { path: string; route: string; store?: AppStore },
) {
  const user = userEvent.setup();
  const result = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[route]}>
        <LocationSpy />
        <Suspense fallback={null}>
          <Routes>
            <Route path={path} element={<Component />} />
            <Route path="*" element={<p data-testid="elsewhere">{'elsewhere'}</p>} />
          </Routes>
        </Suspense>
      </MemoryRouter>
    </Provider>,
  );
  return { ...result, user, store };
}
