import { findRoute } from '@ckb/contract/routes';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Repositories } from '../plugins/database.ts';
import { READ_PREFIX } from './fallback.ts';
import { fromFile } from './from-file.ts';
import { notBuiltPage, renderIndexHtml } from './html.ts';
import { largestPaintImages } from './lcp.ts';
import { pageMetaFor } from './page-meta.ts';
import { mountBuild, REVALIDATE } from './static-files.ts';
import type { SiteAddress } from './origin.ts';
import { pageStatus } from './status.ts';
import { pathOf, visitOf } from './visit.ts';

export interface StandaloneReaderOptions {
  webRoot: string;
  apiKey: string;
  site: SiteAddress;
  repos: Repositories;
}

/**
 * The standalone reader (reader/dist-standalone) at /read/: its files, and its own index.html (the API key
 * and the chapter's tags filled in) for every page under /read/, so deep links work:
 * /read/manga/1/session/1/chapter/1. Gives back the page's handler, which the not-found rule calls for
 * the reader's routes (its files are looked up first).
 */
export async function serveStandaloneReader(
  app: FastifyInstance,
  opts: StandaloneReaderOptions,
): Promise<(request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>> {
  const readDir = join(opts.webRoot, 'reader', 'dist-standalone');
  const readIndex = fromFile(join(readDir, 'index.html'), (file) => readFile(file, 'utf8'));

  async function sendReadIndex(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const html = await readIndex();
    reply.header('cache-control', REVALIDATE);
    if (html === null) return reply.code(503).type('text/html; charset=utf-8').send(notBuiltPage());
    const visit = visitOf(request, opts.site);
    let page = null;
    let images: string[] = [];
    let status = 200;
    try {
      // the reader's routes are the site's, under /read: the same tags and status as the chapter's page there
      const inner = decodeURI(pathOf(visit.url).slice(READ_PREFIX.length)) || '/';
      // only the reader's own routes: /read/ is the app's library, not the site's home (whose hero it never shows)
      if (findRoute(inner)?.route.owner === 'reader') {
        [page, images, status] = await Promise.all([
          pageMetaFor(inner, visit.origin, opts.repos),
          largestPaintImages(inner, '', opts.repos),
          pageStatus(inner, '', opts.repos).catch(() => 200 as const),
        ]);
      }
    } catch (err) {
      visit.log.warn({ err }, 'page meta lookup failed');
    }
    return reply
      .code(status)
      .type('text/html; charset=utf-8')
      .send(renderIndexHtml(html, { apiKey: opts.apiKey, page, images }));
  }

  if (existsSync(readDir)) await mountBuild(app, readDir, `${READ_PREFIX}/`);
  app.get(READ_PREFIX, { schema: { hide: true } }, (_request, reply) => reply.redirect(`${READ_PREFIX}/`));
  app.get(`${READ_PREFIX}/`, { schema: { hide: true } }, sendReadIndex);
  return sendReadIndex;
}
