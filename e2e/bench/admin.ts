/**
 * `pnpm bench:admin`: builds the product (skip with --no-build), starts it on a free
 * port with a fresh seeded database, then
 *  1. the JS of a first visit (empty cache, 390x844) to `/` and, signed in, to `/admin`: budgets 185 KB
 *     and 300 KB gzipped, shell included (over a budget, the run exits with 1 once it is done);
 *  2. uploads 200 scan-like pages of ~1.1 MB (the generator of `pnpm bench:media`, cached in
 *     /tmp/ckb-bench-media/pages-v1) from Chromium through the chapter page (the resumable path: one
 *     file per request, three at once), into a new chapter each run, and reports each run's time, the
 *     load average around it, and the browser's memory (all its processes' RSS, and the page's JS heap).
 * `--no-upload` skips 2; `BENCH_PAGES=60` uploads fewer; `BENCH_RUNS=1` runs it once (default 3).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext } from 'playwright';
import { launchOptions } from '../support/chromium.ts';
import { API_KEY, OWNER, freshDataDir, removeDir, repoRoot, startServer } from '../support/server.ts';
import { JS_BUDGETS, jsForRoute, kb } from './lib/firstVisit.ts';

const args = process.argv.slice(2);
const PAGES = Number(process.env.BENCH_PAGES ?? 200);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const BUDGETS: Record<string, number> = JS_BUDGETS;

if (!args.includes('--no-build')) execFileSync('pnpm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });

const dataDir = freshDataDir();
const server = await startServer(dataDir);
const mb = (n: number) => `${(n / 1024 / 1024).toFixed(0)} MB`;

async function call<T>(method: string, path: string, body?: unknown, token?: string): Promise<T> {
  const res = await fetch(`${server.url}/api${path}`, {
    method,
    headers: {
      'x-api-key': API_KEY,
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: T }).data;
}

/**
 * The browser's memory: the resident memory (Linux /proc) of every process this script started, the
 * api server's excepted; that is the Chromium it launched, all its processes.
 */
function browserRss(): number {
  const root = process.pid;
  const skip = server.process.pid;
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // gone
    }
  }
  let total = 0;
  const queue = [root];
  while (queue.length) {
    const pid = queue.shift()!;
    if (pid === skip) continue;
    try {
      total += Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;
    } catch {
      // gone
    }
    queue.push(...(children.get(pid) ?? []));
  }
  return total - Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'))?.[1] ?? 0) * 1024;
}

/** CPU seconds (user + system) a process has used so far (Linux /proc; 100 ticks a second). */
function cpuSeconds(pid: number | undefined): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return NaN;
  }
}

