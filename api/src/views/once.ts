import type { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { firstVisits, type Visit } from '../repositories/counted-visits.ts';

const DAY_MS = 86_400_000;

/** How long a day's record of who was counted is kept in Redis: until an hour after that UTC day ends. */
export const untilDayEnds = (now: number): number => DAY_MS - (now % DAY_MS) + 3_600_000;

/** Adds one to a count, in the given database handle (the transaction that remembers the visitor). */
export type AddOne = (db: Kysely<Database>) => Promise<void>;

/**
 * Counts something once per visitor and UTC day, for counts written one at a time (an ad's impression or
 * click; views are batched, views/counter.ts). Who was counted is remembered in Redis when there is one
 * (SADD to the day's set of that thing's visitors), otherwise, or while Redis is away, in counted_visits,
 * in the same transaction as the count. Resolves to whether this visit counted.
 */
export function countOnce(opts: {
  db: Kysely<Database>;
  redis: { client: Redis; prefix: string } | null;
}): (visit: Visit, add: AddOne) => Promise<boolean> {
  return async (visit, add) => {
    const redis = opts.redis?.client;
    if (redis?.status === 'ready') {
      // a hash tag of its own: every key of these counts lives in one slot
      const key = `${opts.redis!.prefix}{once}:${visit.day}:${visit.kind}:${visit.target}`;
      const added = await redis
        .multi()
        .sadd(key, visit.visitor)
        .pexpire(key, untilDayEnds(Date.now()))
        .exec()
        .then((res) => (res?.[0]?.[1] as number | undefined) ?? null)
        .catch(() => null);
      if (added === 0) return false;
      if (added === 1) {
        try {
          await add(opts.db);
          return true;
        } catch (err) {
          // not counted: let the next visit count
          await redis.srem(key, visit.visitor).catch(() => undefined);
          throw err;
        }
      }
      // Redis refused: the database decides
    }
    return opts.db.transaction().execute(async (trx) => {
      if ((await firstVisits(trx, [visit])).length === 0) return false;
      await add(trx);
      return true;
    });
  };
}
