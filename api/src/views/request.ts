import type { FastifyRequest } from 'fastify';

/**
 * A request carrying `REPORT_VIEW_HEADER` (any value) gets back, in the same header, the id of the work
 * whose view its answer counted. The api's own in-process calls use it while drawing a page, so the drawn
 * page's cache knows which views a reuse must count. Work ids are in the public answers anyway.
 */
export const REPORT_VIEW_HEADER = 'x-ckb-view';

/** What a balancer's request id may be: printable ASCII, short enough to keep as a key. */
const REQUEST_ID = /^[\x21-\x7e]{1,200}$/;

/** The balancer's request id (X-Request-ID), when it is one we accept: a retried request counts one view. */
export function requestIdOf(request: Pick<FastifyRequest, 'headers'>): string | undefined {
  const id = request.headers['x-request-id'];
  return typeof id === 'string' && REQUEST_ID.test(id) ? id : undefined;
}
