import { writeFileSync } from 'node:fs';
import { chromium } from 'playwright';
import { launchOptions } from '../../support/chromium.ts';

/**
 * Where the main thread's time goes after the first paint of a drawn page, from a Chrome trace of one fresh
 * visit (390x844, empty cache, no throttling). Method (docs/first-paint.md, "Where the main thread goes"):
 * - the window starts at `firstContentfulPaint` and ends 1 s after `#root` lost `data-drawn`;
 * - React DOM's evaluation: the V8 CPU samples (`disabled-by-default-v8.cpu_profiler`, ~0.1 ms apart, idle ones
 *   left out) from the first one in React DOM's chunk until its module calls the DevTools hook's `inject` (its
 *   last step; a stand-in hook marks it), its lazy compilation included;
 * - our evaluation: the other samples inside `v8.evaluateModule` events (which carry no script URL; samples do);
 * - commit: the main-thread task that holds React's commit, found by a stand-in DevTools hook whose
 *   `onCommitFiberRoot` (called by React DOM's production build at the end of each commit) leaves a
 *   `performance.mark`; from that task's start to the mark, minus its layout. The task also holds the
 *   transition's last render slice (at most ~5 ms), so this is an upper bound of the commit;
 * - layout: `Layout` and `UpdateLayoutTree` (style) events on the main thread;
 * - render/hydration: the other samples inside script events (function calls, microtasks, timers): our code
 *   and React's rendering.
 * And the DOM nodes the takeover adds under #root (a MutationObserver from DOMContentLoaded until `data-drawn`
 * goes, each added subtree counted whole). No React profiling build is needed.
 */
export interface TakeoverFigures {
  path: string;
  reactEval: number;
  ourEval: number;
  render: number;
  commit: number;
  layout: number;
  /** Everything after the paint but React DOM's evaluation: the main-thread time our own code and its rendering cost. */
  ours: number;
  nodes: number;
}

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: {
    data?: {
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
      timeDeltas?: number[];
      startTime?: number;
    };
  };
}
interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: { url?: string; functionName?: string };
}

const REACT_DOM = /react_mf_2_dom_mf_1_client|react-dom/;
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8',
  'v8.execute',
  'disabled-by-default-v8.cpu_profiler',
  'loading',
  'blink.user_timing',
  'toplevel',
];

/**
 * Installed before any script: React DOM reports each commit to it, and the takeover's added nodes are counted.
 * A string, not a function: the bench runs through tsx, whose helpers a serialized function would call.
 */
const PROBE = `
window.__ckbNodes = 0;
window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
  supportsFiber: true,
  isDisabled: false,
  renderers: new Map(),
  // React DOM's module calls it as the last step of its evaluation
  inject: () => { performance.mark('ckb:react-dom-ready'); return 1; },
  onScheduleFiberRoot() {},
  onCommitFiberRoot() { performance.mark('ckb:commit'); window.__ckbInCommit = false; },
  onCommitFiberUnmount() {},
  onPostCommitFiberRoot() {},
  checkDCE() {},
};
// the commit's start: the first change to the live document since the last commit (the render phase builds
// its nodes detached, so a change to a connected parent is the commit's)
for (const name of ['appendChild', 'insertBefore', 'removeChild', 'replaceChild']) {
  const original = Node.prototype[name];
  Node.prototype[name] = function (...args) {
    if (!window.__ckbInCommit && this.isConnected) {
      window.__ckbInCommit = true;
      performance.mark('ckb:commit-start');
    }
    return original.apply(this, args);
  };
}
document.addEventListener('DOMContentLoaded', () => {
  const root = document.getElementById('root');
  if (!root || !root.hasAttribute('data-drawn')) return;
  const count = (n) => { let c = 1; const w = document.createTreeWalker(n); while (w.nextNode()) c++; return c; };
  const observer = new MutationObserver((records) => {
    for (const r of records) for (const n of r.addedNodes) window.__ckbNodes += count(n);
    if (!root.hasAttribute('data-drawn')) observer.disconnect();
  });
  observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-drawn'] });
});
`;

export async function takeover(origin: string, path: string): Promise<TakeoverFigures> {
  const browser = await chromium.launch(launchOptions);
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await context.addInitScript(PROBE);
    const page = await context.newPage();
    await browser.startTracing(page, { categories: CATEGORIES });
    await page.goto(`${origin}${path}`, { waitUntil: 'load' });
    await page.waitForSelector('#root:not([data-drawn])', { state: 'attached', timeout: 30_000 });
    await page.waitForTimeout(1_000);
    const nodes = await page.evaluate(() => (window as unknown as { __ckbNodes: number }).__ckbNodes);
    const raw = await browser.stopTracing();
    if (process.env.TRACE_FILE) writeFileSync(process.env.TRACE_FILE, raw);
    const trace = JSON.parse(raw.toString('utf8')) as { traceEvents: TraceEvent[] };
    return { path, nodes, ...split(trace.traceEvents, origin) };
  } finally {
    await browser.close();
  }
}

const ms = (us: number) => us / 1000;

