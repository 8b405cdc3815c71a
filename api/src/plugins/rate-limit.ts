import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../lib/http-errors.ts';
import { infrastructure } from '../lib/plugin.ts';
import { messages } from '../messages.ts';

/**
 * @fastify/rate-limit, off by default: routes opt in with `config: { rateLimit: {...} }` (login does).
 * With REDIS_URL the counters live in Redis (the plugin's own store, on app.redis's connection), so
 * ten wrong passwords are ten whichever instance each one reached; otherwise in this process.
 * While Redis is unreachable the limit is not enforced (skipOnError) rather than refusing every
 * sign-in; argon2id still makes each try cost the caller real time.
 */
export const rateLimitPlugin = infrastructure('rate-limit', async (app: FastifyInstance) => {
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
});
