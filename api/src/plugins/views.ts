import type { FastifyInstance, FastifyRequest } from 'fastify';
import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { infrastructure } from '../lib/plugin.ts';
import type { ViewIncrement, ViewsRepository } from '../repositories/views.ts';

/** UTC day of a moment, YYYY-MM-DD: the key of work_views_daily. */
export const viewDay = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/**
 * Counts views in memory and writes them in batches: one transaction per flush instead of one
 * write per page view. Counts are kept per work and per day, so a flush after midnight still puts
 * yesterday's views on yesterday. A failed flush keeps its counts for the next one.
 */
export class ViewCounter {
  private pending = new Map<string, ViewIncrement>();
  private flushing: Promise<void> | null = null;

  constructor(
    private readonly repo: Pick<ViewsRepository, 'add'>,
    private readonly now: () => number = Date.now,
  ) {}

  record(workId: string): void {
    const day = viewDay(this.now());
    const key = `${day}|${workId}`;
    const entry = this.pending.get(key);
    if (entry) entry.count++;
    else this.pending.set(key, { workId, day, count: 1 });
  }

  /** Views counted and not yet written. */
  get size(): number {
    let n = 0;
    for (const v of this.pending.values()) n += v.count;
    return n;
  }

  /** Writes what is pending; concurrent calls wait for the running flush and then flush again. */
  async flush(): Promise<void> {
    while (this.flushing) await this.flushing;
    if (this.pending.size === 0) return;
    const batch = this.pending;
    this.pending = new Map();
    this.flushing = this.repo
      .add([...batch.values()])
      .catch((err: unknown) => {
        // keep the counts: merge them back for the next flush
        for (const [key, v] of batch) {
          const entry = this.pending.get(key);
          if (entry) entry.count += v.count;
          else this.pending.set(key, v);
        }
        throw err;
      })
      .finally(() => {
        this.flushing = null;
      });
    await this.flushing;
  }
}

/**
 * View counting in Redis, for several instances (REDIS_URL): a view is an atomic HINCRBY on a hash
 * shared by every instance, done before the answer leaves, so an instance that dies (even by SIGKILL)
 * has lost none of the views it answered. Instances move the counts to the database in batches:
 *
 *   1. claim: RENAME the pending hash to `batch:<id>` and give it a lease (a sorted set of deadlines),
 *      all in one Lua script, so each view is in exactly one batch;
 *   2. apply: one database transaction adds the counts and records the batch id (view_batches);
 *   3. forget: DEL the batch and its lease.
 *
 * A batch whose lease ran out (its instance died between 1 and 3) is taken over by the next instance
 * that flushes; the id recorded in step 2 makes a second application a no-op, so counts are exact.
 * When the balancer retries a request on another instance (X-Request-ID, the same on both tries),
 * the view is counted once: the id is remembered for two minutes (SET NX in the same script).
 *
 * While Redis is unreachable, views fall back to the in-process counter (today's bound: a crash
 * loses at most VIEW_FLUSH_MS of them).
 */
export class RedisViewCounter {
  private readonly pending: string;
  private readonly batches: string;
  private readonly seenPrefix: string;
  private readonly batchPrefix: string;
  private readonly leaseMs: number;
  private lastPrune = 0;
  private flushing: Promise<void> | null = null;

  constructor(
    private readonly redis: Redis,
    prefix: string,
    private readonly repo: Pick<ViewsRepository, 'add' | 'addBatch' | 'pruneBatches'>,
    private readonly fallback: ViewCounter,
    private readonly onError: (err: unknown) => void,
    flushMs: number,
    private readonly now: () => number = Date.now,
  ) {
    // one hash tag: every key of the counter lives in one slot (a RENAME across slots is refused)
    const base = `${prefix}{views}:`;
    this.pending = `${base}pending`;
    this.batches = `${base}batches`;
    this.seenPrefix = `${base}seen:`;
    this.batchPrefix = `${base}batch:`;
    this.leaseMs = Math.max(10_000, 2 * flushMs);
  }

  /** Counts one view; resolves once it is in Redis (or, when Redis is away, in this process). */
  async record(workId: string, requestId?: string): Promise<void> {
    const field = `${viewDay(this.now())}|${workId}`;
    if (this.redis.status === 'ready') {
      try {
        await (requestId
          ? this.redis.eval(RECORD, 2, this.pending, this.seenPrefix + requestId, field, String(SEEN_TTL_MS))
          : this.redis.hincrby(this.pending, field, 1));
        return;
      } catch (err) {
        this.onError(err);
      }
    }
    this.fallback.record(workId);
  }

  /** Views in Redis not yet moved to the database, claimed or not (for checks and tests). */
  async outstanding(): Promise<number> {
    const ids = await this.redis.zrange(this.batches, '0', '-1');
    let n = 0;
    for (const key of [this.pending, ...ids.map((id) => this.batchPrefix + id)]) {
      for (const value of Object.values(await this.redis.hgetall(key))) n += Number(value);
    }
    return n;
  }

  /** Moves what is counted to the database: stale batches of dead instances, then a new one. */
  async flush(): Promise<void> {
    while (this.flushing) await this.flushing;
    this.flushing = this.flushOnce().finally(() => {
      this.flushing = null;
    });
    await this.flushing;
  }

