/**
 * `pnpm bench:web`: builds the product (skip with --no-build), starts it on a free port with a fresh
 * database, then
 *  1. opens each route in a real Chromium with an empty cache and reports the JS it downloads
 *     (bytes on the wire, and the gzip size of the same files), per route, biggest files first;
 *  2. runs Lighthouse (mobile defaults) on `/`, a series detail page and `/manga`;
 *  3. the reader (lib/reader.ts): Lighthouse three times on a chapter, bytes per page (low / high), and
 *     a full 40-page read with and without data saver. `--no-reader` skips it, `--reader-only` skips
 *     Lighthouse on the other pages. `--tasks` also lists each page's longest main-thread tasks and
 *     costliest scripts;
 *  4. the takeover (lib/takeover.ts), TAKEOVER_RUNS times (default 3): per run and page, the main thread's time
 *     after the first paint split into React DOM's evaluation, ours, render/hydration, commit and layout, and the
 *     DOM nodes the takeover adds; then the INP of the first tap on a film's server dropdown under 4x CPU
 *     throttling; medians over the runs. `--takeover-only` runs only this (and the JS sizes).
 * Targets: <= 185 KB gzipped JS on the first visit to `/` (BUDGET; over it, the run exits with 1 once it is done); Lighthouse's are in docs/first-paint.md
 * ("Lighthouse runs"), with every run so far.
 */
import { execFileSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { JS_BUDGETS, jsForRoute, kb } from './lib/firstVisit.ts';
import { lighthouseMobile } from './lib/lighthouse.ts';
import { readerBytes, readerLighthouse } from './lib/reader.ts';
import { median, printTakeover, serverTapInp, takeover, type TakeoverFigures } from './lib/takeover.ts';
import { API_KEY, freshDataDir, removeDir, repoRoot, startServer } from '../support/server.ts';

const args = process.argv.slice(2);
const skipBuild = args.includes('--no-build');
const skipLighthouse = args.includes('--no-lighthouse');
const skipReader = args.includes('--no-reader');
/** The reader's figures (and the JS sizes) without Lighthouse on the other pages. */
const readerOnly = args.includes('--reader-only');
/** Also list each page's longest main-thread tasks and costliest scripts (where the takeover's time goes). */
const showTasks = args.includes('--tasks');
/** Only the takeover's figures (and the JS sizes). */
const takeoverOnly = args.includes('--takeover-only');
const TAKEOVER_RUNS = Number(process.env.TAKEOVER_RUNS ?? 3);
const BUDGET = JS_BUDGETS['/'];

if (!skipBuild) execFileSync('pnpm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });

const dataDir = freshDataDir();
const server = await startServer(dataDir);

interface LongTask {
  url: string;
  duration: number;
  startTime: number;
}
interface BootupItem {
  url: string;
  total: number;
  scripting: number;
  scriptParseCompile: number;
}

interface LcpDetails {
  items: Array<{ items: Array<{ node?: { nodeLabel?: string; snippet?: string }; phase?: string; timing: number }> }>;
}

async function findSeriesPath(): Promise<string> {
  const res = await fetch(`${server.url}/api/series?page=1&limit=1&active_show=true&select=series_id`, {
    headers: { 'x-api-key': API_KEY },
  });
  const body = (await res.json()) as { data?: { pagination_info?: { results?: Array<{ series_id: number }> } } };
  const n = body.data?.pagination_info?.results?.[0]?.series_id;
  return n ? `/series/${n}` : '/series/1';
}

async function findFilmPath(): Promise<string> {
  const res = await fetch(`${server.url}/api/movies?page=1&limit=1`, { headers: { 'x-api-key': API_KEY } });
  const body = (await res.json()) as { data?: { pagination_info?: { results?: Array<{ movie_id: number }> } } };
  const n = body.data?.pagination_info?.results?.[0]?.movie_id;
  return n ? `/movies/${n}` : '/movies/1';
}

/** The browser reports no interaction under 16 ms (Event Timing's least threshold). */
const inpText = (ms: number) => (ms === 0 ? '< 16 ms' : `${Math.round(ms)} ms`);

try {
  console.log(`\nJS on first visit (empty cache, 390x844), server ${server.url}`);
  const summary: Array<[string, number, number, number]> = [];
  for (const route of ['/', '/movies']) {
    const files = await jsForRoute(server.url, route);
    const gzip = files.reduce((s, f) => s + f.gzip, 0);
    const wire = files.reduce((s, f) => s + f.wire, 0);
    summary.push([route, files.length, wire, gzip]);
    console.log(`\n${route}: ${files.length} JS files, ${kb(wire)} on the wire (brotli), ${kb(gzip)} gzipped`);
    for (const f of files.slice(0, Number(process.env.TOP ?? 8)))
      console.log(`  ${kb(f.gzip).padStart(9)} gz  ${f.url.slice(0, 110)}`);
  }
  console.log('\nroute      files   wire(br)   gzip      budget');
  for (const [route, n, wire, gzip] of summary) {
    if (route === '/' && gzip > BUDGET) process.exitCode = 1;
    console.log(
      `${route.padEnd(10)} ${String(n).padStart(5)} ${kb(wire).padStart(10)} ${kb(gzip).padStart(9)}   ${route === '/' ? `${gzip <= BUDGET ? 'OK' : 'OVER'} (<= ${kb(BUDGET)})` : ''}`,
    );
  }

  if (!skipLighthouse && !readerOnly && !takeoverOnly) {
    const pages = ['/', await findSeriesPath(), '/manga'];
    console.log('\nLighthouse (mobile defaults, simulated throttling)');
    console.log('page                 perf   LCP      CLS     TBT     FCP');
    for (const path of pages) {
      const lhr = await lighthouseMobile(`${server.url}${path}`);
      // A run Lighthouse itself could not finish (no score, no metrics): said as such, never printed as a 0
      if (lhr.runtimeError || lhr.categories.performance?.score == null) {
        const why = lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : 'no score';
        console.log(`${path.padEnd(20)} Lighthouse failed (${why.slice(0, 160)})`);
        continue;
      }
      const a = lhr.audits;
      const perf = Math.round((lhr.categories.performance!.score ?? 0) * 100);
      console.log(
        `${path.padEnd(20)} ${String(perf).padStart(4)}   ${a['largest-contentful-paint']!.displayValue?.padEnd(8)} ${String(
          a['cumulative-layout-shift']!.displayValue,
        ).padEnd(
          7,
        )} ${String(a['total-blocking-time']!.displayValue).padEnd(7)} ${a['first-contentful-paint']!.displayValue}`,
      );
      // What the largest paint was, and where its time went (TTFB, load delay, load time, render delay).
      const lcp = (a['largest-contentful-paint-element']?.details as LcpDetails | undefined)?.items;
      const element = lcp?.[0]?.items[0]?.node;
      if (element) console.log(`  LCP element: ${element.nodeLabel ?? ''} (${element.snippet?.slice(0, 90) ?? ''})`);
      const phases = lcp?.[1]?.items;
      if (phases) console.log(`  LCP phases: ${phases.map((p) => `${p.phase} ${Math.round(p.timing)} ms`).join(', ')}`);
      // Where the main thread's time went (the takeover's scripts): the longest tasks and the costliest scripts.
      if (showTasks) {
        const tasks = (a['long-tasks']?.details as { items?: LongTask[] } | undefined)?.items ?? [];
        for (const t of tasks.slice(0, 6))
          console.log(
            `  long task ${String(Math.round(t.duration)).padStart(5)} ms at ${Math.round(t.startTime)} ms  ${t.url}`,
          );
        const scripts = (a['bootup-time']?.details as { items?: BootupItem[] } | undefined)?.items ?? [];
        for (const b of scripts.slice(0, 6))
          console.log(
            `  script ${String(Math.round(b.total)).padStart(5)} ms (run ${Math.round(b.scripting)}, parse ${Math.round(b.scriptParseCompile)})  ${b.url}`,
          );
      }
    }
  }
  if (!skipReader && !takeoverOnly) {
    if (!skipLighthouse) await readerLighthouse(server.url);
    await readerBytes(server.url, API_KEY);
  }
  if (!readerOnly) {
    const pages = ['/', await findSeriesPath(), '/manga'];
    const runs: TakeoverFigures[][] = [];
    const inps: number[] = [];
    const film = await findFilmPath();
    for (let run = 1; run <= TAKEOVER_RUNS; run++) {
      const rows: TakeoverFigures[] = [];
      for (const path of pages) rows.push(await takeover(server.url, path));
      runs.push(rows);
      inps.push(await serverTapInp(server.url, film));
      printTakeover(
        `Takeover, run ${run} (390x844, no throttling; load ${loadavg()
          .map((l) => l.toFixed(1))
          .join(' ')})`,
        rows,
      );
      console.log(`INP, first tap on the server dropdown of ${film} (4x CPU): ${inpText(inps.at(-1)!)}`);
    }
    const medians = pages.map((path, i) => {
      const of = (key: keyof Omit<TakeoverFigures, 'path'>) => median(runs.map((rows) => rows[i]![key]));
      return {
        path,
        reactEval: of('reactEval'),
        ourEval: of('ourEval'),
        render: of('render'),
        commit: of('commit'),
        layout: of('layout'),
        ours: of('ours'),
        nodes: of('nodes'),
      };
    });
    printTakeover(`Takeover, medians of ${TAKEOVER_RUNS} runs`, medians);
    console.log(`INP median (4x CPU): ${inpText(median(inps))}`);
  }
} finally {
  await server.stop();
  removeDir(dataDir);
}
