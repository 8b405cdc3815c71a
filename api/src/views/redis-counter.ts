import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { ViewIncrement, ViewsRepository } from '../repositories/views.ts';
import { viewDay, type ViewCounter } from './counter.ts';
import { untilDayEnds } from './once.ts';

/**
 * View counting in Redis, for several instances (REDIS_URL): a view is a visitor's first visit of a work
 * on a UTC day (SADD to that day's set of the work's visitors, kept until the day is over) and then an
 * atomic HINCRBY on a hash shared by every instance, both in one script, done before the answer leaves, so
 * an instance that dies (even by SIGKILL) has lost none of the views it answered, and a visitor counts once
 * whichever instance each visit reached (a request the balancer retried elsewhere included). Instances
 * move the counts to the database in batches:
 *
 *   1. claim: RENAME the pending hash to `batch:<id>` and give it a lease (a sorted set of deadlines),
 *      all in one Lua script, so each view is in exactly one batch;
 *   2. apply: one database transaction adds the counts and records the batch id (view_batches);
 *   3. forget: DEL the batch and its lease.
 *
 * A batch whose lease ran out (its instance died between 1 and 3) is taken over by the next instance
 * that flushes; the id recorded in step 2 makes a second application a no-op, so counts are exact.
 *
 * While Redis is unreachable, views fall back to the in-process counter, which asks the database who was
 * counted (a crash loses at most VIEW_FLUSH_MS of them; a visitor Redis had seen may count once more).
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
    private readonly repo: Pick<ViewsRepository, 'addBatch' | 'pruneBatches'>,
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

  /** Counts a visitor's view; resolves once it is in Redis (or, when Redis is away, in this process). */
  async record(workId: string, visitor: string): Promise<void> {
    const now = this.now();
    const field = `${viewDay(now)}|${workId}`;
    if (this.redis.status === 'ready') {
      try {
        await this.redis.eval(RECORD, 2, this.pending, `${this.seenPrefix}${field}`, field, visitor, untilDayEnds(now));
        return;
      } catch (err) {
        this.onError(err);
      }
    }
    this.fallback.record(workId, visitor);
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

/** KEYS: pending hash, the day's set of the work's visitors; ARGV: field, visitor, ttl. A visitor counts once. */
const RECORD = `
if redis.call('SADD', KEYS[2], ARGV[2]) == 0 then return 0 end
redis.call('PEXPIRE', KEYS[2], ARGV[3])
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
