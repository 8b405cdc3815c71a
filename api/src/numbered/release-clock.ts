import type { FastifyInstance } from 'fastify';
import { infrastructure } from '../lib/plugin.ts';
import { nextRelease } from './release.ts';

/**
 * The release clock: a scheduled episode or chapter comes out on time on every instance, without a restart.
 *
 * Public reads decide by the clock (`released()`), so the database needs no job at the release time; what
 * would lag are the caches of public answers and drawn pages, which forget only on a write, and a release
 * time passing is not one. So each instance keeps a timer on the next `publish_at` still ahead (one indexed
 * read) and, when it comes, tells its own caches (`invalidation.released()`); then it reads the next one.
 *
 * It reads again after every write it hears of (here, or through Redis from another instance: a publish or
 * an unpublish may have moved the next time) and at least every `lookaheadMs`, which is how an instance
 * without Redis learns of a release scheduled through another one. See README "Drafts and release times".
 */

/**
 * How long an instance sleeps at most before reading the next release time again: how late an instance
 * without Redis may learn of a release scheduled through another one less than this ahead.
 */
export const RELEASE_LOOKAHEAD_MS = 60_000;

/** The timer functions (tests pass a fake clock's). */
export interface Timers {
  setTimeout(fire: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface ReleaseClockOptions {
  /** The longest the clock sleeps before reading the next release time again. */
  lookaheadMs: number;
  timers?: Timers;
}

const NODE_TIMERS: Timers = {
  // unref: a pending release never keeps a stopping process alive
  setTimeout: (fire, ms) => setTimeout(fire, ms).unref(),
  clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

export interface ReleaseClock {
  /** The release time the clock waits for (null: none known). */
  readonly next: number | null;
  /** Reads the next release time again and re-arms (after a write; resolves when armed). */
  arm(): Promise<void>;
  /** Resolves when no read is under way (tests: after moving the clock, before looking). */
  idle(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    releaseClock: ReleaseClock;
  }
}

export const releaseClockPlugin = infrastructure(
  'release-clock',
  async (app: FastifyInstance, opts: ReleaseClockOptions) => {
    const timers = opts.timers ?? NODE_TIMERS;
    let timer: unknown = null;
    let next: number | null = null;
    let closed = false;
    // one read at a time; a write heard during a read makes it read once more afterwards
    let reading: Promise<void> | null = null;
    let again = false;

    const sleep = (at: number | null) => {
      if (timer !== null) timers.clearTimeout(timer);
      timer = null;
      if (closed) return;
      const wait = at === null ? opts.lookaheadMs : Math.min(Math.max(at - Date.now(), 0), opts.lookaheadMs);
      timer = timers.setTimeout(wake, wait);
    };

    /** The awaited release has come: tell the caches here. */
    const releaseIfDue = () => {
      if (next === null || Date.now() < next) return;
      next = null;
      app.invalidation.released();
    };

    const read = async () => {
      do {
        again = false;
        // a release that came before its timer fired (a late timer, a write heard just then) is not lost
        releaseIfDue();
        try {
          next = await nextRelease(app.db.kysely);
        } catch (err) {
          // the database is away: try again after the lookahead; the caches' expiry bounds what lags
          app.log.warn({ err }, 'release clock: the next release time could not be read');
          next = null;
        }
      } while (again);
      sleep(next);
    };

    const arm = (): Promise<void> => {
      if (reading) {
        again = true;
        return reading;
      }
      reading = read().finally(() => {
        reading = null;
      });
      return reading;
    };

    function wake() {
      timer = null;
      // the read says whether the release is due (a timer may fire a little early) and what comes next
      void arm();
    }

    app.decorate('releaseClock', {
      get next() {
        return next;
      },
      arm,
      idle: async () => {
        while (reading) await reading;
      },
    });
    app.invalidation.subscribe((source) => {
      if (source !== 'release') void arm();
    });
    app.addHook('onReady', arm);
    app.addHook('onClose', async () => {
      closed = true;
      await reading;
      if (timer !== null) timers.clearTimeout(timer);
      timer = null;
    });
  },
);
