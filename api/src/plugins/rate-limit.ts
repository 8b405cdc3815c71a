import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../lib/http-errors.ts';
import { infrastructure } from '../lib/plugin.ts';
import { messages } from '../messages.ts';

/**
 * @fastify/rate-limit, off by default: routes opt in with `config: { rateLimit: {...} }`
 * (login does). The store is per process; behind several instances give it a shared store.
 */
export const rateLimitPlugin = infrastructure('rate-limit', async (app: FastifyInstance) => {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (request, context) =>
      new HttpError(
        context.statusCode,
        request.url.startsWith('/api/login')
          ? messages.loginRateLimited(Math.ceil(context.ttl / 1000))
          : messages.rateLimited(Math.ceil(context.ttl / 1000)),
      ),
  });
});
