import { api, makeStore, Provider, serverState, type ServerExtra } from '@ckb/api-client';
import { ErrorPage, matchPath, MemoryRouter, Route, Routes } from '@ckb/design-system';
import { renderToString } from 'react-dom/server';
import { pages } from './routes.tsx';

export interface ServerPage {
  /** The page's markup, for the shell's `<main>`. */
  html: string;
  /** The api answers it was drawn from, for the browser's store (`hydrateFromServer`). */
  state: Record<string, unknown>;
  /** A page without the site's navbar, ad and footer (`/hi`). */
  bare?: boolean;
}

/**
 * The server's drawing of a public page (built to dist-ssr/ssr.js, called by the api for a first
 * visit): the page's own components, from the same first requests the browser would make, answered
 * in-process by `serverFetch`. The browser shows it at once, then the shell replaces it with the live
 * page rendered from the same data. A path that is no public page is drawn as the shell's 404 page (the
 * same `ErrorPage`; the api answers it with 404).
 */
export async function renderPage(url: string, serverFetch: ServerExtra['serverFetch']): Promise<ServerPage> {
  const { pathname, searchParams } = new URL(url, 'http://page.invalid');
  for (const page of pages) {
    const match = matchPath(page.path, pathname);
    if (!match) continue;
    const store = makeStore(undefined, { serverFetch });
    for (const start of page.first?.(match.params, searchParams) ?? []) start(store.dispatch);
    const [{ default: Page }] = await Promise.all([
      page.load(),
      Promise.all(store.dispatch(api.util.getRunningQueriesThunk())),
    ]);
    const html = renderToString(
      <Provider store={store}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path={page.path} element={<Page />} />
          </Routes>
        </MemoryRouter>
      </Provider>,
    );
    return { html, state: serverState(store), ...(page.bare ? { bare: true } : {}) };
  }
  const html = renderToString(
    <MemoryRouter initialEntries={[url]}>
      <ErrorPage code={404} />
    </MemoryRouter>,
  );
  return { html, state: {} };
}
