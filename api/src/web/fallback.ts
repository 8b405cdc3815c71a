import type { FastifyReply, FastifyRequest } from 'fastify';
import { messages } from '../messages.ts';
import { pathOf } from './visit.ts';

/** The standalone reader's prefix: reader/dist-standalone at /read/, its own app and service worker. */
export const READ_PREFIX = '/read';

/** Prefixes that never fall back to the SPA: a miss there is a real 404 (or, under /read, the reader's page). */
const NO_FALLBACK = ['/api', '/media', '/mf', '/assets', '/img', READ_PREFIX];

/**
 * A file name (`/favicon.ico`, `/robots.txt`, `/x.js.map`): a missing file, not a client route. The
 * extension starts with a letter: a reader route ending in a chapter named `12.5` is a page.
 */
const FILE_NAME = /\/[^/]*\.[a-z][a-z0-9]{0,7}$/i;

export const underPrefix = (path: string, prefix: string): boolean => path === prefix || path.startsWith(`${prefix}/`);

const isRead = (method: string) => method === 'GET' || method === 'HEAD';

/**
 * Whether a miss is a client route, answered with the page whatever `Accept` says: link-preview crawlers
 * (Telegram, WhatsApp, Facebook, Discord, X) send `* / *` or no Accept at all and must still get the page's
 * title and Open Graph tags. Only the reserved prefixes and file names answer 404 `{message}`.
 */
export function isClientRoute(method: string, path: string): boolean {
  return isRead(method) && !NO_FALLBACK.some((p) => underPrefix(path, p)) && !FILE_NAME.test(path);
}

/**
 * What answers a request no route or file took: a page of the standalone reader (its files were looked up
 * first), a page of the site, or the api's 404 `{message}`.
 */
export function fallbackFor(method: string, path: string): 'reader' | 'page' | 'not-found' {
  if (isRead(method) && underPrefix(path, READ_PREFIX) && !FILE_NAME.test(path)) return 'reader';
  return isClientRoute(method, path) ? 'page' : 'not-found';
}

/** The api's not-found answer: 404 `{message}` naming the method and path. */
export function notFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return reply.code(404).send({ message: messages.routeNotFound(request.method, pathOf(request.url)) });
}
