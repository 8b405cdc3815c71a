import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { infrastructure } from '../lib/plugin.ts';
import { closeRedis, connectRedis, subscriber } from '../lib/redis.ts';

/**
 * `app.redis`: the shared state of several instances (REDIS_URL), or null on a single instance.
 * One command connection for the login rate limit, view counts and publishes; `subscribe()` opens
 * the pub/sub connection the invalidation bus needs. Every key and channel starts with `prefix`.
 */
export interface SharedRedis {
  client: Redis;
  prefix: string;
  /** A new connection for SUBSCRIBE, closed with the app. */
  subscriber(name: string): Redis;
  /** Every connection of this instance is up (GET /readyz): none is reconnecting. */
  ready(): boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    redis: SharedRedis | null;
  }
}

export const redisPlugin = infrastructure(
  'redis',
  async (app: FastifyInstance, opts: { url: string | null; prefix: string }) => {
    if (!opts.url) {
      app.decorate('redis', null);
      return;
    }
    const url = opts.url;
    const client = connectRedis(url, 'ckb-api', app.log);
    const opened: Redis[] = [client];
    app.decorate('redis', {
      client,
      prefix: opts.prefix,
      subscriber(name: string) {
        const sub = subscriber(client, name, app.log, url);
        opened.push(sub);
        return sub;
      },
      ready() {
        return opened.every((c) => c.status === 'ready');
      },
    } satisfies SharedRedis);
    // registered first among the users of Redis, so this hook runs after theirs (onClose runs in reverse)
    app.addHook('onClose', async () => {
      await Promise.all(opened.map(closeRedis));
    });
  },
);
