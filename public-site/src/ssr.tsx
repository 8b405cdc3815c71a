import { api, makeStore, Provider, serverState, type ServerExtra } from '@ckb/api-client';
import { matchPath, MemoryRouter, Route, Routes } from '@ckb/design-system';
import { renderToString } from 'react-dom/server';
import { pages } from './routes.tsx';

export interface ServerPage {
  /** The page's markup, for the shell's `<main>`. */
  html: string;
  /** The api answers it was drawn from, for the browser's store (`hydrateFromServer`). */
  state: Record<string, unknown>;
}

/**
 * The server's drawing of a public page (built to dist-ssr/ssr.js, called by the api for a first
 * visit): the page's own components, from the same first requests the browser would make, answered
 * in-process by `serverFetch`. The browser shows it at once, then the shell replaces it with the live
 * page rendered from the same data. `null` for paths that are not public pages (the 404 stays the client's).
 */
export async function renderPage(url: string, serverFetch: ServerExtra['serverFetch']): Promise<ServerPage | null> {
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
    return { html, state: serverState(store) };
  }
  return null;
}
