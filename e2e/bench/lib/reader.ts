import { chromium } from 'playwright';
import { launchOptions } from '../../support/chromium.ts';
import { kb } from './firstVisit.ts';
import { lighthouseMobile } from './lighthouse.ts';

/**
 * The reader's figures for `pnpm bench:web`, on the demo's 40-page manga chapter:
 *  1. Lighthouse mobile on the chapter route, three runs: performance, LCP, CLS, and the bytes that had
 *     arrived when the first page was painted (observed: requests finished before the observed LCP);
 *  2. bytes per page, low, saver and high variants (as served, brotli/gzip where the server compresses);
 *  3. a full read of the chapter at 390x844 (scrolling to the end), with and without data saver: every
 *     byte the browser received, and the pictures' share.
 * Targets: performance >= 95, LCP <= 1.8 s, CLS <= 0.01, <= 250 KB before the first page, a full read
 * with data saver <= 2.5 MB (readable pages: the saver variant, not the placeholders).
 */

export const CHAPTER = '/manga/1/session/1/chapter/1';
/** A whole 40-page read with data saver on, every byte included. */
const SAVER_READ_TARGET = 2.5 * 1024 * 1024;

interface NetworkItem {
  url: string;
  transferSize?: number;
  networkEndTime?: number;
}

export async function readerLighthouse(origin: string, runs = 3): Promise<void> {
  console.log(`\nReader: Lighthouse (mobile defaults, simulated throttling) on ${CHAPTER}, ${runs} runs`);
  console.log('run  perf   LCP      CLS     TBT      bytes before first page');
  for (let run = 1; run <= runs; run++) {
    const lhr = await lighthouseMobile(`${origin}${CHAPTER}`);
    const a = lhr.audits;
    const perf = Math.round((lhr.categories.performance!.score ?? 0) * 100);
    const observed = (a.metrics?.details as { items?: Array<{ observedLargestContentfulPaint?: number }> } | undefined)
      ?.items?.[0]?.observedLargestContentfulPaint;
    const requests = ((a['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? []).filter(
      (r) => observed === undefined || (r.networkEndTime ?? Infinity) <= observed,
    );
    const before = requests.reduce((s, r) => s + (r.transferSize ?? 0), 0);
    console.log(
      `${String(run).padEnd(4)} ${String(perf).padStart(4)}   ${String(a['largest-contentful-paint']!.displayValue).padEnd(8)} ${String(
        a['cumulative-layout-shift']!.displayValue,
      ).padEnd(
        7,
      )} ${String(a['total-blocking-time']!.displayValue).padEnd(8)} ${kb(before)} (${requests.length} requests)`,
    );
  }
}

export async function readerBytes(origin: string, apiKey: string): Promise<void> {
  const res = await fetch(`${origin}/api${CHAPTER.replace(/^\/manga\/(\d+)/, '/manga/$1/number')}`, {
    headers: { 'x-api-key': apiKey },
  });
  const { data } = (await res.json()) as { data: { chapter: { pages: { path_photo: string }[] } } };
  const sizes = { low: 0, saver: 0, high: 0 };
  for (const page of data.chapter.pages) {
    for (const quality of ['low', 'saver', 'high'] as const) {
      const r = await fetch(`${origin}${page.path_photo}?quality=${quality}`, {
        headers: { 'accept-encoding': 'br, gzip' },
      });
      sizes[quality] += (await r.arrayBuffer()).byteLength;
    }
  }
  const n = data.chapter.pages.length;
  console.log(`\nReader: bytes per page (${n} pages of ${CHAPTER})`);
  console.log(`  low:   ${kb(sizes.low / n)} per page, ${kb(sizes.low)} for the chapter`);
  console.log(`  saver: ${kb(sizes.saver / n)} per page, ${kb(sizes.saver)} for the chapter`);
  console.log(`  high:  ${kb(sizes.high / n)} per page, ${kb(sizes.high)} for the chapter`);

  console.log('\nReader: a full read at 390x844, empty cache (everything the browser received)');
  for (const saver of [false, true]) {
    const browser = await chromium.launch(launchOptions);
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    if (saver)
      await context.addInitScript(() =>
        localStorage.setItem('ckb:v1:reader-settings', JSON.stringify({ dataSaver: true })),
      );
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const urls = new Map<string, string>();
    let total = 0;
    let pictures = 0;
    cdp.on('Network.responseReceived', (e) => urls.set(e.requestId, e.response.url));
    cdp.on('Network.loadingFinished', (e) => {
      total += e.encodedDataLength;
      if (urls.get(e.requestId)?.includes('/media/pages/')) pictures += e.encodedDataLength;
    });
    await page.goto(`${origin}${CHAPTER}`, { waitUntil: 'networkidle' });
    for (let i = 0; i < 200; i++) {
      const done = await page.evaluate(() => {
        window.scrollBy(0, window.innerHeight * 0.8);
        return window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
      });
      await page.waitForTimeout(120);
      if (done) break;
    }
    await page.waitForLoadState('networkidle');
    await browser.close();
    const target = saver
      ? ` (target <= ${kb(SAVER_READ_TARGET)}: ${total <= SAVER_READ_TARGET ? 'met' : 'NOT met'})`
      : '';
    console.log(
      `  ${saver ? 'data saver on ' : 'data saver off'}: ${kb(total)} in all, of which ${kb(pictures)} page pictures${target}`,
    );
  }
}
