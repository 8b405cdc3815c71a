import type { ServerExtra } from '@ckb/api-client';
import { drawPage, type DrawnPage } from '@ckb/api-client/ssr';
import { matchPath, MemoryRouter, Route, Routes } from '@ckb/design-system';
import { chapterRequest, pages } from './routes.tsx';

export type ServerPage = DrawnPage;

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
    return drawPage(serverFetch, chapterRequest(match.params), page.load, (element) => (
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={page.path} element={element} />
        </Routes>
      </MemoryRouter>
    ));
  }
  return null;
}
