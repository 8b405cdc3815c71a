import type { ServerExtra } from '@ckb/api-client';
import { drawPage, type DrawnPage } from '@ckb/api-client/ssr';
import { matchPath } from '@ckb/design-system';
import { shellTree } from '@ckb/shell/server';
import { pages, routes } from './routes.tsx';

export interface ServerPage extends DrawnPage {
  /** A page without the site's navbar, ad and footer (`/hi`). */
  bare?: boolean;
}

/**
 * The server's drawing of a public page (built to dist-ssr/ssr.js, called by the api for a first visit): the
 * shell's whole tree at the URL with the page's own components in it (shell/src/server.tsx), from the same
 * first requests the browser would make, answered in-process by `serverFetch`. The browser shows it at once,
 * then the shell hydrates it with the same data. A path that is no public page is drawn as the shell's 404 page
 * (the api answers it with 404).
 */
export async function renderPage(url: string, serverFetch: ServerExtra['serverFetch']): Promise<ServerPage> {
  const { pathname, searchParams } = new URL(url, 'http://page.invalid');
  const index = pages.findIndex((page) => matchPath(page.path, pathname));
  const page = pages[index];
  const drawn = await drawPage(
    serverFetch,
    (dispatch) => {
      const match = page && matchPath(page.path, pathname);
      for (const start of (match && page.first?.(match.params, searchParams)) || []) start(dispatch);
    },
    () => routes[index]?.preload() ?? Promise.resolve(),
    (store) => shellTree(store, url, 'publicSite', { routes }),
  );
  return page?.bare ? { ...drawn, bare: true } : drawn;
}
