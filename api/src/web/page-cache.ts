import type { Compressible } from '../lib/compress-once.ts';
import { WriteAwareCache } from '../lib/write-aware-cache.ts';

/**
 * The finished HTML of first visits (the shell's frame with the page drawn on the server, its tags and
 * embedded answers), kept so that the same URL is not drawn again while the public data it came from has
 * not changed. A drawn page depends only on its URL, the site's origin and the public data: the server
 * draws every page as an anonymous visitor sees it (a signed-in navbar is the browser's business after
 * the takeover), so nothing here varies by visitor.
 *
 * Kept until the invalidation bus (plugins/invalidation.ts) says public data changed (a write through
 * this instance, or through any other one with REDIS_URL), and at most `ttlMs` (what bounds staleness
 * for data that changes without a write, such as today's trending list, and for other instances while
 * Redis is away). Like the api's response cache, a drawing that started before a write is never stored.
 */

export interface DrawnPage extends Compressible {
  status: number;
  /** Works whose view the page counts (a detail page): a reuse counts them again, as a fresh drawing would. */
  views: string[];
  expires: number;
  /** The shell's frame it was made from: a rebuild while the server runs makes the page again. */
  shell: string;
}

/** Drawn pages by origin and URL; the store and its write rule are WriteAwareCache's. */
export class DrawnPageCache extends WriteAwareCache<DrawnPage> {
  makeEntry(page: { status: number; html: string; views: string[] }, shell: string, now = Date.now()): DrawnPage {
    return { status: page.status, body: Buffer.from(page.html), views: page.views, expires: now + this.ttlMs, shell };
  }
}
