import type { Repositories } from '../plugins/database.ts';
import { remoteForPath } from './preload.ts';

/**
 * Does the page at `path` show the shell's ad strip today? A page of the public site or the reader (the
 * route map's owner of the path) while a shell ad is live today. The shell decides the same in the browser
 * (shell/src/components/ShellAd.tsx); the first HTML says it (`<html data-ads>`) so the strip's space is
 * kept from the first paint. A failed lookup shows none: the page must not fail for an ad.
 */
export async function showsAds(path: string, repos: Pick<Repositories, 'promos'>): Promise<boolean> {
  const remote = remoteForPath(path);
  if (remote === null || remote === 'backoffice') return false;
  try {
    return (await repos.promos.liveAds('shell', new Date().toISOString().slice(0, 10))).length > 0;
  } catch {
    return false;
  }
}
