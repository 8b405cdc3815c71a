import type { FastifyInstance } from 'fastify';
import { isId } from '../db/ids.ts';
import { notFound } from '../lib/http-errors.ts';
import { infrastructure } from '../lib/plugin.ts';
import { mediaMessages } from '../media/messages.ts';
import { messages } from '../messages.ts';
import { LEVELS } from '../numbered/levels.ts';

/** A public number (movie_id, series_id, manga_id) that could exist. */
const NUMBER = /^[1-9]\d{0,9}$/;

function missing(param: string, url: string): string {
  if (param === 'id') return url.startsWith('/api/users/') ? messages.userNotFound : messages.workNotFound;
  if (param === 'number') return messages.workNotFound;
  const level = LEVELS.find((l) => l.param === param);
  if (level) return level.notFound;
  if (param === 'serverId') return messages.serverNotFound;
  if (param === 'pageId') return mediaMessages.pageNotFound;
  return messages.notFound;
}

/**
 * A path id that cannot name anything (not 24 hex digits; a number that is not a positive integer)
 * answers 404 at once, the same for every caller: before the role guards (whose 403 would suggest
 * there is something to protect) and before validation (whose 400 would call a missing thing wrong).
 */
export const pathIdsPlugin = infrastructure('path-ids', async (app: FastifyInstance) => {
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const params = request.params as Record<string, unknown> | undefined;
    if (!params) return;
    for (const [param, value] of Object.entries(params)) {
      if (typeof value !== 'string') continue;
      const impossible =
        param === 'id' || param.endsWith('Id') ? !isId(value) : param === 'number' ? !NUMBER.test(value) : false;
      if (impossible) throw notFound(missing(param, request.url));
    }
  });
});
