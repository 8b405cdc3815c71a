import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, sep } from 'node:path';
import { drawnOnServer } from '@ckb/contract/routes';
import { compressOnce } from '../lib/compress-once.ts';
import { infrastructure } from '../lib/plugin.ts';
import { SingleFlight } from '../lib/single-flight.ts';
import { absoluteUrl } from '../media/urls.ts';
import { messages } from '../messages.ts';
import { staticDir } from '../paths.ts';
import { fromFile } from '../web/from-file.ts';
import { escapeHtml, frameProblem, renderIndexHtml } from '../web/html.ts';
import { largestPaintImages } from '../web/lcp.ts';
import { pageMetaFor } from '../web/page-meta.ts';
import { checkPreloadMaps, preloadMaps, preloadUrls, remoteForPath } from '../web/preload.ts';
import { DrawnPageCache, type DrawnPage } from '../web/page-cache.ts';
import {
  drawingRemotes,
  serverBuildOf,
  serverRenderers,
  within,
  type ServerFetch,
  type ServerPage,
} from '../web/server-render.ts';
import { pageStatus } from '../web/status.ts';
import { REPORT_VIEW_HEADER, requestIdOf } from '../views/request.ts';

export interface WebOptions {
  webRoot: string;
  apiKey: string;
  publicUrl: string | null;
  /** Draw pages on the server into the first HTML (SERVER_RENDER; off: the shell's frame alone). */
  serverRender?: boolean;
  /** Reuse of the finished first-visit HTML (web/page-cache.ts); absent or ttlMs 0: every visit draws. */
  pageCache?: { ttlMs: number; maxEntries: number };
}

/** How long a first visit's HTML may wait for its drawn page before it goes out with the frame alone. */
const DRAW_TIMEOUT_MS = 1500;

/** Remote folders served at /mf/<folder>/ (ARCHITECTURE §3). */
export const REMOTE_FOLDERS = ['public-site', 'reader', 'backoffice'] as const;

/** Prefixes that never fall back to the SPA: a miss there is a real 404. */
const NO_FALLBACK = ['/api', '/media', '/mf', '/assets', '/img', '/read'];

/** The standalone reader (issue 11): reader/dist-standalone at /read/, its own app and service worker. */
const READ_PREFIX = '/read';

/**
 * A file name (`/favicon.ico`, `/robots.txt`, `/x.js.map`): a missing file, not a client route. The
 * extension starts with a letter: a reader route ending in a chapter named `12.5` is a page.
 */
const FILE_NAME = /\/[^/]*\.[a-z][a-z0-9]{0,7}$/i;

/**
 * Whether a miss is a client route, answered with the page whatever `Accept` says: link-preview crawlers
 * (Telegram, WhatsApp, Facebook, Discord, X) send `* / *` or no Accept at all and must still get the page's
 * title and Open Graph tags. Only the reserved prefixes and file names answer 404 `{message}`.
 */
