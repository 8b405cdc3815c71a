import type { FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { compressOnce, type Compressible } from '../lib/compress-once.ts';
import { SingleFlight } from '../lib/single-flight.ts';
import { WriteAwareCache } from '../lib/write-aware-cache.ts';

/**
 * The site's documents for machines (robots.txt, the sitemaps, the Atom feeds): made from public data, kept
 * like the drawn pages (web/page-cache.ts) until a write anywhere (the invalidation bus clears them on every
 * instance) and at most `ttlMs`, made once for requests that arrive together, compressed once per encoding,
 * and revalidated by `ETag` and `Last-Modified` (304). Nothing here is the source of truth: a lost entry costs
 * one database read.
 */

interface Entry extends Compressible {
  etag: string;
  /** When this instance first made these bytes (`Last-Modified`), and its HTTP form. */
  since: number;
  lastModified: string;
  expires: number;
}

/** Whole seconds: `Last-Modified` has no finer unit, so a comparison must not see milliseconds. */
const seconds = (ms: number) => Math.floor(ms / 1000);

function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === bare);
}

/** 304 when the client holds this version: by ETag when it sends one (it wins), else by date. */
function notModified(request: FastifyRequest, entry: Entry): boolean {
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch) return etagMatches(ifNoneMatch, entry.etag);
  const since = request.headers['if-modified-since'];
  if (!since) return false;
  const sinceMs = Date.parse(since);
  return !Number.isNaN(sinceMs) && seconds(entry.since) <= seconds(sinceMs);
}

export class MachineDocuments {
  private readonly store: WriteAwareCache<Entry>;
  private readonly making = new SingleFlight<Entry | null>();
  /**
   * Each document's last bytes and since when, kept across `clear()`: `Last-Modified` is when the bytes last
   * changed, not when they were last made. A time read from the content (the newest entry) would not move
   * when a work is hidden, and a client asking `If-Modified-Since` would keep the old document.
   */
  private readonly versions = new Map<string, { etag: string; since: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxVersions: number,
  ) {
    this.store = new WriteAwareCache(ttlMs, maxVersions);
  }

  /** Public data changed: every document is made again. */
  clear(): void {
    this.store.clear();
  }

  /**
   * Answers `key` (the origin and URL) with the kept document or a new one from `make`; `make` returning
   * null means "not there" and answers `missing` instead (never kept).
   */
  async send(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    type: string,
    make: () => Promise<string | null>,
    missing: () => FastifyReply,
  ): Promise<FastifyReply> {
    let entry = this.store.get(key);
    if (!entry) {
      const generation = this.store.current;
      const { value } = await this.making.run(key, async () => {
        const made = await make();
        if (!made) return null;
        const fresh = this.entry(key, made);
        this.store.set(key, fresh, generation);
        return fresh;
      });
      if (!value) return missing();
      entry = value;
    }
    reply.header('cache-control', 'no-cache').header('vary', 'Accept-Encoding').header('etag', entry.etag);
    reply.header('last-modified', entry.lastModified);
    if (notModified(request, entry)) return reply.code(304).send();
    reply.type(type);
    const { body, encoding } = compressOnce(entry, request.headers['accept-encoding']);
    if (encoding) reply.header('content-encoding', encoding);
    return reply.send(body);
  }

  private entry(key: string, made: string, now = Date.now()): Entry {
    const body = Buffer.from(made);
    const etag = `W/"${createHash('sha1').update(body).digest('base64url')}"`;
    const known = this.versions.get(key);
    const since = known?.etag === etag ? known.since : now;
    this.versions.delete(key);
    this.versions.set(key, { etag, since });
    // at most as many as the cache holds, the oldest first (like the cache itself)
    if (this.versions.size > this.maxVersions) this.versions.delete(this.versions.keys().next().value!);
    return { body, etag, since, lastModified: new Date(since).toUTCString(), expires: now + this.ttlMs };
  }
}
