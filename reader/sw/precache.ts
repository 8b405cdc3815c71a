/**
 * The files the offline reader's service worker keeps (sw/sw.js's FILES): every file the standalone build
 * wrote, taken from its output folder once the whole build is written. The bundle Rollup hands to plugins
 * is not enough: the federation plugin emits the app's first script (`mf-entry-bootstrap-*.js`, the one
 * index.html starts with) after other plugins have seen the bundle, and a worker without it opened a
 * blank page offline.
 */

/**
 * Written by the build but not kept as such: index.html (kept as the app's address, which the api answers
 * with it, API key filled in), the worker itself, source maps, the api's preload list, precompressed copies.
 */
const SKIP = /(^index\.html$|^sw\.js$|\.map$|(^|\/)preload\.json$|\.(gz|br)$)/;

/** What index.html loads as it starts: scripts, module preloads, style sheets, the manifest, icons. */
export function startFiles(html: string): string[] {
  return [...html.matchAll(/<(?:script|link)\b[^>]*?\b(?:src|href)="([^"]+)"/g)].map((m) => m[1] as string);
}

/**
 * The worker's list, `base`-prefixed: the app's address itself, then every written file (relative,
 * `/`-separated). Throws when a file index.html loads is not among them, so a build that would open
 * blank offline fails instead.
 */
export function precacheList(written: readonly string[], html: string, base: string): string[] {
  const files = [base, ...written.filter((f) => !SKIP.test(f)).map((f) => base + f)].sort();
  const missing = startFiles(html).filter((url) => url.startsWith(base) && !files.includes(url));
  if (missing.length > 0) {
    throw new Error(`the offline reader's worker would not keep ${missing.join(', ')}, which /read/ loads to start`);
  }
  return files;
}
