import { Type } from 'typebox';
import { sql } from 'kysely';
import type { App } from '../../types.ts';
import { ErrorBody } from '@ckb/contract';

/** GET /healthz: the process is up and the database answers. For load balancers; no API key. */
export default async function healthRoutes(app: App): Promise<void> {
  app.get(
    '/healthz',
    {
      schema: {
        summary: 'Liveness and database check',
        response: { 200: Type.Object({ status: Type.Literal('ok'), database: Type.String() }), 503: ErrorBody },
      },
    },
    async (_request, reply) => {
      try {
        await sql`select 1`.execute(app.db.kysely);
      } catch (err) {
        app.log.error({ err }, 'health check: database unreachable');
        return reply.code(503).send({ message: 'بنکەی زانیاری وەڵام ناداتەوە.' });
      }
      return { status: 'ok' as const, database: app.db.dialect };
    },
  );
}