function split(events: TraceEvent[], origin: string): Omit<TakeoverFigures, 'path' | 'nodes'> {
  const fcp = events.find((e) => e.name === 'firstContentfulPaint');
  if (!fcp) throw new Error('no firstContentfulPaint in the trace');
  const { pid, tid } = fcp;
  const main = events.filter((e) => e.pid === pid && e.tid === tid && e.ts >= fcp.ts);
  const spans = (name: string) =>
    main.filter((e) => e.name === name && e.ph === 'X').map((e) => [e.ts, e.ts + (e.dur ?? 0)] as const);
  const inside = (t: number, list: ReadonlyArray<readonly [number, number]>) => list.some(([a, b]) => t >= a && t < b);
  const evaluations = spans('v8.evaluateModule');
  const reactReady = main.find((e) => e.name === 'ckb:react-dom-ready')?.ts ?? 0;
  const layouts = [...spans('Layout'), ...spans('UpdateLayoutTree')];
  const layout = layouts.reduce((s, [a, b]) => s + (b - a), 0);

  // each commit: from its first change to the live document (or its task's start) to React's report of it
  const tasks = spans('RunTask');
  const starts = main.filter((e) => e.name === 'ckb:commit-start').map((e) => e.ts);
  const commits: Array<readonly [number, number]> = [];
  for (const mark of main.filter((e) => e.name === 'ckb:commit')) {
    const task = tasks.find(([a, b]) => mark.ts >= a && mark.ts <= b);
    if (!task) continue;
    const start = starts.filter((t) => t >= task[0] && t <= mark.ts).sort((a, b) => a - b)[0] ?? mark.ts;
    commits.push([start, mark.ts]);
  }
  const commitLayout = layouts.filter(([a]) => inside(a, commits)).reduce((s, [a, b]) => s + (b - a), 0);
  const commit = commits.reduce((s, [a, b]) => s + (b - a), 0) - commitLayout;

  // the CPU samples of the page's main thread, each with its script
  const scripts = [
    ...spans('v8.callFunction'),
    ...spans('FunctionCall'),
    ...spans('RunMicrotasks'),
    ...spans('TimerFire'),
  ];
  const samples: Array<{ t: number; step: number; url: string }> = [];
  const profiles = new Map<string, { nodes: Map<number, ProfileNode>; t: number }>();
  for (const e of events) {
    if (e.pid !== pid) continue;
    // the main thread's profile; its chunks come from the sampler's thread, under the same id
    if (e.name === 'Profile' && e.id && e.tid === tid)
      profiles.set(e.id, { nodes: new Map(), t: e.args?.data?.startTime ?? e.ts });
    if (e.name !== 'ProfileChunk' || !e.id) continue;
    const profile = profiles.get(e.id);
    if (!profile) continue;
    for (const n of e.args?.data?.cpuProfile?.nodes ?? []) profile.nodes.set(n.id, n);
    const deltas = e.args?.data?.timeDeltas ?? [];
    (e.args?.data?.cpuProfile?.samples ?? []).forEach((id, i) => {
      const before = profile.t;
      profile.t += deltas[i] ?? 0;
      let node = profile.nodes.get(id);
      if (profile.t < fcp.ts || node?.callFrame.functionName === '(idle)') return;
      while (node && !node.callFrame.url) node = node.parent ? profile.nodes.get(node.parent) : undefined;
      const url = node?.callFrame.url ?? '';
      // the page's own scripts; not Playwright's (its waits run in the page too) nor the browser's
      if (url && !url.startsWith(origin)) return;
      samples.push({ t: profile.t, step: profile.t - before, url });
    });
  }
  // React DOM's module body runs when the federation's share first requires it (a function call, not always
  // inside an evaluateModule event) and ends with its DevTools injection: the samples from its first one to the
  // injection, its lazy compilation ('(program)') included
  const reactStart = samples.find((x) => REACT_DOM.test(x.url))?.t ?? reactReady;
  const reactWindow = [[reactStart, reactReady]] as const;
  let reactEval = 0;
  let ourEval = 0;
  let scripting = 0;
  for (const { t, step, url } of samples) {
    if (inside(t, reactWindow)) reactEval += step;
    else if (inside(t, evaluations)) ourEval += step;
    else if (url && inside(t, scripts) && !inside(t, commits) && !inside(t, layouts)) scripting += step;
  }
  const render = scripting;
  return {
    reactEval: ms(reactEval),
    ourEval: ms(ourEval),
    render: ms(render),
    commit: ms(commit),
    layout: ms(layout),
    ours: ms(ourEval + render + commit + layout),
  };
}

/**
 * The first tap on the watch panel's server dropdown after the takeover, with the CPU 4x slower (CDP
 * `Emulation.setCPUThrottlingRate`, from the page's start): the longest Event Timing entry of that
 * interaction (its INP). Entries under 16 ms are not reported by the browser: then 16 is a bound, shown `<16`.
 */
export async function serverTapInp(origin: string, path: string): Promise<number> {
  const browser = await chromium.launch(launchOptions);
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
    await context.addInitScript(`
      window.__ckbInp = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) if (e.interactionId) window.__ckbInp = Math.max(window.__ckbInp, e.duration);
      }).observe({ type: 'event', durationThreshold: 16, buffered: true });
    `);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(`${origin}${path}`, { waitUntil: 'load' });
    await page.waitForSelector('#root:not([data-drawn])', { state: 'attached', timeout: 60_000 });
    await page.waitForTimeout(500);
    await page.locator('main select').first().tap();
    await page.waitForTimeout(1_000);
    await page.keyboard.press('Escape');
    return await page.evaluate(() => (window as unknown as { __ckbInp: number }).__ckbInp);
  } finally {
    await browser.close();
  }
}

export const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[s.length >> 1]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

/** One table: a row per page. */
export function printTakeover(title: string, rows: TakeoverFigures[]): void {
  const f = (n: number) => n.toFixed(0).padStart(6);
  console.log(`\n${title}`);
  console.log(
    'page                 ReactDOM-eval  our-eval  render  commit  layout  ours(all but React DOM eval)  nodes',
  );
  for (const r of rows)
    console.log(
      `${r.path.padEnd(20)} ${f(r.reactEval)} ms     ${f(r.ourEval)}  ${f(r.render)}  ${f(r.commit)}  ${f(r.layout)}  ${f(r.ours)} ms                       ${String(r.nodes).padStart(5)}`,
    );
}
