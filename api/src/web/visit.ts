import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { originOf, type SiteAddress } from './origin.ts';

/** What the page modules read of a first visit: a request's URL, the site it came to and its log. */
export interface Visit {
  /** Path and query, as asked (`/movies?page=2`). */
  url: string;
  /** The site's origin (web/origin.ts); '' draws addresses relative to the page. */
  origin: string;
  log: Pick<FastifyBaseLogger, 'warn'>;
}

export function visitOf(request: FastifyRequest, site: SiteAddress): Visit {
  return {
    url: request.url,
    origin: originOf(request, site),
    log: request.log,
  };
}

/** The path of a URL, without its query (not decoded). */
export const pathOf = (url: string): string => url.split('?', 1)[0] ?? '/';
