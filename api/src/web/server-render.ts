import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { clientRoutes } from '@ckb/contract/routes';
import { fromFile } from './from-file.ts';
import { remoteFolderOf, type RemoteFolder } from './preload.ts';

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
