import { clientRoutes, findRoute, ownerOf, routesOf, type RouteOwner } from '@ckb/contract/routes';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fromFile } from './from-file.ts';

/** `dist/preload.json` of a remote, written by its build (tooling/vite.ts, `preloadMap`). */
export interface PreloadMap {
  entry: string[];
  routes: Array<{ path: string; files: string[] }>;
}

export type RemoteFolder = 'public-site' | 'reader' | 'backoffice';

/** Each remote's folder (tooling/federation.ts `remotes`), served at /mf/<folder>/. */
const FOLDERS: Record<Exclude<RouteOwner, 'shell'>, RemoteFolder> = {
  publicSite: 'public-site',
  reader: 'reader',
  backoffice: 'backoffice',
};

/** A remote's folder, by its name in the route map. */
export const remoteFolderOf = (owner: Exclude<RouteOwner, 'shell'>): RemoteFolder => FOLDERS[owner];

/** Which remote the shell will load for a path (contract/src/routes.ts), null for the shell's own pages. */
export function remoteForPath(path: string): RemoteFolder | null {
  const owner = ownerOf(path);
  return owner === 'shell' ? null : FOLDERS[owner];
}

/** The URLs a first visit to `path` needs from its remote: the entry, then the matching page's files. */
export function preloadUrls(folder: RemoteFolder, map: PreloadMap, path: string): string[] {
  const pattern = findRoute(path)?.route.path;
  const page = pattern === undefined ? undefined : map.routes.find((r) => r.path === pattern);
  return [...map.entry, ...(page?.files ?? [])].map((file) => `/mf/${folder}/${file}`);
}

/**
 * What is wrong with a remote's map, or null: every route it lists must be one of that remote's routes in
 * contract/src/routes.ts. A map built from another route table would preload the wrong files, silently.
 */
export function preloadMapProblem(folder: RemoteFolder, map: PreloadMap): string | null {
  const owner = (Object.keys(FOLDERS) as Array<keyof typeof FOLDERS>).find((o) => FOLDERS[o] === folder)!;
  const known = new Set(routesOf(owner).map((r) => r.path));
  const unknown = map.routes.filter((r) => !known.has(r.path)).map((r) => r.path);
  if (unknown.length === 0) return null;
  const elsewhere = unknown.map((p) => {
    const other = clientRoutes.find((r) => r.path === p);
    return other ? `${p} (${other.owner}'s)` : p;
  });
  return `it lists ${unknown.length === 1 ? 'a route' : 'routes'} that contract/src/routes.ts does not give ${folder}: ${elsewhere.join(', ')}`;
}

const mapFile = (webRoot: string, folder: RemoteFolder) => join(webRoot, folder, 'dist', 'preload.json');

/** A remote's map, or null when it is not built; an error that says what to do when it does not fit. */
async function readMap(file: string, folder: RemoteFolder): Promise<PreloadMap> {
  const map = JSON.parse(await readFile(file, 'utf8')) as PreloadMap;
  const problem = preloadMapProblem(folder, map);
  if (problem) throw new Error(`${file} does not fit this server: ${problem}. Rebuild with "pnpm build".`);
  return map;
}

/** The start-up check: every built remote's map fits the route table (throws, saying which and why). */
export async function checkPreloadMaps(webRoot: string, folders: readonly RemoteFolder[]): Promise<void> {
  for (const folder of folders) {
    const file = mapFile(webRoot, folder);
    if (existsSync(file)) await readMap(file, folder);
  }
}

/**
 * Reads each remote's map, again only when its file changed (a rebuild while serving). A map rebuilt
 * from another route table while the server runs preloads nothing (it was checked at start-up).
 */
export function preloadMaps(webRoot: string) {
  const maps = new Map<RemoteFolder, () => Promise<PreloadMap | null>>();
  return function mapFor(folder: RemoteFolder): Promise<PreloadMap | null> {
    let read = maps.get(folder);
    if (!read) {
      read = fromFile(mapFile(webRoot, folder), (file) => readMap(file, folder));
      maps.set(folder, read);
    }
    return read();
  };
}
