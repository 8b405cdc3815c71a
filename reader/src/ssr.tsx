import type { ServerExtra } from '@ckb/api-client';
import { drawPage, type DrawnPage } from '@ckb/api-client/ssr';
import { matchPath } from '@ckb/design-system';
import { shellTree } from '@ckb/shell/server';
import { chapterRequest, pages, routes } from './routes.tsx';

export type ServerPage = DrawnPage;

/**
 * The server's drawing of a chapter (built to dist-ssr/ssr.js, called by the api for a first visit to a
 * route the route map gives the reader), as public-site/src/ssr.tsx draws public pages: the shell's whole tree
 * with the reader's own components in it, from the chapter's answer fetched in-process by `serverFetch`, as a
 * visitor without saved settings sees them (the long strip, the first page's pictures, the next pages' low
 * ones). The shell then hydrates it with the same answer. An unknown chapter is drawn as the reader's "not
 * found" message. `null` for a path that is not the reader's.
 */
export async function renderPage(url: string, serverFetch: ServerExtra['serverFetch']): Promise<ServerPage | null> {
  const { pathname } = new URL(url, 'http://page.invalid');
  const index = pages.findIndex((page) => matchPath(page.path, pathname));
  const page = pages[index];
  const match = page && matchPath(page.path, pathname);
  if (!match) return null;
  return drawPage(
    serverFetch,
    chapterRequest(match.params),
    () => routes[index]!.preload(),
    (store) => shellTree(store, url, 'reader', { routes }),
  );
}
