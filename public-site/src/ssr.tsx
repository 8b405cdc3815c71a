import type { ServerExtra } from '@ckb/api-client';
import { drawPage, type DrawnPage } from '@ckb/api-client/ssr';
import { ErrorPage, matchPath, MemoryRouter, Route, Routes } from '@ckb/design-system';
import { renderToString } from 'react-dom/server';
import { pages } from './routes.tsx';

export interface ServerPage extends DrawnPage {
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
    const drawn = await drawPage(
      serverFetch,
      (dispatch) => {
        for (const start of page.first?.(match.params, searchParams) ?? []) start(dispatch);
      },
      page.load,
      (element) => (
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path={page.path} element={element} />
          </Routes>
        </MemoryRouter>
      ),
    );
    return page.bare ? { ...drawn, bare: true } : drawn;
  }
  const html = renderToString(
    <MemoryRouter initialEntries={[url]}>
      <ErrorPage code={404} />
    </MemoryRouter>,
  );
  return { html, state: {} };
}
