import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { clientRoutes, drawnOnServer } from '@ckb/contract/routes';
import { REPORT_VIEW_HEADER } from '../views/request.ts';
import { fromFile } from './from-file.ts';
import { remoteFolderOf, remoteForPath, type RemoteFolder } from './preload.ts';
import type { Visit } from './visit.ts';

/** What a remote's server build (public-site/src/ssr.tsx, reader/src/ssr.tsx) gives back for a page. */
export interface ServerPage {
  html: string;
  state: Record<string, unknown>;
  bare?: boolean;
}

export type ServerFetch = (request: Request) => Promise<Response>;
type RenderPage = (url: string, serverFetch: ServerFetch) => Promise<ServerPage | null>;

/** The remotes that draw pages on the server: the owners of the route map's `drawn` rows (contract/src/routes.ts). */
export const drawingRemotes: RemoteFolder[] = [
  ...new Set(clientRoutes.flatMap((r) => (r.drawn && r.owner !== 'shell' ? [remoteFolderOf(r.owner)] : []))),
];

/** Where a remote's server build is: `<remote>/dist-ssr/ssr.js` (built by its `vite build --ssr src/ssr.tsx`). */
export const serverBuildOf = (webRoot: string, folder: RemoteFolder): string =>
  join(webRoot, folder, 'dist-ssr', 'ssr.js');

/**
 * Each drawing remote's server build, imported on first use and again after a rebuild; `null` while it is
 * not built (the shell's frame is then served alone for that remote's routes, and the browser draws them).
 * Which remote draws a path is the route map's `owner` (`remoteForPath`): the caller asks for that one.
 */
export function serverRenderers(webRoot: string): (folder: RemoteFolder) => Promise<RenderPage | null> {
  const builds = new Map(
    drawingRemotes.map((folder) => [
      folder,
      fromFile(serverBuildOf(webRoot, folder), (file, mtimeMs) =>
        import(`${pathToFileURL(file).href}?v=${mtimeMs}`).then((mod: { renderPage: RenderPage }) => mod.renderPage),
      ),
    ]),
  );
  return async (folder) => (await builds.get(folder)?.()) ?? null;
}

/** Resolves to `null` when `work` takes longer than `ms`: a slow drawing must not hold the page back. */
export function within<T>(work: Promise<T>, ms: number): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** How long a first visit's HTML may wait for its drawn page before it goes out with the frame alone. */
const DRAW_TIMEOUT_MS = 1500;

/** The api answering one of its own GETs in-process (Fastify's `app.inject`), as much of it as drawing uses. */
export type InProcessGet = (request: {
  method: 'GET';
  url: string;
  headers: Record<string, string>;
}) => Promise<{ statusCode: number; headers: Record<string, unknown>; rawPayload: Buffer }>;

/**
 * A page drawn on the server: its drawing, `null` when the path is not drawn (SERVER_RENDER off, a page the
 * route map does not draw, its remote's server build missing), or `'failed'` (an error, or over the time
 * limit). Never throws. `views` receives the works whose view the page counts (its api answers named them).
 */
export type PageDrawer = (visit: Visit, path: string, views: string[]) => Promise<ServerPage | null | 'failed'>;

/**
 * Draws a path with the server build of the remote that owns its route (the route map), from the api's own
 * answers: in-process, with the public key, as an anonymous visitor. Those answers count no view; each
 * one that would have says which work (REPORT_VIEW_HEADER), and the page load counts it for its visitor.
 */
export function pageDrawer(opts: {
  webRoot: string;
  serverRender: boolean;
  apiKey: string;
  inject: InProcessGet;
  timeoutMs?: number;
}): PageDrawer {
  const rendererFor = serverRenderers(opts.webRoot);
  const serverFetchFor =
    (visit: Visit, views: string[]): ServerFetch =>
    async (req) => {
      const url = new URL(req.url);
      const res = await opts.inject({
        method: 'GET',
        url: url.pathname + url.search,
        headers: {
          'x-api-key': opts.apiKey,
          accept: 'application/json',
          [REPORT_VIEW_HEADER]: '1',
        },
      });
      const viewed = res.headers[REPORT_VIEW_HEADER];
      if (typeof viewed === 'string') views.push(viewed);
      const type = res.headers['content-type'];
      return new Response(res.statusCode === 204 ? null : res.rawPayload, {
        status: res.statusCode,
        headers: typeof type === 'string' ? { 'content-type': type } : {},
      });
    };
  return async (visit, path, views) => {
    const folder = remoteForPath(path);
    if (!opts.serverRender || !drawnOnServer(path) || !folder) return null;
    try {
      const render = await rendererFor(folder);
      if (!render) return null;
      const drawing = render(visit.url, serverFetchFor(visit, views));
      return (await within(drawing, opts.timeoutMs ?? DRAW_TIMEOUT_MS)) ?? 'failed';
    } catch (err) {
      // The frame alone still works: the browser draws the page itself.
      visit.log.warn({ err }, 'server drawing of the page failed');
      return 'failed';
    }
  };
}
