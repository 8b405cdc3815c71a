import type { Compressible } from '../lib/compress-once.ts';
import { SingleFlight } from '../lib/single-flight.ts';
import { WriteAwareCache } from '../lib/write-aware-cache.ts';
import type { FirstVisit } from './first-visit.ts';
import type { Visit } from './visit.ts';

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
 *
 * Counting is not done here: a page names the works whose view it counts (`views`), and each load counts
 * them for its own visitor (plugins/web.ts), whether the page was drawn for it, waited for or reused.
 */

export interface DrawnPage extends Compressible {
  status: number;
  /** Works whose view each load of the page counts (a detail page). */
  views: string[];
  expires: number;
  /** The shell's frame it was made from: a rebuild while the server runs makes the page again. */
  shell: string;
}

export class DrawnPages {
  /** Drawn pages by origin and URL; the store and its write rule are WriteAwareCache's. */
  private readonly store: WriteAwareCache<DrawnPage>;
  /** Visits that arrive while a page is being drawn wait for that drawing instead of all drawing it. */
  private readonly drawing = new SingleFlight<DrawnPage>();

  constructor(
    private readonly ttlMs: number,
    maxEntries: number,
  ) {
    this.store = new WriteAwareCache(ttlMs, maxEntries);
  }

  /** Public data changed: every page is made again (the invalidation bus calls this). */
  clear(): void {
    this.store.clear();
  }

  /**
   * The page for a visit to the frame `shell`: the kept one, the one being drawn, or a new one from `make`
   * (kept when it may be, and when no write came in while it was made).
   */
  async page(visit: Visit, shell: string, make: () => Promise<FirstVisit>): Promise<DrawnPage> {
    const key = `${visit.origin}${visit.url}`;
    const kept = this.store.get(key);
    // a page made from an older build of the frame (rebuilt while the server runs) is made again
    if (kept && kept.shell === shell) return kept;
    const generation = this.store.current;
    const { value: page } = await this.drawing.run(key, async () => {
      const made = await make();
      const page = this.entry(made, shell);
      if (made.keep) this.store.set(key, page, generation);
      return page;
    });
    return page;
  }

  private entry(made: FirstVisit, shell: string, now = Date.now()): DrawnPage {
    return { status: made.status, body: Buffer.from(made.html), views: made.views, expires: now + this.ttlMs, shell };
  }
}
