import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page, type TestInfo } from '@playwright/test';
import { API_KEY, OWNER, freshDataDir, removeDir, startServer, type RunningServer } from './support/server.ts';

export { expect, OWNER, API_KEY };

interface WorkerFixtures {
  server: RunningServer;
}

interface TestFixtures {
  /** Calls the real api of this worker's server (with the API key), for setup and checks. */
  api: ApiHelper;
  /** Fails the test on any Content-Security-Policy violation (automatic: every test runs under the CSP). */
  cspGuard: void;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  server: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const dataDir = freshDataDir(process.env.CKB_E2E_TEMPLATE);
      const server = await startServer(dataDir);
      await use(server);
      await server.stop();
      removeDir(dataDir);
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ server }, use) => use(server.url),
  page: async ({ page }, use) => {
    // Nothing but loopback, ever: a request elsewhere (a player embed, a font CDN) is cut off.
    await page.route(
      (url) =>
        !['127.0.0.1', 'localhost'].includes(url.hostname) && url.protocol !== 'data:' && url.protocol !== 'blob:',
      (route) => route.abort('blockedbyclient'),
    );
    // A first visit shows the server's drawing of the page, inert until the scripts take over (they start
    // after the first paint). Tests act as a visitor would a moment later: on the live page.
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await untilLive(page);
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await untilLive(page);
      return response;
    };
    await use(page);
  },
  api: async ({ server }, use) => use(new ApiHelper(server.url)),
  cspGuard: [
    async ({ context, server }, use, testInfo) => {
      // Three witnesses of a page the policy broke: the document's own event, Chromium's console line, and
      // the report the browser posts to /csp-report (the server logs it as "csp violation").
      const violations: string[] = [];
      await context.exposeBinding('__ckbCspViolation', (_source, text: string) => void violations.push(text));
      await context.addInitScript(() => {
        document.addEventListener(
          'securitypolicyviolation',
          (e) => {
            const say = (window as unknown as { __ckbCspViolation?: (text: string) => void }).__ckbCspViolation;
            say?.(
              `${e.effectiveDirective} refused ${e.blockedURI || 'inline'} on ${e.documentURI} (${e.sourceFile}:${e.lineNumber}) ${e.sample}`,
            );
          },
          true,
        );
      });
      context.on('console', (msg) => {
        if (/Content Security Policy/i.test(msg.text())) violations.push(msg.text());
      });
      const logFrom = server.output().length;
      await use();
      const reported = server
        .output()
        .slice(logFrom)
        .split('\n')
        .filter((line) => line.includes('csp violation'))
        // a test that provokes a violation on purpose, in a context of its own, names its directive
        .filter((line) => !expectedReports(testInfo).some((d) => line.includes(`"directive":"${d}"`)));
      expect([...violations, ...reported], 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

/** A report the server will log because the test provokes it on purpose (framing.spec): the guard lets it pass. */
export const EXPECTED_CSP_REPORT = 'expected-csp-report';

/**
 * New episodes and chapters are drafts (api README "Drafts and release times"): a spec that creates one
 * through the api for visitors adds this to the create body (`publish_at` 0 is now by the server's clock).
 */
export const PUBLISHED = { publish_at: 0 } as const;

const expectedReports = (testInfo: TestInfo): string[] =>
  testInfo.annotations.filter((a) => a.type === EXPECTED_CSP_REPORT).map((a) => a.description ?? '');

export class ApiHelper {
  constructor(readonly url: string) {}

  async call<T = unknown>(
    method: string,
    path: string,
    body?: unknown,
    token?: string,
  ): Promise<{ status: number; body: T }> {
    const res = await fetch(`${this.url}/api${path}`, {
      method,
      headers: {
        'x-api-key': API_KEY,
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : undefined) as T };
  }

  /**
   * A visible series with every field SPEC §5 asks for, made for a journey (which deletes it after):
   * `fields` gives its names and anything else the journey cares about.
   */
  async createSeries(
    fields: { en: string; ku: string } & Record<string, unknown>,
    token: string,
  ): Promise<{ _id: string; series_id: number }> {
    const created = await this.call<{ data: { series: { _id: string; series_id: number } } }>(
      'POST',
      '/series',
      {
        ar: '',
        about: 'دەربارە.',
        country: 'ژاپۆن',
        language: 'ژاپۆنی',
        date_publish: '2020-05-01',
        time: 24,
        rating: 8,
        budget: 1,
        revenue: 1,
        director: 'X',
        assessment: 'PG',
        trailer: '',
        type: 'series',
        status: 'continue',
        active_show: 'true',
        ...fields,
      },
      token,
    );
    if (created.status !== 201)
      throw new Error(`series not created: ${created.status} ${JSON.stringify(created.body)}`);
    return created.body.data.series;
  }

  async login(email = OWNER.email, password = OWNER.password): Promise<string> {
    const res = await this.call<{ data: { token: string } }>('POST', '/login', { email, password });
    if (res.status !== 200) throw new Error(`login failed: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.data.token;
  }
}

/** Until React has replaced a server-drawn page (the shell removes `data-drawn` from #root). */
export async function untilLive(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('#root[data-drawn]'), undefined, { timeout: 20_000 });
}

/** axe: no serious or critical violations on the page as it is now. */
export async function expectAccessible(page: Page, context = page.url()): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    bad.map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help} (${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')})`,
    ),
    `axe on ${context}`,
  ).toEqual([]);
}

/** Collects console errors and page errors; assert the list is empty at the end of a journey. */
export function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  return errors;
}

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1440, height: 900 };
