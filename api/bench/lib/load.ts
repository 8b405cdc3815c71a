import autocannon from 'autocannon';

/** Load runs shared by the api's benchmarks (bench:api, bench:drawn). */

const log = (line = '') => process.stdout.write(`${line}\n`);

export interface Figures {
  rps: number;
  p50: number;
  p99: number;
  /** the slowest answer */
  max: number;
  /** errors, timeouts and non-2xx answers together; the two are also apart below */
  errors: number;
  timeouts: number;
  non2xx: number;
  requests: number;
}

export interface RunOptions {
  connections: number;
  headers?: Record<string, string>;
}

/**
 * autocannon's own percentiles are whole milliseconds, which reads 0 ms for most answers here; the
 * latencies are taken from its per-response events instead (fractional ms, same clock).
 */
export function run(url: string, duration: number, { connections, headers = {} }: RunOptions): Promise<Figures> {
  const latencies: number[] = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon({ url, connections, duration, headers }, (err, r) => {
      if (err) return reject(err);
      latencies.sort((a, b) => a - b);
      const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
      resolve({
        rps: r.requests.average,
        p50: at(0.5),
        p99: at(0.99),
        max: latencies.at(-1) ?? 0,
        errors: r.errors + r.timeouts + r.non2xx,
        timeouts: r.timeouts,
        non2xx: r.non2xx,
        requests: r.requests.total,
      });
    });
    instance.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
  });
}

export const medianOf = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};

/** Field by field median of several runs. */
export const median = (runs: Figures[]): Figures => ({
  rps: medianOf(runs.map((r) => r.rps)),
  p50: medianOf(runs.map((r) => r.p50)),
  p99: medianOf(runs.map((r) => r.p99)),
  max: Math.max(...runs.map((r) => r.max)),
  errors: runs.reduce((n, r) => n + r.errors, 0),
  timeouts: runs.reduce((n, r) => n + r.timeouts, 0),
  non2xx: runs.reduce((n, r) => n + r.non2xx, 0),
  requests: runs.reduce((n, r) => n + r.requests, 0),
});

export const ms = (n: number) => n.toFixed(2);
export const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en', { maximumFractionDigits: digits, minimumFractionDigits: digits });
export const pad = (s: string, n: number) => (s.length >= n ? s : s + ' '.repeat(n - s.length));
export const lpad = (s: string, n: number) => (s.length >= n ? s : ' '.repeat(n - s.length) + s);

export function table(headers: string[], rows: string[][]): void {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? pad(c, widths[i]!) : lpad(c, widths[i]!))).join('  ');
  log(line(headers));
  log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const r of rows) log(line(r));
}