try {
  const token = await call<{ token: string }>('POST', '/login', { email: OWNER.email, password: OWNER.password }).then(
    (d) => d.token,
  );
  const signedIn = async (context: BrowserContext) => {
    await context.addInitScript(
      ([t]) => {
        localStorage.setItem('token', t!);
        localStorage.setItem('tokenExpiry', String(Date.now() + 86_400_000));
      },
      [token],
    );
  };

  console.log(`\nJS on first visit (empty cache, 390x844), server ${server.url}`);
  const rows: Array<[string, number, number, number]> = [];
  for (const route of ['/', '/admin']) {
    const files = await jsForRoute(server.url, route, route === '/admin' ? signedIn : undefined);
    const gzip = files.reduce((s, f) => s + f.gzip, 0);
    const wire = files.reduce((s, f) => s + f.wire, 0);
    rows.push([route, files.length, wire, gzip]);
    console.log(`\n${route}: ${files.length} JS files, ${kb(wire)} on the wire (brotli), ${kb(gzip)} gzipped`);
    for (const f of files.slice(0, Number(process.env.TOP ?? 8)))
      console.log(`  ${kb(f.gzip).padStart(9)} gz  ${f.url.slice(0, 110)}`);
  }
  console.log('\nroute      files   wire(br)   gzip      budget');
  for (const [route, n, wire, gzip] of rows) {
    const budget = BUDGETS[route]!;
    if (gzip > budget) process.exitCode = 1;
    console.log(
      `${route.padEnd(10)} ${String(n).padStart(5)} ${kb(wire).padStart(10)} ${kb(gzip).padStart(9)}   ${gzip <= budget ? 'OK' : 'OVER'} (<= ${kb(budget)})`,
    );
  }

  if (!args.includes('--no-upload')) {
    const folder = execFileSync('pnpm', ['--silent', '--filter', '@ckb/api', 'run', 'bench:pages', String(PAGES)], {
      cwd: repoRoot,
      encoding: 'utf8',
    })
      .trim()
      .split('\n')
      .pop()!;
    const files = readdirSync(folder)
      .filter((f) => f.endsWith('.jpg'))
      .sort()
      .slice(0, PAGES)
      .map((f) => join(folder, f));
    const bytes = files.reduce((s, f) => s + readFileSync(f).length, 0);

    const cores = cpus().length;
    const times: number[] = [];
    for (let run = 1; run <= RUNS; run++) {
      const manga = await call<{ manga: { _id: string } }>(
        'POST',
        '/manga',
        {
          en: `Bench Manga ${run}`,
          ku: 'مانگای پێوانە',
          or: 'ベンチ',
          about: '-',
          date_publish: '2020-01-01',
          author: '-',
          language: '-',
          name_studio: '-',
          rating: 5,
          status: 'continue',
          type: 'manga',
        },
        token,
      );
      const withSession = await call<{ manga: { session: Array<{ _id: string }> } }>(
        'POST',
        `/manga/${manga.manga._id}/session`,
        { name_session: 1 },
        token,
      );
      const sessionId = withSession.manga.session[0]!._id;
      const withChapter = await call<{ manga: { session: Array<{ chapter: Array<{ _id: string }> }> } }>(
        'POST',
        `/manga/${manga.manga._id}/session/${sessionId}/chapter`,
        { name_chapter: '1' },
        token,
      );
      const chapterId = withChapter.manga.session[0]!.chapter[0]!._id;

      const browser = await chromium.launch(launchOptions);
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      await signedIn(context);
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Performance.enable');
      await page.goto(`${server.url}/admin/manga/${manga.manga._id}/session/${sessionId}/chapter/${chapterId}`);
      await page.locator('input[name="photo_path_array"]').waitFor({ state: 'attached' });
      const idle = browserRss();
      await page.locator('input[name="photo_path_array"]').setInputFiles(files);
      let peakRss = browserRss();
      let peakHeap = 0;
      const sample = async () => {
        peakRss = Math.max(peakRss, browserRss());
        const { metrics } = await cdp.send('Performance.getMetrics');
        peakHeap = Math.max(peakHeap, metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? 0);
      };
      const load = loadavg()[0]!;
      const serverCpu = cpuSeconds(server.process.pid);
      const started = Date.now();
      await page.getByRole('button', { name: /^ناردنی/ }).click();
      const done = page.locator('li[data-status="done"]');
      let responsive = 0;
      for (;;) {
        await sample();
        // The page stays usable meanwhile: a click on the drawer button answers.
        const t0 = Date.now();
        await page.getByRole('button', { name: 'بەشەکانی ئەم وەرزە' }).click();
        await page.keyboard.press('Escape');
        responsive = Math.max(responsive, Date.now() - t0);
        const n = await done.count();
        if (n >= files.length) break;
        if (await page.locator('li[data-status="failed"]').count()) throw new Error('an upload failed');
        if (Date.now() - started > 20 * 60_000) throw new Error('upload did not finish in 20 minutes');
        await page.waitForTimeout(1000);
      }
      const seconds = (Date.now() - started) / 1000;
      const loadAfter = loadavg()[0]!;
      const serverCpuPerPage = (cpuSeconds(server.process.pid) - serverCpu) / files.length;
      await sample();
      const stored = await call<{ manga: { session: Array<{ chapter: Array<{ photo_path_array: unknown[] }> }> } }>(
        'GET',
        `/manga/${manga.manga._id}`,
        undefined,
        token,
      );
      await browser.close();
      const count = stored.manga.session[0]!.chapter[0]!.photo_path_array.length;
      if (count !== files.length) throw new Error(`run ${run}: ${count} pages stored, ${files.length} sent`);
      times.push(seconds);
      console.log(
        `\nRun ${run}/${RUNS}: ${files.length} pages (${mb(bytes)}) from Chromium, one file per request, 3 at once (1440x900)`,
      );
      console.log(`  time: ${seconds.toFixed(1)} s, ${(files.length / seconds).toFixed(2)} pages/s`);
      console.log(`  load average (1 min): ${load.toFixed(2)} before, ${loadAfter.toFixed(2)} after (${cores} cores)`);
      console.log(`  api server CPU: ${serverCpuPerPage.toFixed(2)} s per page (user + system)`);
      console.log(`  browser RSS (all processes): idle ${mb(idle)}, peak ${mb(peakRss)}`);
      console.log(`  page JS heap peak: ${mb(peakHeap)}`);
      console.log(`  slowest click + Escape on the page meanwhile: ${responsive} ms`);
      console.log(`  pages stored: ${stored.manga.session[0]!.chapter[0]!.photo_path_array.length}`);
    }
    console.log(
      `\nUpload of ${PAGES} pages, ${RUNS} runs: ${times.map((t) => `${t.toFixed(1)} s`).join(', ')} (target <= 60 s each: ${times.every((t) => t <= 60) ? 'OK' : 'OVER'})`,
    );
  }
} finally {
  await server.stop();
  removeDir(dataDir);
}
