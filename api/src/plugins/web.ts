import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, sep } from 'node:path';
import { infrastructure } from '../lib/plugin.ts';
import { messages } from '../messages.ts';
import { staticDir } from '../paths.ts';
import { fromFile } from '../web/from-file.ts';
import { escapeHtml, renderIndexHtml } from '../web/html.ts';
import { largestPaintImages } from '../web/lcp.ts';
import { pageMetaFor } from '../web/page-meta.ts';
import { preloadMaps, preloadUrls, remoteForPath } from '../web/preload.ts';
import { publicSiteRenderer, within, type ServerFetch, type ServerPage } from '../web/server-render.ts';
import { pageStatus } from '../web/status.ts';

export interface WebOptions {
  webRoot: string;
  apiKey: string;
  publicUrl: string | null;
  /** Draw public pages on the server into the first HTML (SERVER_RENDER; off: the shell's frame alone). */
  serverRender?: boolean;
}

/** How long a first visit's HTML may wait for its drawn page before it goes out with the frame alone. */
const DRAW_TIMEOUT_MS = 1500;

/** Remote folders served at /mf/<folder>/ (ARCHITECTURE §3). */
export const REMOTE_FOLDERS = ['public-site', 'reader', 'backoffice'] as const;

/** Prefixes that never fall back to the SPA: a miss there is a real 404. */
const NO_FALLBACK = ['/api', '/media', '/mf', '/assets', '/img', '/read'];

/** The standalone reader (issue 11): reader/dist-standalone at /read/, its own app and service worker. */
const READ_PREFIX = '/read';

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

  const mapFor = preloadMaps(opts.webRoot);
  async function preloadFor(path: string): Promise<string[]> {
    const folder = remoteForPath(path);
    const map = folder && (await mapFor(folder));
    return folder && map ? preloadUrls(folder, map, path) : [];
  }

  // The page drawn on the server, from the api's own answers (in-process, with the public key).
  const renderer = publicSiteRenderer(opts.webRoot);
  const serverFetch: ServerFetch = async (req) => {
    const url = new URL(req.url);
    const res = await app.inject({
      method: 'GET',
      url: url.pathname + url.search,
      headers: { 'x-api-key': opts.apiKey, accept: 'application/json' },
    });
    const type = res.headers['content-type'];
    return new Response(res.statusCode === 204 ? null : res.rawPayload, {
      status: res.statusCode,
      headers: typeof type === 'string' ? { 'content-type': type } : {},
    });
  };
  async function drawPage(request: FastifyRequest, path: string): Promise<ServerPage | null> {
    if (!opts.serverRender || remoteForPath(path) !== 'public-site') return null;
    try {
      const render = await renderer();
      return render ? await within(render(request.url, serverFetch), DRAW_TIMEOUT_MS) : null;
    } catch (err) {
      // The frame alone still works: the browser draws the page itself.
      request.log.warn({ err }, 'server drawing of the page failed');
      return null;
    }
  }

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

  function origin(request: FastifyRequest): string {
    return opts.publicUrl ?? `${request.protocol}://${request.host}`;
  }

  async function sendIndex(request: FastifyRequest, reply: FastifyReply) {
    const html = await shellIndex();
    reply.header('cache-control', REVALIDATE);
    if (html === null) return reply.code(503).type('text/html; charset=utf-8').send(notBuiltPage());
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
    const drawing = drawPage(request, decoded);
    try {
      [page, images, status] = await Promise.all([
        pageMetaFor(decoded, origin(request), app.repos),
        largestPaintImages(decoded, search, app.repos),
        pageStatus(decoded, search, app.repos),
      ]);
    } catch (err) {
      // A broken lookup must not take the page down: serve the generic tags.
      request.log.warn({ err }, 'page meta lookup failed');
    }
    const [drawn, preload, ads] = await Promise.all([drawing, preloadFor(path), showsAds(decoded)]);
    const title = status === 404 ? messages.pageNotFoundTitle : status === 403 ? messages.pageForbiddenTitle : null;
    return reply
      .code(status)
      .type('text/html; charset=utf-8')
      .send(renderIndexHtml(html, { apiKey: opts.apiKey, page, preload, images, drawn, ads, title }));
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
    const wantsHtml = (request.headers.accept ?? '').includes('text/html');
    const page = request.method === 'GET' || request.method === 'HEAD';
    // the standalone reader's own routes (its files were looked up first)
    if (page && wantsHtml && underPrefix(path, READ_PREFIX)) return sendReadIndex(request, reply);
    if (page && wantsHtml && !NO_FALLBACK.some((p) => underPrefix(path, p))) {
      return sendIndex(request, reply);
    }
    return reply.code(404).send({ message: messages.routeNotFound(request.method, path) });
  });
});
