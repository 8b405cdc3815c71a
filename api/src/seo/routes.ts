import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFound } from '../web/fallback.ts';
import { hostOf, originOf, type SiteAddress } from '../web/origin.ts';
import { MachineDocuments } from './documents.ts';
import { FeedRepository } from './feed-repository.ts';
import { Feeds, feedSpecOf } from './feeds.ts';
import { SitemapRepository } from './repository.ts';
import { Sitemaps } from './sitemaps.ts';

export interface SeoOptions {
  site: SiteAddress;
  /** How long a document is reused and how many are kept: the drawn pages' settings (PAGE_CACHE_*). */
  cache: { ttlMs: number; maxEntries: number };
  /** URLs in one sitemap file. */
  urlsPerFile: number;
}

/** Sitemaps and feeds outside the public pages: a crawler or a feed reader, never a page a person opens. */
const DISALLOWED = ['/admin', '/api', '/login', '/logout'];

const XML = 'application/xml; charset=utf-8';
const ATOM = 'application/atom+xml; charset=utf-8';
const TEXT = 'text/plain; charset=utf-8';
const hidden = { schema: { hide: true } };

/**
 * `/robots.txt`, `/sitemap.xml` and its files under `/sitemaps/`, and the Atom feeds under `/feeds/` (see
 * sitemaps.ts, feeds.ts). None needs the API key. Each answer is kept until a write (documents.ts).
 */
export default async function seoRoutes(app: FastifyInstance, opts: SeoOptions): Promise<void> {
  const documents = new MachineDocuments(opts.cache.ttlMs, opts.cache.maxEntries);
  app.invalidation.subscribe(() => documents.clear());
  const sitemaps = new Sitemaps(new SitemapRepository(app.db.kysely), opts.urlsPerFile);
  const feeds = new Feeds(new FeedRepository(app.db.kysely));

  /**
   * Sitemaps and feeds need absolute addresses: the site's origin (web/origin.ts), or else the request's own
   * host. Such a document is kept under that host only, so a Host header never reaches another visitor's copy.
   */
  const originFor = (request: FastifyRequest) =>
    originOf(request, opts.site) || `${request.protocol}://${hostOf(request.host) ?? 'localhost'}`;

  app.get('/robots.txt', hidden, (request, reply) => {
    const origin = originFor(request);
    return documents.send(
      request,
      reply,
      `${origin}/robots.txt`,
      TEXT,
      async () =>
        [
          'User-agent: *',
          'Allow: /',
          ...DISALLOWED.map((p) => `Disallow: ${p}`),
          '',
          `Sitemap: ${origin}/sitemap.xml`,
          '',
        ].join('\n'),
      () => notFound(request, reply),
    );
  });

  app.get('/sitemap.xml', hidden, (request, reply) => {
    const origin = originFor(request);
    return documents.send(
      request,
      reply,
      `${origin}/sitemap.xml`,
      XML,
      () => sitemaps.index(origin),
      () => notFound(request, reply),
    );
  });

  app.get<{ Params: { file: string } }>('/sitemaps/:file', hidden, (request, reply) => {
    const origin = originFor(request);
    const name = /^([a-z]+(?:-\d+)?)\.xml$/.exec(request.params.file)?.[1];
    if (!name) return notFound(request, reply);
    return documents.send(
      request,
      reply,
      `${origin}/sitemaps/${name}`,
      XML,
      () => sitemaps.file(origin, name),
      () => notFound(request, reply),
    );
  });

  app.get<{ Params: { '*': string } }>('/feeds/*', hidden, (request, reply) => {
    const origin = originFor(request);
    const spec = feedSpecOf(request.params['*']);
    if (!spec) return notFound(request, reply);
    return documents.send(
      request,
      reply,
      `${origin}/feeds/${request.params['*']}`,
      ATOM,
      () => feeds.atom(origin, spec),
      () => notFound(request, reply),
    );
  });
}
