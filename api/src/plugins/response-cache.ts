import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { compressOnce, type Compressible } from '../lib/compress-once.ts';
import { infrastructure } from '../lib/plugin.ts';
import { SingleFlight } from '../lib/single-flight.ts';
import { WriteAwareCache } from '../lib/write-aware-cache.ts';

/**
 * Caching of public GET answers, in two layers (see README "Caching"):
 *
 * 1. HTTP: every public answer carries a weak ETag (304 on If-None-Match) and
 *    `Cache-Control: public, max-age=<httpMaxAge>`, so browsers and a CDN absorb repeated reads.
 *    Answers to signed-in staff (who see hidden works and emails) are `private, no-cache`.
 * 2. In process: the serialized bytes (and their gzip / brotli forms, made once) of answers, keyed by
 *    the request URL, for `ttlMs`; a signed-in caller's answers (hidden works, emails) under their own key,
 *    served to no one else (`keyOf`). It listens on the invalidation bus
 *    (plugins/invalidation.ts): any successful write through this process clears it at once, and
 *    with REDIS_URL a write through any other instance too; without Redis other instances
 *    (ARCHITECTURE §10) see a change after at most `ttlMs`. A write never races a fill: answers
 *    computed from data read before the write are not stored.
 *
 * Nothing here is the source of truth: losing the cache (restart, another instance) only costs a
 * database read.
 */

export interface ResponseCacheOptions {
  /** How long an answer is reused in this process; 0 turns the in-process layer off. */
  ttlMs: number;
  maxEntries: number;
  /** Cache-Control max-age (seconds) of public answers; 0 -> `no-cache` (revalidate with the ETag). */
  httpMaxAge: number;
}

interface Entry extends Compressible {
  etag: string;
  expires: number;
  /** The work whose view a hit must still count (by-number answers). */
  workId: string | undefined;
}

export interface CacheMeta {
  /** Count a view of this work on every answer, cached or not. */
  viewOf?: string;
}

const JSON_TYPE = 'application/json; charset=utf-8';

/** Anonymous answers by URL (see the top of this file); the store and its write rule are WriteAwareCache's. */
export class ResponseCache extends WriteAwareCache<Entry> {
  makeEntry(body: Buffer, workId: string | undefined, now = Date.now()): Entry {
    const etag = `W/"${createHash('sha1').update(body).digest('base64url')}"`;
    return { body, etag, expires: now + this.ttlMs, workId };
  }
}

/**
 * The cache key of a request: the URL for anonymous callers; for a signed-in one, the URL under the account's id.
 * What staff see depends on who they are (hidden works, the emails their role may read, their own email), and
 * a signed-out or revoked token never reaches here as that account (the auth plugin has already refused it).
 */
const keyOf = (request: FastifyRequest): string =>
  request.user ? `staff:${request.user.id}:${request.url}` : request.url;

function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === bare);
}

declare module 'fastify' {
  interface FastifyInstance {
    publicCache: PublicCache;
  }
  interface FastifyRequest {
    /** The cache generation when the request started (a fill is dropped if a write came in between). */
    cacheGeneration: number;
    /** Set on the one request computing an answer others are waiting for. */
    cacheFill: ((entry: Entry | null) => void) | null;
  }
}

export interface PublicCache {
  cache: ResponseCache;
  /** Route `onRequest` hook of public GETs: answers from the cache when it can. */
  lookup(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined>;
  /** Sends a public GET's payload with the caching headers (and stores it for anonymous callers). */
  send(request: FastifyRequest, reply: FastifyReply, payload: unknown, meta?: CacheMeta): FastifyReply;
}

export const responseCachePlugin = infrastructure(
  'response-cache',
  async (app: FastifyInstance, opts: ResponseCacheOptions) => {
    const cache = new ResponseCache(opts.ttlMs, opts.maxEntries);
    const publicControl =
      opts.httpMaxAge > 0
        ? `public, max-age=${opts.httpMaxAge}, stale-while-revalidate=${opts.httpMaxAge * 6}`
        : 'no-cache';

    app.decorateRequest('cacheGeneration', 0);
    app.decorateRequest('cacheFill', null);

    // Single flight: when an answer is missing (first request, or just expired), concurrent requests
    // for the same URL wait for the one computing it instead of all querying the database at once.
    // The computing request claims the URL in `lookup` and settles it in `send` (or in `release`).
    const inflight = new SingleFlight<Entry | null>();
    // the computing request failed (404, 400...) or was aborted: the waiters compute for themselves
    const release = async (request: FastifyRequest) => request.cacheFill?.(null);
    app.addHook('onResponse', release);
    app.addHook('onRequestAbort', release);

    function sendEntry(request: FastifyRequest, reply: FastifyReply, entry: Entry): FastifyReply {
      reply
        // staff answers may hold hidden works and emails: never shared, always revalidated; answers that count a
        // view must reach this server each time: shared caches revalidate (304)
        .header('cache-control', request.user ? 'private, no-cache' : entry.workId ? 'public, no-cache' : publicControl)
        .header('etag', entry.etag)
        .header('vary', 'Authorization, Accept-Encoding');
      if (etagMatches(request.headers['if-none-match'], entry.etag)) return reply.code(304).send();
      reply.type(JSON_TYPE);
      const { body, encoding } = compressOnce(entry, request.headers['accept-encoding']);
      if (encoding) reply.header('content-encoding', encoding);
      return reply.send(body);
    }

    const publicCache: PublicCache = {
      cache,
      async lookup(request, reply) {
        request.cacheGeneration = cache.current;
        if (opts.ttlMs <= 0) return undefined;
        const key = keyOf(request);
        let entry = cache.get(key);
        if (!entry) {
          const pending = inflight.pending(key);
          if (!pending) {
            request.cacheFill = inflight.claim(key);
            return undefined;
          }
          entry = (await pending) ?? undefined;
          if (!entry) return undefined;
        }
        if (entry.workId && request.method === 'GET') app.views.count(request, entry.workId);
        return sendEntry(request, reply, entry);
      },
      send(request, reply, payload, meta = {}) {
        if (meta.viewOf && request.method === 'GET') app.views.count(request, meta.viewOf);
        const entry = cache.makeEntry(Buffer.from(JSON.stringify(payload)), meta.viewOf);
        cache.set(keyOf(request), entry, request.cacheGeneration);
        // waiters get it only if it was computed after the last write, like the cache itself
        request.cacheFill?.(request.cacheGeneration === cache.current ? entry : null);
        return sendEntry(request, reply, entry);
      },
    };
    app.decorate('publicCache', publicCache);

    // every write, here or (with Redis) on another instance, makes every answer stale
    app.invalidation.subscribe(() => cache.clear());
  },
);
