import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createHmac } from 'node:crypto';
import { infrastructure } from '../lib/plugin.ts';

const DAY_MS = 86_400_000;

/**
 * Who a visitor is, for what counts once per visitor and day (views, ad impressions and clicks, server
 * reports): a keyed hash of the client's address and the UTC day, never the address itself. An IPv6
 * address stands for its /64 (one subscriber's usual share; @fastify/rate-limit's own rule), an IPv4 one
 * for itself. The day is in the hash, so nothing links a visitor of today to the same one tomorrow.
 */
export function visitorHash(secret: string): (ip: string, now: number) => string {
  return (ip, now) =>
    createHmac('sha256', secret)
      .update(`${normalizeIP(ip)}\n${Math.floor(now / DAY_MS)}`)
      .digest('base64url');
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The visitor a request comes from, today (or on the day of `now`): see visitorHash. */
    visitorOf(request: FastifyRequest, now?: number): string;
  }
}

export const visitorsPlugin = infrastructure('visitors', async (app: FastifyInstance, opts: { secret: string }) => {
  const hash = visitorHash(opts.secret);
  app.decorate('visitorOf', (request: FastifyRequest, now = Date.now()) => hash(request.ip, now));
});
