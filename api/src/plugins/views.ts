import type { FastifyInstance, FastifyRequest } from 'fastify';
import { infrastructure } from '../lib/plugin.ts';
import { viewDay, ViewCounter } from '../views/counter.ts';
import { RedisViewCounter } from '../views/redis-counter.ts';
import { REPORT_VIEW_HEADER } from '../views/request.ts';

// the services and routes that read views by day import the day's key from here, with the plugin
export { viewDay } from '../views/counter.ts';

export interface Views {
  /** Counts a view of `workId` by the request's visitor when this answer is sent (cached, fresh or 304 alike). */
  count(request: FastifyRequest, workId: string): void;
  /**
   * Counts a visitor's view now, outside an answer that counts it (a page load, plugins/web.ts). Once per
   * visitor (app.visitorOf), work and UTC day: a second view the same day counts nothing.
   */
  record(workId: string, visitor: string): Promise<void>;
  /** Moves what is counted to the database now. */
  flush(): Promise<void>;
  /** Where views are counted first. */
  readonly store: 'memory' | 'redis';
  /** Visits held in this process's memory, not yet written (without Redis, or while it is away). */
  readonly size: number;
  /** The Redis counter, when there is one (checks and tests). */
  readonly redis: RedisViewCounter | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Per-work, per-day view counting, once per visitor (batched; flushed every few seconds and on close). */
    views: Views;
  }
  interface FastifyRequest {
    /** The work this answer counts a view of (set by app.views.count, counted in onSend). */
    viewOf: string | null;
  }
}

const HOUR_MS = 3_600_000;

/**
 * `app.views.count(request, workId)` from the by-number answers. The view is recorded in `onSend` (unless the
 * caller is signed in: staff views are not counted),
 * before the answer is written: in Redis when REDIS_URL is set (nothing lost if the process dies),
 * otherwise in memory. Flushes every `flushMs` and when the app closes (Fastify runs onClose hooks
 * last-registered-first, so this runs before the database and Redis close); once an hour it forgets
 * who was counted before yesterday (counted_visits).
 */
export const viewsPlugin = infrastructure('views', async (app: FastifyInstance, opts: { flushMs: number }) => {
  const memory = new ViewCounter(app.repos.views);
  let warned = false;
  const redisCounter = app.redis
    ? new RedisViewCounter(
        app.redis.client,
        app.redis.prefix,
        app.repos.views,
        memory,
        (err) => {
          if (!warned) app.log.warn({ err }, 'views: Redis refused a count; counting in this process meanwhile');
          warned = true;
        },
        opts.flushMs,
      )
    : null;
  let lastPrune = 0;
  const write = () => (redisCounter ? redisCounter.flush() : memory.flush());
  const flush = async () => {
    await write();
    const now = Date.now();
    if (now - lastPrune >= HOUR_MS) {
      lastPrune = now;
      // yesterday's stay: a flush just after midnight still writes yesterday's visits
      await app.repos.views.pruneVisits(viewDay(now - 24 * HOUR_MS));
    }
  };

  const record = async (workId: string, visitor: string) => {
    if (!redisCounter) return memory.record(workId, visitor);
    await redisCounter.record(workId, visitor);
  };

  app.decorateRequest('viewOf', null);
  app.decorate('views', {
    count(request: FastifyRequest, workId: string) {
      request.viewOf = workId;
    },
    record,
    flush,
    store: redisCounter ? 'redis' : 'memory',
    get size() {
      return memory.size;
    },
    redis: redisCounter,
  } satisfies Views);

  app.addHook('onSend', async (request, reply) => {
    if (!request.viewOf) return;
    const workId = request.viewOf;
    request.viewOf = null;
    if (request.headers[REPORT_VIEW_HEADER] !== undefined) reply.header(REPORT_VIEW_HEADER, workId);
    // staff looking at their own work are not its audience: a signed-in answer counts nothing
    else if (!request.user) await record(workId, app.visitorOf(request));
  });

  const timer = setInterval(() => {
    flush().catch((err: unknown) => app.log.error({ err }, 'view counts could not be written; kept for the next try'));
  }, opts.flushMs);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    // what is counted, not the hourly pruning: closing is no time for housekeeping (the database may be going away)
    await write();
  });
});
