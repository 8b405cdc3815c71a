import type { App } from './types.ts';

/** /readyz asked this recently means a balancer is watching: the stop waits for it to take the instance out. */
export const WATCHED_WITHIN_MS = 30_000;
/** How often connections that went idle during the stop are closed (an answer begun before it kept its connection). */
const SWEEP_MS = 100;

export interface StopOptions {
  /** How long a watched instance keeps serving once /readyz answers 503 (STOP_DRAIN_MS). */
  drainMs: number;
  /** How long the requests in flight may still take once the listener is closed (STOP_TIMEOUT_MS). */
  timeoutMs: number;
  /** Progress lines for the operator. */
  say?: (line: string) => void;
}

export interface StopReport {
  /** How long the instance kept serving for its balancer (0: nobody was watching). */
  drainedMs: number;
  /** Requests still unanswered after `timeoutMs`: their connections were closed under them. */
  cut: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Stops an instance without losing anything it was given:
 *  1. /readyz answers 503 and every answer closes its connection (plugins/readiness.ts);
 *  2. when a balancer is watching, the instance keeps serving for `drainMs`, long enough for the
 *     balancer's checks to take it out (deploy/haproxy.cfg), so no request meets a closed port;
 *  3. `app.close()`: the listener closes, the requests in flight finish (each closing its connection,
 *     idle ones are closed at once), at most `timeoutMs`, then whatever is left is cut;
 *  4. then the `onClose` hooks: view counts are written (plugins/views.ts), Redis and the database close.
 */
export async function stopServer(app: App, options: StopOptions): Promise<StopReport> {
  const say = options.say ?? (() => undefined);
  app.readiness.beginStop();

  let drainedMs = 0;
  const watched = app.readiness.lastProbeAt > 0 && Date.now() - app.readiness.lastProbeAt < WATCHED_WITHIN_MS;
  if (watched && options.drainMs > 0 && app.server.listening) {
    say(`/readyz answers 503; serving ${options.drainMs} ms more while the balancer takes this instance out`);
    const started = Date.now();
    await sleep(options.drainMs);
    drainedMs = Date.now() - started;
  }

  if (app.readiness.inFlight > 0) say(`finishing ${app.readiness.inFlight} request(s) in flight`);
  let cut = 0;
  const sweep = setInterval(() => app.server.closeIdleConnections(), SWEEP_MS);
  const deadline = setTimeout(() => {
    cut = app.readiness.inFlight;
    if (cut > 0) say(`${cut} request(s) still running after ${options.timeoutMs} ms: closing their connections`);
    app.server.closeAllConnections();
  }, options.timeoutMs);
  try {
    await app.close();
  } finally {
    clearInterval(sweep);
    clearTimeout(deadline);
  }
  return { drainedMs, cut };
}
