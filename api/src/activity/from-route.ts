import type { FastifyRequest } from 'fastify';
import { signedIn } from '../auth/guards.ts';
import type { App } from '../types.ts';
import { recordActivity, type ActivityEntry } from './record.ts';

/**
 * For writes done by the route itself (uploads, ads and banners), with no transaction: the entry is
 * written right after the write succeeded, by the route's signed-in caller.
 */
export function recordFor(app: App, request: FastifyRequest, entry: Omit<ActivityEntry, 'actor'>): Promise<void> {
  return recordActivity(app.db.kysely, { ...entry, actor: signedIn(request) });
}

/** Counters and pictures of ads change by visits or by their own uploads, not by an edit. */
export const PROMO_NOT_EDITED = [
  'live',
  'impressions',
  'clicks',
  'impressions_7d',
  'clicks_7d',
  'desktop',
  'mobile',
  'poster',
  'background',
];
