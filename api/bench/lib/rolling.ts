/**
 * The rolling restart of `pnpm test:scale`: each instance in turn gets SIGTERM (what systemd or an
 * orchestrator sends), must exit 0 having cut nothing, is started again, and the next one is stopped only
 * once HAProxy sends the restarted one traffic again, so the others always carry the load.
 */

export interface RollingInstance {
  /** HAProxy's name of the server (a1, a2…). */
  name: string;
  /** False while it is down: the scale test's direct probes skip it. */
  up: boolean;
  proc: {
    child: { pid?: number | undefined; kill(signal: NodeJS.Signals): boolean };
    out(): string;
    exited: Promise<number | null>;
  };
}

export interface RestartTimes {
  name: string;
  /** SIGTERM to the exit of the process (drain, requests in flight, view flush). */
  stopMs: number;
  /** Its exit code (0: a clean stop) and whether it had to cut a request. */
  code: number | null;
  cut: boolean;
  /** The new process started to /readyz 200. */
  bootMs: number;
  /** /readyz 200 to HAProxy marking it UP again. */
  backMs: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

type Runtime = (command: string) => Promise<string>;

/** HAProxy's `show stat` as rows keyed by its column names. */
async function stats(runtime: Runtime): Promise<Array<Record<string, string>>> {
  const lines = (await runtime('show stat')).split('\n').filter((l) => l.trim());
  const header = (lines[0] ?? '').replace(/^# /, '').split(',');
  return lines.slice(1).map((line) => {
    const cells = line.split(',');
    return Object.fromEntries(header.map((h, i) => [h, cells[i] ?? '']));
  });
}

/** The `status` column of one server (UP, DOWN, MAINT, "UP 1/2"…). */
export async function serverStatus(runtime: Runtime, backend: string, server: string): Promise<string> {
  return (await stats(runtime)).find((r) => r.pxname === backend && r.svname === server)?.status ?? '';
}

/**
 * Requests HAProxy had to try again so far (`wretr`) and sent to another instance (`wredis`), both backends:
 * a stop that drains in time leaves these unchanged, since nothing meets a closed port.
 */
export async function retried(runtime: Runtime): Promise<{ retries: number; redispatches: number }> {
  const rows = (await stats(runtime)).filter(
    (r) => r.svname === 'BACKEND' && (r.pxname === 'api_read' || r.pxname === 'api_write'),
  );
  const sum = (key: string) => rows.reduce((n, r) => n + Number(r[key] || 0), 0);
  return { retries: sum('wretr'), redispatches: sum('wredis') };
}

export async function rollingRestart(opts: {
  instances: RollingInstance[];
  /** Starts instance i again and resolves once it answers /readyz 200 (sets `proc` and `up`). */
  boot(i: number): Promise<void>;
  runtime: Runtime;
  log(line: string): void;
}): Promise<RestartTimes[]> {
  const times: RestartTimes[] = [];
  for (const [i, inst] of opts.instances.entries()) {
    const old = inst.proc;
    inst.up = false;
    const t0 = performance.now();
    old.child.kill('SIGTERM');
    opts.log(`SIGTERM ${inst.name} (pid ${old.child.pid})`);
    const code = await old.exited;
    const stopMs = performance.now() - t0;
    const cut = /request\(s\) cut/.test(old.out());
    const t1 = performance.now();
    await opts.boot(i);
    const bootMs = performance.now() - t1;
    const t2 = performance.now();
    const end = t2 + 30_000;
    while (!(await serverStatus(opts.runtime, 'api_read', inst.name)).startsWith('UP')) {
      if (performance.now() > end) throw new Error(`HAProxy did not mark ${inst.name} UP within 30 s`);
      await sleep(50);
    }
    const backMs = performance.now() - t2;
    times.push({ name: inst.name, stopMs, code, cut, bootMs, backMs });
    opts.log(
      `${inst.name}: stopped in ${(stopMs / 1000).toFixed(1)} s (exit ${code}), ready ${(bootMs / 1000).toFixed(1)} s later, UP in HAProxy after ${(backMs / 1000).toFixed(1)} s more`,
    );
  }
  return times;
}
