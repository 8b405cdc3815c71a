import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { compressOnce } from '../lib/compress-once.ts';
import { infrastructure } from '../lib/plugin.ts';
import { fallbackFor, notFound } from '../web/fallback.ts';
import { firstVisits } from '../web/first-visit.ts';
import { fromFile } from '../web/from-file.ts';
import { notBuiltPage } from '../web/html.ts';
import { DrawnPages } from '../web/page-cache.ts';
import { pageDrawer } from '../web/server-render.ts';
import { serveStandaloneReader } from '../web/standalone-reader.ts';
import { checkBuilds } from '../web/startup-checks.ts';
import { REVALIDATE, serveStaticFiles, shellDirOf } from '../web/static-files.ts';
import type { SiteAddress } from '../web/origin.ts';
import { pathOf, visitOf } from '../web/visit.ts';
import { staffCookieToken } from '../views/request.ts';
import { FeedRepository } from '../seo/feed-repository.ts';
import { PageDataRepository } from '../seo/page-repository.ts';

export interface WebOptions {
  webRoot: string;
  apiKey: string;
  /** Where drawn absolute addresses get their origin (PUBLIC_URL, ALLOWED_HOSTS). */
  site: SiteAddress;
  /** Draw pages on the server into the first HTML (SERVER_RENDER; off: the shell's frame alone). */
  serverRender?: boolean;
  /** Reuse of the finished first-visit HTML (web/page-cache.ts); absent or ttlMs 0: every visit draws. */
  pageCache?: { ttlMs: number; maxEntries: number };
}

const hidden = { schema: { hide: true } };

declare module 'fastify' {
  interface FastifyInstance {
    /** A page of the site for this request: drawn, or the Sorani not-found page (also for URLs the router refused). */
    sitePage(request: FastifyRequest, reply: FastifyReply): Promise<unknown>;
  }
}

/**
 * Serves the built frontends from one origin: the shell at /, each remote at /mf/<folder>/, default
 * images at /img/ (web/static-files.ts), the standalone reader at /read/ (web/standalone-reader.ts), and
 * for every other GET of a page the shell's index.html made for that page (web/first-visit.ts), reused
 * while public data does not change (web/page-cache.ts). Owns the not-found handler, because the SPA
 * fallback is what "not found" means outside the reserved prefixes (web/fallback.ts).
 */
export const webPlugin = infrastructure('web', async (app: FastifyInstance, opts: WebOptions) => {
  const serverRender = Boolean(opts.serverRender);
  await checkBuilds({ webRoot: opts.webRoot, serverRender }, app.log);

  const shellIndex = fromFile(join(shellDirOf(opts.webRoot), 'index.html'), (file) => readFile(file, 'utf8'));
  const firstVisit = firstVisits({
    webRoot: opts.webRoot,
    apiKey: opts.apiKey,
    repos: app.repos,
    seo: { feeds: new FeedRepository(app.db.kysely), pages: new PageDataRepository(app.db.kysely) },
    draw: pageDrawer({ webRoot: opts.webRoot, serverRender, apiKey: opts.apiKey, inject: (req) => app.inject(req) }),
  });
  const pages = new DrawnPages(opts.pageCache?.ttlMs ?? 0, opts.pageCache?.maxEntries ?? 1);
  app.invalidation.subscribe(() => pages.clear());

  /**
   * A page load counts the views its page names (a detail page), for its visitor, once per work and day
   * like every view; past the client's rate it counts nothing but is served all the same (a visitor never
   * sees a 429 page; the by-number answers are where a script is refused). A signed-in staff member's load
   * counts nothing, as their by-number answers do not.
   */
  async function countViews(request: FastifyRequest, works: readonly string[]) {
    if (works.length === 0 || request.method !== 'GET') return;
    // a signed-in staff member's page load (its token in the staff cookie, checked like a bearer token)
    const token = staffCookieToken(request);
    if (token && (await app.auth.userOf(token))) return;
    if (!(await app.countingLimits.page(request))) return;
    const visitor = app.visitorOf(request);
    for (const workId of works) await app.views.record(workId, visitor);
  }

  /** A page of the site: its first visit's HTML, compressed as the browser takes it. */
  async function sendPage(request: FastifyRequest, reply: FastifyReply) {
    reply.header('cache-control', REVALIDATE).header('vary', 'Accept-Encoding');
    const frame = await shellIndex();
    if (frame === null) {
      // Not built: a browser is told how to build; anything else gets the api's plain not-found answer.
      if (!(request.headers.accept ?? '').includes('text/html')) return notFound(request, reply);
      return reply.code(503).type('text/html; charset=utf-8').send(notBuiltPage());
    }
    const visit = visitOf(request, opts.site);
    const page = await pages.page(visit, frame, () => firstVisit(visit, frame));
    await countViews(request, page.views);
    const { body, encoding } = compressOnce(page, request.headers['accept-encoding']);
    if (encoding) reply.header('content-encoding', encoding);
    return reply.code(page.status).type('text/html; charset=utf-8').send(body);
  }

  const sendReaderPage = await serveStandaloneReader(app, {
    webRoot: opts.webRoot,
    apiKey: opts.apiKey,
    site: opts.site,
    repos: app.repos,
  });
  app.decorate('sitePage', sendPage);
  app.get('/', hidden, sendPage);
  app.get('/index.html', hidden, sendPage);
  await serveStaticFiles(app, opts.webRoot, sendPage);

  app.setNotFoundHandler(async (request, reply) => {
    const fallback = fallbackFor(request.method, pathOf(request.url));
    if (fallback === 'reader') return sendReaderPage(request, reply);
    if (fallback === 'page') return sendPage(request, reply);
    return notFound(request, reply);
  });
});
