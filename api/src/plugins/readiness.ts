import type { FastifyInstance } from 'fastify';
import { infrastructure } from '../lib/plugin.ts';

/**
 * `app.readiness`: the state of an instance a balancer needs, and the start of a clean stop (stop.ts).
 * Once `beginStop()` is called, GET /readyz answers 503 (routes/health) so the balancer takes the
 * instance out, and every answer carries `Connection: close`, so no kept-alive connection is
 * reused after the answer in flight on it: when the listener closes, nothing is cut mid-request.
 */
export interface Readiness {
  /** True from `beginStop()` on. */
  readonly stopping: boolean;
  beginStop(): void;
  /** When /readyz was last asked (epoch ms; 0: never): a balancer is watching this instance. */
  readonly lastProbeAt: number;
  probed(): void;
  /** Requests received and not yet answered (or given up by their client). */
  readonly inFlight: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    readiness: Readiness;
  }
}

export const readinessPlugin = infrastructure('readiness', async (app: FastifyInstance) => {
  let stopping = false;
  let lastProbeAt = 0;
  let inFlight = 0;
  app.decorate('readiness', {
    get stopping() {
      return stopping;
    },
    beginStop() {
      stopping = true;
    },
    get lastProbeAt() {
      return lastProbeAt;
    },
    probed() {
      lastProbeAt = Date.now();
    },
    get inFlight() {
      return inFlight;
    },
  } satisfies Readiness);

  app.addHook('onRequest', async (_request, reply) => {
    inFlight++;
    // 'close' comes once per answer, sent or abandoned: the count cannot drift
    reply.raw.once('close', () => inFlight--);
  });
  // at send time, not arrival: an answer already in flight when the stop begins closes its connection too
  app.addHook('onSend', async (_request, reply) => {
    if (stopping) reply.header('connection', 'close');
  });
});
