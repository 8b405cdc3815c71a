import type { FastifyInstance } from 'fastify';
import { timingSafeEqual } from 'node:crypto';
import { unauthorized } from '../lib/http-errors.ts';
import { infrastructure } from '../lib/plugin.ts';
import { messages } from '../messages.ts';

/** Paths under /api that a browser opens directly (the OpenAPI page), so they carry no header. */
const OPEN_PATHS = ['/api/docs'];

function sameKey(given: string, expected: Buffer): boolean {
  const buf = Buffer.from(given);
  return buf.length === expected.length && timingSafeEqual(buf, expected);
}

/** Every /api request carries `x-api-key` (ARCHITECTURE §6); missing or wrong -> 401 { message }. */
export const apiKeyPlugin = infrastructure('api-key', async (app: FastifyInstance, opts: { apiKey: string }) => {
  const expected = Buffer.from(opts.apiKey);
  app.addHook('onRequest', async (request) => {
    const path = request.url.split('?', 1)[0] ?? '';
    if (path !== '/api' && !path.startsWith('/api/')) return;
    if (OPEN_PATHS.some((p) => path === p || path.startsWith(`${p}/`))) return;
    const key = request.headers['x-api-key'];
    if (typeof key !== 'string' || !sameKey(key, expected)) throw unauthorized(messages.apiKey);
  });
});
