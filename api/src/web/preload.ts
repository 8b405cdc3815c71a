import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fromFile } from './from-file.ts';

/** `dist/preload.json` of a remote, written by its build (tooling/vite.ts, `preloadMap`). */
export interface PreloadMap {
  entry: string[];
  routes: Array<{ path: string; files: string[] }>;
}

export type RemoteFolder = 'public-site' | 'reader' | 'backoffice';

const READER = /^\/manga\/[^/]+\/session\/[^/]+\/chapter\/[^/]+\/?$/;

/** Which remote the shell will load for a path (the same split as shell/src/AppRoutes.tsx). */
export function remoteForPath(path: string): RemoteFolder | null {
  if (path === '/login' || path === '/logout' || path === '/forbidden') return null;
  if (path === '/admin' || path.startsWith('/admin/')) return 'backoffice';
  return READER.test(path) ? 'reader' : 'public-site';
}

/** react-router style pattern (`/movies/:id`, `/admin/add/*`) against a path. */
export function matchesPattern(pattern: string, path: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const have = path.split('/').filter(Boolean);
  for (let i = 0; i < want.length; i++) {
    if (want[i] === '*') return true;
    if (i >= have.length) return false;
    if (!want[i]!.startsWith(':') && want[i] !== have[i]) return false;
  }
  return want.length === have.length;
}

/** The URLs a first visit to `path` needs from its remote: the entry, then the matching page's files. */
export function preloadUrls(folder: RemoteFolder, map: PreloadMap, path: string): string[] {
  const page = map.routes.find((r) => matchesPattern(r.path, path));
  return [...map.entry, ...(page?.files ?? [])].map((file) => `/mf/${folder}/${file}`);
}

/** Reads each remote's map, again only when its file changed (a rebuild while serving). */
export function preloadMaps(webRoot: string) {
  const maps = new Map<RemoteFolder, () => Promise<PreloadMap | null>>();
  return function mapFor(folder: RemoteFolder): Promise<PreloadMap | null> {
    let read = maps.get(folder);
    if (!read) {
      read = fromFile(
        join(webRoot, folder, 'dist', 'preload.json'),
        async (file) => JSON.parse(await readFile(file, 'utf8')) as PreloadMap,
      );
      maps.set(folder, read);
    }
    return read();
  };
}
