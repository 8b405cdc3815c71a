import { api, makeStore, Provider, serverState, type ServerExtra } from '@ckb/api-client';
import { matchPath, MemoryRouter, Route, Routes } from '@ckb/design-system';
import { renderToString } from 'react-dom/server';
import { chapterRequest, pages } from './routes.tsx';

export interface ServerPage {
  /** The page's markup, for the shell's `<main>`. */
  html: string;
  /** The api answer it was drawn from, for the browser's store (`hydrateFromServer`). */
  state: Record<string, unknown>;
}

/**
 * The server's drawing of a chapter (built to dist-ssr/ssr.js, called by the api for a first visit to a
 * route the route map gives the reader), as public-site/src/ssr.tsx draws public pages: the reader's own
 * components, from the chapter's answer fetched in-process by `serverFetch`, as a visitor without saved
 * settings sees them (the long strip, the first page's pictures, the next pages' low ones). The shell then
 * replaces it with the live reader rendered from the same answer. An unknown chapter is drawn as the
 * reader's "not found" message. `null` for a path that is not the reader's.
 */
export async function renderPage(url: string, serverFetch: ServerExtra['serverFetch']): Promise<ServerPage | null> {
  const { pathname } = new URL(url, 'http://page.invalid');
  for (const page of pages) {
    const match = matchPath(page.path, pathname);
    if (!match) continue;
    const store = makeStore(undefined, { serverFetch });
    chapterRequest(match.params)(store.dispatch);
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
