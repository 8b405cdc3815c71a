import { Type } from 'typebox';
import { sql } from 'kysely';
import type { App } from '../../types.ts';
import { ErrorBody } from '@ckb/contract';
import { messages } from '../../messages.ts';

/**
 * How long /readyz waits for the database: a pool that cannot give a connection this fast is as good
 * as unready, and the balancer's own check timeout (deploy/haproxy.cfg `timeout check`) is longer.
 */
const DATABASE_PROBE_MS = 1500;

function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * GET /healthz: liveness, the process is up and its database answers (whatever else it is doing).
 * GET /readyz: whether the instance should get traffic now: its database answers, its Redis
 * connections are up (when REDIS_URL is set: without them its cache would miss other instances'
 * edits), and it is not stopping. The balancer checks /readyz (deploy/haproxy.cfg). No API key.
 */
export default async function healthRoutes(app: App): Promise<void> {
  const databaseAnswers = async () => {
    try {
      await within(DATABASE_PROBE_MS, sql`select 1`.execute(app.db.kysely));
      return true;
    } catch (err) {
      app.log.error({ err }, 'health check: database unreachable');
      return false;
    }
  };

  app.get(
    '/healthz',
    {
      schema: {
        summary: 'Liveness and database check',
        response: { 200: Type.Object({ status: Type.Literal('ok'), database: Type.String() }), 503: ErrorBody },
      },
    },
    async (_request, reply) => {
      if (!(await databaseAnswers())) return reply.code(503).send({ message: messages.databaseDown });
      return { status: 'ok' as const, database: app.db.dialect };
    },
  );

  app.get(
    '/readyz',
    {
      schema: {
        summary: 'Readiness: whether this instance should get traffic (503 while stopping)',
        response: {
          200: Type.Object({
            status: Type.Literal('ready'),
            database: Type.String(),
            redis: Type.Union([Type.Literal('ready'), Type.Literal('none')]),
          }),
          503: ErrorBody,
        },
      },
    },
    async (_request, reply) => {
      app.readiness.probed();
      if (app.readiness.stopping) return reply.code(503).send({ message: messages.stopping });
      if (!(await databaseAnswers())) return reply.code(503).send({ message: messages.databaseDown });
      // asked again after the database, which may have taken a while: a stop begun meanwhile wins
      if (app.readiness.stopping) return reply.code(503).send({ message: messages.stopping });
      if (app.redis && !app.redis.ready()) return reply.code(503).send({ message: messages.redisDown });
      return {
        status: 'ready' as const,
        database: app.db.dialect,
        redis: (app.redis ? 'ready' : 'none') as 'ready' | 'none',
      };
    },
  );
}