export function isClientRoute(method: string, path: string): boolean {
  return (
    (method === 'GET' || method === 'HEAD') && !NO_FALLBACK.some((p) => underPrefix(path, p)) && !FILE_NAME.test(path)
  );
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/** Hashed build output is immutable; entry points (index.html, remoteEntry*.js) revalidate every time. */
export function cacheControlFor(filePath: string): string {
  if (filePath.includes(`${sep}assets${sep}`)) return IMMUTABLE;
  return REVALIDATE;
}

const underPrefix = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

function notBuiltPage(): string {
  return `<!doctype html>
<html lang="ckb" dir="rtl">
  <head><meta charset="utf-8"><title>${escapeHtml('ماڵپەڕ دروست نەکراوە')}</title></head>
  <body style="font-family: sans-serif; padding: 2rem">
    <p>${escapeHtml(messages.webNotBuilt)}</p>
    <p dir="ltr" lang="en">The web frontends are not built yet: run <code>pnpm build</code> at the repository root, then restart the server.</p>
  </body>
</html>
`;
}

/**
 * Serves the built frontends from one origin: the shell at /, each remote at /mf/<folder>/,
 * default images at /img/, and the shell's index.html (with the API key and per-page Open Graph
 * tags filled in) for every other GET that asks for HTML. Owns the not-found handler, because
 * the SPA fallback is what "not found" means outside the reserved prefixes.
 */
export const webPlugin = infrastructure('web', async (app: FastifyInstance, opts: WebOptions) => {
  const shellDir = join(opts.webRoot, 'shell', 'dist');
  const indexFile = join(shellDir, 'index.html');

  const shellIndex = fromFile(indexFile, (file) => readFile(file, 'utf8'));

  // The frame is edited for every first visit (web/html.ts) and, when pages are drawn, holds them in its slot:
  // a frame without those markers (a broken or foreign build) is a start-up error, not pages that silently go
  // out without their tags or undrawn. So is a remote's preload map built from another route table.
  const frame = await shellIndex();
  if (frame !== null) {
    const drawn =
      Boolean(opts.serverRender) && drawingRemotes.some((folder) => existsSync(serverBuildOf(opts.webRoot, folder)));
    const problem = frameProblem(frame, { drawn });
    if (problem) {
      throw new Error(
        `${indexFile} cannot hold ${drawn ? 'pages drawn on the server' : "the pages' tags"}: ${problem}. Rebuild with "pnpm build" (tooling/scripts/prerender-shell.mjs checks the same markers)${drawn ? ', or set SERVER_RENDER=false' : ''}.`,
      );
    }
  }
  await checkPreloadMaps(opts.webRoot, REMOTE_FOLDERS);
  if (opts.serverRender) {
    for (const folder of drawingRemotes) {
      // a remote built without its server build: its pages go out as the frame alone (the browser draws them)
      if (existsSync(join(opts.webRoot, folder, 'dist')) && !existsSync(serverBuildOf(opts.webRoot, folder)))
        app.log.warn(
          `${serverBuildOf(opts.webRoot, folder)} is missing: ${folder}'s pages are not drawn on the server until "pnpm build"`,
        );
    }
  }

  const mapFor = preloadMaps(opts.webRoot);
  async function preloadFor(path: string): Promise<string[]> {
    const folder = remoteForPath(path);
    const map = folder && (await mapFor(folder));
    return folder && map ? preloadUrls(folder, map, path) : [];
  }

  // The page drawn on the server by the remote that owns its route (the route map), from the api's own answers
  // (in-process, with the public key). The views those answers count are noted, so that a reuse of the page
  // (below) counts them too.
  const rendererFor = serverRenderers(opts.webRoot);
  const serverFetchFor =
    (request: FastifyRequest, views: string[]): ServerFetch =>
    async (req) => {
      const url = new URL(req.url);
      const requestId = requestIdOf(request);
      const res = await app.inject({
        method: 'GET',
        url: url.pathname + url.search,
        headers: {
          'x-api-key': opts.apiKey,
          accept: 'application/json',
          [REPORT_VIEW_HEADER]: '1',
          ...(requestId ? { 'x-request-id': requestId } : {}),
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
  /** The drawing, `null` when the path is not drawn, or `'failed'` (an error or over the time limit). */
  async function drawPage(
    request: FastifyRequest,
    path: string,
    views: string[],
  ): Promise<ServerPage | null | 'failed'> {
    const folder = remoteForPath(path);
    if (!opts.serverRender || !drawnOnServer(path) || !folder) return null;
    try {
      const render = await rendererFor(folder);
      if (!render) return null;
      return (await within(render(request.url, serverFetchFor(request, views)), DRAW_TIMEOUT_MS)) ?? 'failed';
    } catch (err) {
      // The frame alone still works: the browser draws the page itself.
      request.log.warn({ err }, 'server drawing of the page failed');
      return 'failed';
    }
  }

  const pages = new DrawnPageCache(opts.pageCache?.ttlMs ?? 0, opts.pageCache?.maxEntries ?? 1);
  const drawing = new SingleFlight<DrawnPage>();
  app.invalidation.subscribe(() => pages.clear());

  /** Does this page show the shell's ads today (public pages only; the shell decides the same, ShellAd.tsx)? */
  async function showsAds(path: string): Promise<boolean> {
    const remote = remoteForPath(path);
    if (remote === null || remote === 'backoffice') return false;
    try {
      return (await app.repos.promos.liveAds('shell', new Date().toISOString().slice(0, 10))).length > 0;
    } catch {
      return false;
    }
  }

  function notFound(request: FastifyRequest, reply: FastifyReply) {
    const path = request.url.split('?', 1)[0] ?? '/';
    return reply.code(404).send({ message: messages.routeNotFound(request.method, path) });
  }

  function origin(request: FastifyRequest): string {
    return opts.publicUrl ?? `${request.protocol}://${request.host}`;
  }

  /**
   * A first visit's HTML. The same URL is answered from `pages` until public data changes; a page whose
   * drawing failed or ran out of time is not kept (the next visit tries again).
   */
  async function sendIndex(request: FastifyRequest, reply: FastifyReply) {
    reply.header('cache-control', REVALIDATE).header('vary', 'Accept-Encoding');
    const shell = await shellIndex();
    if (shell === null) {
      // Not built: a browser is told how to build; anything else gets the api's plain not-found answer.
      if (!(request.headers.accept ?? '').includes('text/html')) return notFound(request, reply);
      return reply.code(503).type('text/html; charset=utf-8').send(notBuiltPage());
    }
    const key = `${origin(request)}${request.url}`;
    let entry = pages.get(key);
    // a page made from an older build of the frame (rebuilt while the server runs) is made again
    if (entry && entry.shell !== shell) entry = undefined;
    if (entry) {
      // the views the drawing counted, counted again: each visit is a view, reused page or not
      for (const workId of entry.views) await app.views.record(workId, requestIdOf(request));
    } else {
      // Single flight: visits that arrive while a page is being drawn wait for that drawing (and count their
      // views) instead of all drawing it at once.
      const generation = pages.current;
      const made = await drawing.run(key, () =>
        buildIndex(request, shell).then((page) => {
          const fresh = pages.makeEntry(page, shell);
          if (page.keep) pages.set(key, fresh, generation);
          return fresh;
        }),
      );
      entry = made.value;
      if (made.joined) for (const workId of entry.views) await app.views.record(workId, requestIdOf(request));
    }
    const { body, encoding } = compressOnce(entry, request.headers['accept-encoding']);
    if (encoding) reply.header('content-encoding', encoding);
    return reply.code(entry.status).type('text/html; charset=utf-8').send(body);
  }

  async function buildIndex(
    request: FastifyRequest,
    html: string,
  ): Promise<{ status: number; html: string; views: string[]; keep: boolean }> {
    const [path = '/', search = ''] = request.url.split('?', 2);
    let page = null;
    let images: string[] = [];
    let status: 200 | 403 | 404 = 200;
    let decoded = path;
    try {
      decoded = decodeURI(path);
    } catch {
      // a malformed escape: look the raw path up, which matches nothing
    }
    // The drawing runs alongside the lookups and fails on its own (drawPage never throws).
    const views: string[] = [];
    const drawing = drawPage(request, decoded, views);
    let keep = true;
    try {
      [page, images, status] = await Promise.all([
        pageMetaFor(decoded, origin(request), app.repos),
        largestPaintImages(decoded, search, app.repos),
        pageStatus(decoded, search, app.repos),
      ]);
    } catch (err) {
      // A broken lookup must not take the page down: serve the generic tags (and try again next time).
      request.log.warn({ err }, 'page meta lookup failed');
      keep = false;
    }
    const [result, preload, ads] = await Promise.all([drawing, preloadFor(path), showsAds(decoded)]);
    const drawn = result === 'failed' ? null : result;
    if (result === 'failed') keep = false;
    // pages that are not there are drawn each time: unknown URLs must not push real pages out of the cache
    if (status !== 200) keep = false;
    const title = status === 404 ? messages.pageNotFoundTitle : status === 403 ? messages.pageForbiddenTitle : null;
    // a page that is not there has no canonical address
    const canonical = status === 200 ? absoluteUrl(origin(request), request.url) : undefined;
    return {
      status,
      // a missing page shows no ad (the shell's 404 hides it): reserve no space for one
      html: renderIndexHtml(html, {
        apiKey: opts.apiKey,
        page,
        preload,
        images,
        drawn,
        ads: ads && status === 200,
        title,
        canonical,
      }),
      views,
      keep,
    };
  }

  // The standalone reader: its own index.html (the API key and the chapter's tags filled in) for every
  // page under /read/, its files beside it. Deep links work: /read/manga/1/session/1/chapter/1.
  const readDir = join(opts.webRoot, 'reader', 'dist-standalone');
  const readIndex = fromFile(join(readDir, 'index.html'), (file) => readFile(file, 'utf8'));
  async function sendReadIndex(request: FastifyRequest, reply: FastifyReply) {
    const html = await readIndex();
    reply.header('cache-control', REVALIDATE);
    if (html === null) return reply.code(503).type('text/html; charset=utf-8').send(notBuiltPage());
    const path = request.url.split('?', 1)[0] ?? READ_PREFIX;
    let page = null;
    let images: string[] = [];
    try {
      const inner = decodeURI(path.slice(READ_PREFIX.length)) || '/';
      [page, images] = await Promise.all([
        pageMetaFor(inner, origin(request), app.repos),
        largestPaintImages(inner, '', app.repos),
      ]);
    } catch (err) {
      request.log.warn({ err }, 'page meta lookup failed');
    }
    return reply.type('text/html; charset=utf-8').send(renderIndexHtml(html, { apiKey: opts.apiKey, page, images }));
  }

  const setHeaders = (reply: FastifyReply, filePath: string) => {
    reply.header('cache-control', cacheControlFor(filePath));
  };

  await app.register(fastifyStatic, {
    root: join(staticDir, 'img'),
    prefix: '/img/',
    decorateReply: false,
    cacheControl: false,
    setHeaders: (reply) => reply.header('cache-control', 'public, max-age=86400'),
  });

  for (const folder of REMOTE_FOLDERS) {
    const root = join(opts.webRoot, folder, 'dist');
    if (!existsSync(root)) {
      app.log.warn(`${root} is missing: /mf/${folder}/ will answer 404 until the frontends are built`);
      continue;
    }
    await app.register(fastifyStatic, {
      root,
      prefix: `/mf/${folder}/`,
      decorateReply: false,
      preCompressed: true,
      cacheControl: false,
      index: false,
      setHeaders,
    });
  }

  if (existsSync(readDir)) {
    await app.register(fastifyStatic, {
      root: readDir,
      prefix: `${READ_PREFIX}/`,
      decorateReply: false,
      preCompressed: true,
      cacheControl: false,
      index: false,
      setHeaders,
    });
  }
  app.get(READ_PREFIX, { schema: { hide: true } }, (_request, reply) => reply.redirect(`${READ_PREFIX}/`));
  app.get(`${READ_PREFIX}/`, { schema: { hide: true } }, sendReadIndex);

  app.get('/', { schema: { hide: true } }, sendIndex);
  app.get('/index.html', { schema: { hide: true } }, sendIndex);

  if (existsSync(shellDir)) {
    // A client route (`/movies`, `/series/23`) would first be looked up as a file of the shell (three file
    // system calls: the .br, the .gz and the file) before falling through to the page: answer it at once.
    app.addHook('onRequest', async (request, reply) => {
      if (request.routeOptions.url !== '/*') return;
      const path = request.url.split('?', 1)[0] ?? '/';
      if (isClientRoute(request.method, path)) return sendIndex(request, reply);
    });
    await app.register(fastifyStatic, {
      root: shellDir,
      prefix: '/',
      decorateReply: false,
      preCompressed: true,
      cacheControl: false,
      index: false,
      setHeaders,
    });
  } else {
    app.log.warn(`${shellDir} is missing: run "pnpm build" at the repository root to serve the site`);
  }

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?', 1)[0] ?? '/';
    // the standalone reader's own routes (its files were looked up first)
    if (
      (request.method === 'GET' || request.method === 'HEAD') &&
      underPrefix(path, READ_PREFIX) &&
      !FILE_NAME.test(path)
    )
      return sendReadIndex(request, reply);
    if (isClientRoute(request.method, path)) return sendIndex(request, reply);
    return notFound(request, reply);
  });
});
