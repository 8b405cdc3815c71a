import { Redis, type RedisOptions } from 'ioredis';

/**
 * Redis connections of the api (ioredis). One command connection per process carries everything
 * but pub/sub: the login rate limit (@fastify/rate-limit's Redis store, which is written for ioredis:
 * it defines its Lua script with `defineCommand` and calls it with a callback), view counts and
 * publishes. Subscribing needs a connection of its own (`subscriber()`), which ioredis resubscribes
 * after a reconnect.
 *
 * Everything comes from the URL: `redis://[user:password@]host:port[/db]`, `rediss://…` for TLS (the
 * system's CAs; add a private CA with NODE_EXTRA_CA_CERTS). Commands fail fast while Redis is away
 * (each caller has a fallback), and the connection keeps retrying in the background.
 */

export interface RedisLog {
  warn(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}

const OPTIONS: RedisOptions = {
  // RESP2: spoken by every Redis-compatible server (older Redis, Valkey, KeyDB, managed services); RESP3
  // brings nothing this api uses
  protocol: 2,
  // reconnect forever, 100 ms growing to 5 s between tries
  retryStrategy: (times) => Math.min(times * 100, 5000),
  // a command waits for a reconnect at most once, then fails: callers fall back instead of hanging
  maxRetriesPerRequest: 1,
  commandTimeout: 2000,
  connectTimeout: 5000,
};

export function connectRedis(url: string, name: string, log: RedisLog): Redis {
  const redis = new Redis(url, { ...OPTIONS, connectionName: name });
  watch(redis, url, name, log);
  return redis;
}

/** A connection for SUBSCRIBE (it can run nothing else once subscribed). */
export function subscriber(main: Redis, name: string, log: RedisLog, url: string): Redis {
  const sub = main.duplicate({ connectionName: name, commandTimeout: undefined });
  watch(sub, url, name, log);
  return sub;
}

/** Logs the first failure and the recovery, not every retry (a Redis outage would flood the log). */
function watch(redis: Redis, url: string, name: string, log: RedisLog): void {
  const where = safeUrl(url);
  let down = false;
  redis.on('error', (err: Error) => {
    if (down) return;
    down = true;
    log.warn({ redis: where, connection: name, err: err.message }, 'redis: connection lost, retrying');
  });
  redis.on('ready', () => {
    if (!down) return;
    down = false;
    log.info({ redis: where, connection: name }, 'redis: connected again');
  });
}

/** The URL without its password, for logs. */
export function safeUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return 'redis';
  }
}

/** Closes a connection, politely when it is up (QUIT), at once when it is not. */
export async function closeRedis(redis: Redis): Promise<void> {
  if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
  else redis.disconnect();
}
