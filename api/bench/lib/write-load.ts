import type { App } from '../../src/types.ts';

/**
 * A visitor writing all the time: "this server does not play" reports (POST /api/servers/:id/report),
 * one after the other, each from another address so neither the rate limit nor the per-day
 * de-duplication turns one away. Every write goes through the whole api into the database, and its
 * time is what a writer waits: `lap()` gives the longest and the median since the last lap.
 */

export interface Lap {
  writes: number;
  longestMs: number;
  medianMs: number;
  /** Writes that took over 100 ms. */
  over100: number;
}

export interface WriteLoad {
  /** Writes acknowledged so far (each one a new row of server_reports). */
  readonly acknowledged: number;
  lap(): Lap;
  stop(): Promise<Lap>;
}

/** A server of a visible work: the only kind a visitor can report. */
export async function publicServerId(app: App): Promise<string> {
  const rows = await app.db.kysely.selectFrom('servers').select('id').orderBy('id').limit(200).execute();
  for (const { id } of rows) if (await app.repos.servers.isPublic(id)) return id;
  throw new Error('no public server to report: the load needs one');
}

export function startWriteLoad(app: App, apiKey: string, serverId: string): WriteLoad {
  let times: number[] = [];
  let acknowledged = 0;
  let stopped = false;
  const lap = (): Lap => {
    const sorted = times.sort((a, b) => a - b);
    times = [];
    return {
      writes: sorted.length,
      longestMs: sorted.at(-1) ?? 0,
      medianMs: sorted[Math.floor(sorted.length / 2)] ?? 0,
      over100: sorted.filter((t) => t > 100).length,
    };
  };
  const loop = (async () => {
    for (let i = 1; !stopped; i++) {
      const started = performance.now();
      const res = await app.inject({
        method: 'POST',
        url: `/api/servers/${serverId}/report`,
        headers: { 'x-api-key': apiKey },
        remoteAddress: `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
      });
      if (res.statusCode !== 202) throw new Error(`write ${i}: ${res.statusCode} ${res.body}`);
      times.push(performance.now() - started);
      acknowledged = i;
      // one write at a time, back to back: yield so the timers and I/O of the rest of the process run
      await new Promise((r) => setImmediate(r));
    }
  })();
  return {
    get acknowledged() {
      return acknowledged;
    },
    lap,
    async stop() {
      stopped = true;
      await loop;
      return lap();
    },
  };
}
