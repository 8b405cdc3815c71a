import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import { infrastructure } from '../lib/plugin.ts';

/**
 * The invalidation bus (`app.invalidation`): "public data changed" for every cache of every instance.
 *
 * Any successful signed-in write under /api/ (and a failed one that may have changed something: 5xx)
 * publishes. Caches subscribe and drop what they hold: the response cache does (plugins/response-cache.ts),
 * and any later cache of public data (drawn pages, search answers) subscribes the same way:
 *
 *   app.invalidation.subscribe(() => myCache.clear());
 *
 * A listener runs at once for writes through this process. With REDIS_URL the bus also publishes on
 * the channel `<REDIS_PREFIX>invalidate` and runs the listeners on every other instance's writes, and
 * once more each time the subscription is (re)established, since messages may have been missed while
 * the connection was down. Without Redis (one instance) only the local part exists. Messages are
 * never the only safety net: caches keep their own expiry, which bounds staleness while Redis is away.
 */

export type InvalidationSource =
  /** a write through this process */
  | 'local'
  /** a write through another instance */
  | 'peer'
  /** the subscription was (re)established: anything may have changed meanwhile */
  | 'resync'
  /** no write: a release time came (numbered/release-clock.ts; every instance has its own clock) */
  | 'release';

export type InvalidationListener = (source: InvalidationSource) => void;

export interface InvalidationBus {
  /** Calls `listener` on every change, local or from another instance; returns the unsubscribe. */
  subscribe(listener: InvalidationListener): () => void;
  /** Tells every cache here at once and, through Redis, on every other instance. */
  publish(): void;
  /**
   * Public data changed here without a write (a release time came): tells the caches of this process only,
   * since every instance runs the same clock against the same database.
   */
  released(): void;
  /** This process's id on the channel (its own messages are not delivered back). */
  readonly instanceId: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    invalidation: InvalidationBus;
  }
}

export const invalidationPlugin = infrastructure('invalidation', async (app: FastifyInstance) => {
  const listeners = new Set<InvalidationListener>();
  const instanceId = randomBytes(8).toString('hex');
  const notify = (source: InvalidationSource) => {
    for (const listener of listeners) {
      try {
        listener(source);
      } catch (err) {
        app.log.error({ err }, 'an invalidation listener failed');
      }
    }
  };

  const redis = app.redis;
  const channel = redis ? `${redis.prefix}invalidate` : null;
  if (redis && channel) {
    const sub = redis.subscriber('ckb-api-invalidation');
    sub.on('message', (from: string, message: string) => {
      if (from === channel && message !== instanceId) notify('peer');
    });
    // 'ready' after every (re)connect; ioredis resubscribes on its own, the resync covers the gap
    sub.on('ready', () => notify('resync'));
    sub.subscribe(channel).catch((err: unknown) => app.log.warn({ err }, 'redis: subscribe failed, retrying'));
  }

  const bus: InvalidationBus = {
    instanceId,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    publish() {
      notify('local');
      if (!redis || !channel) return;
      // while Redis is away the message is dropped: the others resync when they reconnect, and their
      // caches' expiry bounds the staleness meanwhile
      if (redis.client.status !== 'ready') return;
      redis.client.publish(channel, instanceId).catch(() => undefined);
    },
    released() {
      notify('release');
    },
  };
  app.decorate('invalidation', bus);

  app.addHook('onSend', async (request, reply) => {
    const method = request.method;
    if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return;
    // anonymous or refused callers cannot have changed anything, so they cannot flush the caches
    if (!request.url.startsWith('/api/') || !request.user) return;
    if (reply.statusCode < 400 || reply.statusCode >= 500) bus.publish();
  });
});
