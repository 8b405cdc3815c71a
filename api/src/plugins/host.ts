import type { FastifyInstance } from 'fastify';
import { infrastructure } from '../lib/plugin.ts';
import { messages } from '../messages.ts';
import { plainPage } from '../web/html.ts';
import { hostOf } from '../web/origin.ts';

/**
 * A request whose `Host` names no host (`a b`, `[::1`, `a:99999`) is refused before anything reads it:
 * 400 with the Sorani `{ message }`, or a plain Sorani page for a browser asking for a page. It is the
 * client's mistake, so nothing is logged as an error. A request without Host (HTTP/1.0) goes on.
 */
export const hostPlugin = infrastructure('host', async (app: FastifyInstance) => {
  app.addHook('onRequest', async (request, reply) => {
    const host = request.headers.host;
    if (host === undefined || hostOf(host) !== null) return;
    reply.code(400).header('cache-control', 'no-store');
    const wantsPage = !request.url.startsWith('/api/') && (request.headers.accept ?? '').includes('text/html');
    if (wantsPage) return reply.type('text/html; charset=utf-8').send(plainPage(messages.badRequest, messages.badHost));
    return reply.send({ message: messages.badHost });
  });
});
