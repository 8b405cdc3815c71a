import { requireRole, signedIn } from '../../auth/guards.ts';
import { notFound } from '../../lib/http-errors.ts';
import { messages } from '../../messages.ts';
import { handleReports, reportInbox } from '../../services/server-reports.ts';
import type { App } from '../../types.ts';
import { handleReportsSchema, reportServerSchema, serverReportsSchema } from './schemas.ts';

/** Reports per address and minute, before the per-day de-duplication even looks. */
const REPORTS_PER_MINUTE = 20;

/**
 * /api/servers: visitors' "this server does not play" reports, the staff's inbox of them, and marking them
 * handled, so staff learn which embeds are broken. The reporter is the visitor of the day
 * (plugins/visitors.ts), never the address itself.
 */
export default async function serverRoutes(app: App): Promise<void> {
  app.post(
    '/servers/:id/report',
    { schema: reportServerSchema, config: { rateLimit: { max: REPORTS_PER_MINUTE, timeWindow: 60_000 } } },
    async (request, reply) => {
      const { id } = request.params;
      if (!(await app.repos.servers.isPublic(id))) throw notFound(messages.serverNotFound);
      const now = Date.now();
      await app.repos.servers.report(id, app.visitorOf(request, now), now);
      return reply.code(202).send({ data: { reported: true as const } });
    },
  );

  app.get(
    '/servers/reports',
    { schema: serverReportsSchema, onRequest: requireRole('servers.reports.read') },
    async (request) => ({ data: { reports: await reportInbox(app, request.query.work) } }),
  );

  app.post(
    '/servers/:serverId/reports/handled',
    { schema: handleReportsSchema, onRequest: requireRole('servers.reports.handle') },
    async (request) => ({
      data: { cleared: await handleReports(app, signedIn(request), request.params.serverId) },
    }),
  );
}
