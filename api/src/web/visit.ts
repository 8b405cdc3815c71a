import type { FastifyBaseLogger, FastifyRequest } from 'fastify';

/** What the page modules read of a first visit: a request's URL, the site it came to and its log. */
export interface Visit {
  /** Path and query, as asked (`/movies?page=2`). */
  url: string;
  /** The site's origin: PUBLIC_URL when set, else the request's own scheme and host. */
  origin: string;
  log: Pick<FastifyBaseLogger, 'warn'>;
}

export function visitOf(request: FastifyRequest, publicUrl: string | null): Visit {
  return {
    url: request.url,
    origin: publicUrl ?? `${request.protocol}://${request.host}`,
    log: request.log,
  };
}

/** The path of a URL, without its query (not decoded). */
export const pathOf = (url: string): string => url.split('?', 1)[0] ?? '/';
