import { showsAds as routeShowsAds } from '@ckb/contract/routes';
import type { Repositories } from '../plugins/database.ts';

/**
 * Does the page at `path` show the shell's ad strip today? When its row of the route map says so (`ads`) and
 * a shell ad is live today. The shell reads the same row in the browser (shell/src/components/ShellAd.tsx);
 * the first HTML says it (`<html data-ads>`) so the strip's space is kept from the first paint. A failed
 * lookup shows none: the page must not fail for an ad.
 */
export async function showsAds(path: string, repos: Pick<Repositories, 'promos'>): Promise<boolean> {
  if (!routeShowsAds(path)) return false;
  try {
    return (await repos.promos.liveAds('shell', new Date().toISOString().slice(0, 10))).length > 0;
  } catch {
    return false;
  }
}
