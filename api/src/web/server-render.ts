import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { fromFile } from './from-file.ts';

/** What public-site/src/ssr.tsx gives back for a page. */
export interface ServerPage {
  html: string;
  state: Record<string, unknown>;
  bare?: boolean;
}

export type ServerFetch = (request: Request) => Promise<Response>;
type RenderPage = (url: string, serverFetch: ServerFetch) => Promise<ServerPage | null>;

/**
 * The public site's server build (`public-site/dist-ssr/ssr.js`), imported on first use and again
 * after a rebuild; `null` while it is not built (the shell's frame is then served alone).
 */
export function publicSiteRenderer(webRoot: string): () => Promise<RenderPage | null> {
  return fromFile(join(webRoot, 'public-site', 'dist-ssr', 'ssr.js'), (file, mtimeMs) =>
    import(`${pathToFileURL(file).href}?v=${mtimeMs}`).then((mod: { renderPage: RenderPage }) => mod.renderPage),
  );
}

/** Resolves to `null` when `work` takes longer than `ms`: a slow drawing must not hold the page back. */
export function within<T>(work: Promise<T>, ms: number): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}
