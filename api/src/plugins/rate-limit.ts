import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import { HttpError } from '../lib/http-errors.ts';
import { infrastructure } from '../lib/plugin.ts';
import { messages } from '../messages.ts';
import { REPORT_VIEW_HEADER } from '../views/request.ts';

/** Requests that count (COUNT_RATE_LIMIT_*) per client and window; `max` 0 turns the limit off. */
export interface CountingRate {
  max: number;
  windowMs: number;
}

/**
 * The limits of what counts, one budget per client address (an IPv6 /64) for each: by-number answers,
 * ad beacons, page loads that count a view.
 */
export interface CountingLimits {
  /** onRequest hook of the by-number answers: past the rate, 429 (before the cache can answer and count). */
  views: onRequestHookHandler;
  /** onRequest hook of the ads' beacons: past the rate, 429. */
  ads: onRequestHookHandler;
  /**
   * Whether a page load may count its view (and uses one of the budget): a page is never refused, a load
   * past the rate is served and counts nothing.
   */
  page(request: FastifyRequest): Promise<boolean>;
}

declare module 'fastify' {
  interface FastifyInstance {
    countingLimits: CountingLimits;
  }
}

/**
 * @fastify/rate-limit, off by default: routes opt in with `config: { rateLimit: {...} }` (login does), and
 * what counts uses `app.countingLimits`, built on the plugin's own `rateLimit` / `createRateLimit`.
 * With REDIS_URL the counters live in Redis (the plugin's own store, on app.redis's connection), so
 * ten wrong passwords are ten whichever instance each one reached; otherwise in this process.
 * While Redis is unreachable the limit is not enforced (skipOnError) rather than refusing every
 * sign-in; argon2id still makes each try cost the caller real time.
 */
export const rateLimitPlugin = infrastructure('rate-limit', async (app: FastifyInstance, opts: CountingRate) => {
  await app.register(rateLimit, {
    global: false,
    ...(app.redis ? { redis: app.redis.client, nameSpace: `${app.redis.prefix}rate-limit:`, skipOnError: true } : {}),
    errorResponseBuilder: (request, context) =>
      new HttpError(
        context.statusCode,
        request.url.startsWith('/api/login')
          ? messages.loginRateLimited(Math.ceil(context.ttl / 1000))
          : messages.rateLimited(Math.ceil(context.ttl / 1000)),
      ),
  });

  const budget = (name: string) => ({
    max: opts.max,
    timeWindow: opts.windowMs,
    keyGenerator: (request: FastifyRequest) => `${name}:${normalizeIP(request.ip)}`,
    // the page drawer's in-process calls: their answer counts nothing (views/request.ts), the page does
    allowList: (request: FastifyRequest) => request.headers[REPORT_VIEW_HEADER] !== undefined,
  });
  const off: onRequestHookHandler = async () => undefined;
  const pageLimit = opts.max > 0 ? app.createRateLimit(budget('page')) : null;
  app.decorate('countingLimits', {
    views: opts.max > 0 ? app.rateLimit(budget('views')) : off,
    ads: opts.max > 0 ? app.rateLimit(budget('ads')) : off,
    async page(request) {
      if (!pageLimit) return true;
      const state = await pageLimit(request);
      return state.isAllowed || !state.isExceeded;
    },
  } satisfies CountingLimits);
});
