import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import { staticDir } from '../paths.ts';
import { isClientRoute, notFound, underPrefix } from './fallback.ts';
import type { RemoteFolder } from './preload.ts';
import { pathOf } from './visit.ts';

/** Remote folders served at /mf/<folder>/ (ARCHITECTURE §3). */
export const REMOTE_FOLDERS: readonly RemoteFolder[] = ['public-site', 'reader', 'backoffice'];

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Entry points and every page's HTML: asked again each time (a cheap 304 when unchanged). */
export const REVALIDATE = 'no-cache';

/** Hashed build output is immutable; entry points (index.html, remoteEntry*.js) revalidate every time. */
export function cacheControlFor(filePath: string): string {
  if (filePath.includes(`${sep}assets${sep}`)) return IMMUTABLE;
  return REVALIDATE;
}

/** Where the shell's build is: its index.html is every page's frame, its files are served at /. */
export const shellDirOf = (webRoot: string): string => join(webRoot, 'shell', 'dist');

/**
 * Serves a build folder at `prefix`: its .br / .gz beside each file (made by tooling/scripts/precompress.mjs)
 * when the browser takes them, the cache headers of `cacheControlFor`, and no index file (pages are the
 * api's to answer).
 */
export async function mountBuild(app: FastifyInstance, root: string, prefix: string): Promise<void> {
  await app.register(fastifyStatic, {
    root,
    prefix,
    decorateReply: false,
    preCompressed: true,
    cacheControl: false,
    index: false,
    setHeaders: (reply: FastifyReply, filePath: string) => reply.header('cache-control', cacheControlFor(filePath)),
  });
}

/**
 * The static files of one origin: the default images at /img/, each built remote at /mf/<folder>/, and
 * the shell's files at /. A client route that reaches the shell's files is answered by `page` at once.
 * What is not built is said in the log and answers 404 (the pages say how to build).
 */
export async function serveStaticFiles(
  app: FastifyInstance,
  webRoot: string,
  page: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
): Promise<void> {
  await app.register(fastifyStatic, {
    root: join(staticDir, 'img'),
    prefix: '/img/',
    decorateReply: false,
    cacheControl: false,
    setHeaders: (reply) => reply.header('cache-control', 'public, max-age=86400'),
  });

  for (const folder of REMOTE_FOLDERS) {
    const root = join(webRoot, folder, 'dist');
    if (existsSync(root)) await mountBuild(app, root, `/mf/${folder}/`);
    else app.log.warn(`${root} is missing: /mf/${folder}/ will answer 404 until the frontends are built`);
  }

  const shellDir = shellDirOf(webRoot);
  if (!existsSync(shellDir)) {
    app.log.warn(`${shellDir} is missing: run "pnpm build" at the repository root to serve the site`);
    return;
  }
  // A client route (`/movies`, `/series/23`) would first be looked up as a file of the shell (three file
  // system calls: the .br, the .gz and the file) before falling through to the page: answer it at once.
  app.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.url !== '/*') return;
    const path = pathOf(request.url);
    if (isClientRoute(request.method, path)) return page(request, reply);
    // An unknown /api or /media path is not a file of the shell: looked up as one, a path past the file
    // system's limit (~4 KB) made the static plugin answer 403 instead of the api's 404.
    if (underPrefix(path, '/api') || underPrefix(path, '/media')) return notFound(request, reply);
  });
  await mountBuild(app, shellDir, '/');
}