  private async flushOnce(): Promise<void> {
    let failure: unknown = null;
    await this.fallback.flush().catch((err: unknown) => (failure = err));
    if (this.redis.status === 'ready') {
      const now = this.now();
      const stale = (await this.redis.eval(TAKE_STALE, 1, this.batches, now, now + this.leaseMs, 20)) as string[];
      const id = `${now.toString(36)}-${randomBytes(6).toString('hex')}`;
      const claimed = await this.redis.eval(
        CLAIM,
        3,
        this.pending,
        this.batchPrefix + id,
        this.batches,
        id,
        now + this.leaseMs,
      );
      for (const batch of claimed === 1 ? [...stale, id] : stale) {
        try {
          await this.apply(batch);
        } catch (err) {
          // the lease runs out and the batch is taken over (by this instance or another) later
          failure ??= err;
        }
      }
      if (now - this.lastPrune > 3_600_000) {
        this.lastPrune = now;
        await this.repo.pruneBatches(now - 86_400_000).catch((err: unknown) => (failure ??= err));
      }
    }
    if (failure) throw failure;
  }

  private async apply(id: string): Promise<void> {
    const key = this.batchPrefix + id;
    const fields = await this.redis.hgetall(key);
    const increments: ViewIncrement[] = [];
    for (const [field, value] of Object.entries(fields)) {
      const bar = field.indexOf('|');
      increments.push({ day: field.slice(0, bar), workId: field.slice(bar + 1), count: Number(value) });
    }
    if (increments.length > 0) await this.repo.addBatch(id, increments, this.now());
    await this.redis.multi().del(key).zrem(this.batches, id).exec();
  }
}

/** How long a request id is remembered against a second count (the balancer's retries are at once). */
const SEEN_TTL_MS = 120_000;

/** KEYS: pending hash, seen key; ARGV: field, ttl. A request id counts once. */
const RECORD = `
if not redis.call('SET', KEYS[2], '1', 'NX', 'PX', ARGV[2]) then return 0 end
redis.call('HINCRBY', KEYS[1], ARGV[1], 1)
return 1`;

/** KEYS: pending hash, batch hash, leases; ARGV: batch id, lease deadline. */
const CLAIM = `
if redis.call('EXISTS', KEYS[1]) == 0 then return 0 end
redis.call('RENAME', KEYS[1], KEYS[2])
redis.call('ZADD', KEYS[3], ARGV[2], ARGV[1])
return 1`;

/** KEYS: leases; ARGV: now, new deadline, most. Batches whose lease ran out, now leased to the caller. */
const TAKE_STALE = `
local ids = redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', ARGV[1], 'LIMIT', 0, tonumber(ARGV[3]))
for _, id in ipairs(ids) do redis.call('ZADD', KEYS[1], ARGV[2], id) end
return ids`;

export interface Views {
  /** Counts a view of `workId` when this request's answer is sent (cached, fresh or 304 alike). */
  count(request: FastifyRequest, workId: string): void;
  /**
   * Counts a view now, outside an answer that counts it: a reused drawn page (plugins/web.ts) counts the
   * views its drawing counted. `requestId` is the balancer's X-Request-ID (a retried request counts once).
   */
  record(workId: string, requestId?: string): Promise<void>;
  /** Moves what is counted to the database now. */
  flush(): Promise<void>;
  /** Where views are counted first. */
  readonly store: 'memory' | 'redis';
  /** Views held in this process's memory, not yet written (without Redis, or while it is away). */
  readonly size: number;
  /** The Redis counter, when there is one (checks and tests). */
  readonly redis: RedisViewCounter | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Per-work, per-day view counting (batched; flushed every few seconds and on close). */
    views: Views;
  }
  interface FastifyRequest {
    /** The work this answer counts a view of (set by app.views.count, counted in onSend). */
    viewOf: string | null;
  }
}

const REQUEST_ID = /^[\x21-\x7e]{1,200}$/;

/**
 * A request carrying `REPORT_VIEW_HEADER` (any value) gets back, in the same header, the id of the work
 * whose view its answer counted. The api's own in-process calls use it while drawing a page, so the drawn
 * page's cache knows which views a reuse must count. Work ids are in the public answers anyway.
 */
export const REPORT_VIEW_HEADER = 'x-ckb-view';

/** The balancer's request id, when it is one we accept. */
export function requestIdOf(request: FastifyRequest): string | undefined {
  const id = request.headers['x-request-id'];
  return typeof id === 'string' && REQUEST_ID.test(id) ? id : undefined;
}

/**
 * `app.views.count(request, workId)` from the by-number answers. The view is recorded in `onSend`,
 * before the answer is written: in Redis when REDIS_URL is set (nothing lost if the process dies),
 * otherwise in memory. Flushes every `flushMs` and when the app closes (Fastify runs onClose hooks
 * last-registered-first, so this runs before the database and Redis close).
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
  const flush = () => (redisCounter ? redisCounter.flush() : memory.flush());

  const record = async (workId: string, requestId?: string) => {
    if (!redisCounter) return memory.record(workId);
    await redisCounter.record(workId, requestId);
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
    await record(workId, requestIdOf(request));
  });

  const timer = setInterval(() => {
    flush().catch((err: unknown) => app.log.error({ err }, 'view counts could not be written; kept for the next try'));
  }, opts.flushMs);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await flush();
  });
});
