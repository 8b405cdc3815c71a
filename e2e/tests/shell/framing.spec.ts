import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { API_KEY, EXPECTED_CSP_REPORT, expect, test } from '../../fixtures.ts';

/**
 * Why: another site could frame /login (clickjacking), and no header stood behind the sign-in token.
 * A page of another origin (a second port on loopback) frames the sign-in page and the standalone reader:
 * the browser must refuse both, while the same page's frame of its own origin loads (the check can fail).
 */

interface Attacker {
  url: string;
  close: () => Promise<void>;
}

/** A tiny site of another origin whose page frames `targets`, plus one frame of its own (`/own`). */
async function attackerSite(targets: string[]): Promise<Attacker> {
  const server: Server = createServer((req, res) => {
    res.setHeader('content-type', 'text/html; charset=utf-8');
    if (req.url === '/own') return void res.end('<!doctype html><p id="own">frameable</p>');
    const frames = [...targets, '/own']
      .map((src) => `<iframe src="${src}" width="600" height="400"></iframe>`)
      .join('\n');
    res.end(`<!doctype html><title>other site</title>${frames}`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://localhost:${port}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

test('a page of another origin cannot frame /login or /read/', async ({ browser, server }) => {
  test.info().annotations.push({ type: EXPECTED_CSP_REPORT, description: 'frame-ancestors' });
  const logFrom = server.output().length;
  const targets = [`${server.url}/login`, `${server.url}/read/`];
  const attacker = await attackerSite(targets);
  // its own context: the refusals are expected here, and the CSP guard of the test's context must not see them
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(attacker.url);
    const frames = page.locator('iframe');
    await expect(frames).toHaveCount(targets.length + 1);
    // the control: a frame the browser may load shows its content
    const own = await frames.nth(targets.length).contentFrame();
    await expect(own.locator('#own')).toHaveText('frameable');

    for (const [i, target] of targets.entries()) {
      const frame = (await frames.nth(i).elementHandle())!.contentFrame();
      // Chromium puts its error page in a refused frame, and nothing of the site is drawn there
      await expect.poll(async () => (await frame)?.url(), { message: target }).toMatch(/^chrome-error:/);
      await expect(frames.nth(i).contentFrame().locator('input[type=password], #root')).toHaveCount(0);
    }
    // and the browser reported the refusal to /csp-report, which logged it (URLs cut to the origin; Chromium
    // sends one report for the two identical refusals)
    const report = `"directive":"frame-ancestors","blocked":"${server.url}/"`;
    await expect
      .poll(() => server.output().slice(logFrom).split(report).length - 1, { message: 'frame-ancestors reports' })
      .toBeGreaterThanOrEqual(1);
  } finally {
    await context.close();
    await attacker.close();
  }
});

test('the security headers are on pages, api answers, /mf files, /read/ and /media', async ({ request, server }) => {
  // other tests of this worker add films without pictures: look through a page of them
  const first = await request.get(`${server.url}/api/movies?limit=30`, { headers: { 'x-api-key': API_KEY } });
  expect(first.status()).toBe(200);
  const poster = /\/media\/[^"]+/.exec(await first.text())?.[0];
  expect(poster, 'a seeded film has a picture').toBeDefined();

  const answers: Array<[string, Record<string, string>]> = [
    ['/', { accept: 'text/html' }],
    ['/login', { accept: 'text/html' }],
    ['/read/', { accept: 'text/html' }],
    ['/api/movies?limit=1', { 'x-api-key': API_KEY }],
    ['/api/movies', {}],
    ['/mf/public-site/remoteEntry.js', {}],
    ['/mf/reader/remoteEntry.js', {}],
    ['/mf/backoffice/remoteEntry.js', {}],
    ['/read/sw.js', {}],
    [poster!.replace(/\\u0026/g, '&'), {}],
  ];
  for (const [path, headers] of answers) {
    const res = await request.get(`${server.url}${path}`, { headers });
    expect(res.status(), path).toBeLessThan(500);
    const h = res.headers();
    expect(h['x-content-type-options'], path).toBe('nosniff');
    expect(h['x-frame-options'], path).toBe('DENY');
    expect(h['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(h['permissions-policy'], path).toContain('camera=()');
    expect(h['content-security-policy'], path).toContain("frame-ancestors 'none'");
    expect(h['content-security-policy'], path).toContain("object-src 'none'");
  }
});
