import { chromium, type BrowserContext } from 'playwright';
import { gzipSync } from 'node:zlib';
import { launchOptions } from '../../support/chromium.ts';

export interface JsFile {
  url: string;
  wire: number;
  gzip: number;
}

export const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

/** The first visit's JS budgets, gzipped, shell included (bench:web checks `/`, bench:admin both). */
export const JS_BUDGETS = { '/': 185 * 1024, '/admin': 300 * 1024 } as const;

/**
 * The JS a first visit to `path` downloads, in a fresh Chromium with an empty cache (390x844): bytes on
 * the wire, and the gzip size of the same files, biggest first. `prepare` may set up the context first
 * (a stored token for /admin).
 */
export async function jsForRoute(
  origin: string,
  path: string,
  prepare?: (context: BrowserContext) => Promise<void>,
): Promise<JsFile[]> {
  const browser = await chromium.launch(launchOptions);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await prepare?.(context);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const wire = new Map<string, number>();
  const urls = new Map<string, string>();
  cdp.on('Network.responseReceived', (e) => {
    if (e.type === 'Script') urls.set(e.requestId, e.response.url);
  });
  cdp.on('Network.loadingFinished', (e) => {
    if (urls.has(e.requestId)) wire.set(urls.get(e.requestId)!, e.encodedDataLength);
  });
  await page.goto(`${origin}${path}`, { waitUntil: 'load' });
  // A drawn page loads its scripts only after its first paint and load (LATE_BOOT): count them once the
  // takeover is over (`data-drawn` gone) and the network is quiet, not at the first quiet moment before it.
  await page.waitForSelector('#root:not([data-drawn])', { state: 'attached', timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  await browser.close();
  const files: JsFile[] = [];
  for (const [url, bytes] of wire) {
    const body = Buffer.from(await (await fetch(url, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer());
    files.push({ url: url.replace(origin, ''), wire: bytes, gzip: gzipSync(body, { level: 9 }).length });
  }
  return files.sort((a, b) => b.gzip - a.gzip);
}
