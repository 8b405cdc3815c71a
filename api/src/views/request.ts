import type { FastifyRequest } from 'fastify';
import { STAFF_VIEW_COOKIE } from '@ckb/contract/roles';

/**
 * A request carrying `REPORT_VIEW_HEADER` (any value) counts no view: its answer says, in the same header,
 * which work's view it would have counted. The page drawer's in-process calls use it (web/server-render.ts),
 * so that the page load itself counts its views, for its visitor, drawn afresh or reused alike
 * (plugins/web.ts). A client that sends it only gives up its own count; work ids are in the public answers
 * anyway.
 */
export const REPORT_VIEW_HEADER = 'x-ckb-view';

/**
 * The token a page load carries in the staff cookie (STAFF_VIEW_COOKIE), or null: a page load has no
 * Authorization header, and the api checks this token like a bearer one before it leaves the load uncounted.
 */
export function staffCookieToken(request: FastifyRequest): string | null {
  const header = request.headers.cookie;
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === STAFF_VIEW_COOKIE) return part.slice(eq + 1).trim() || null;
  }
  return null;
}
