import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/messages.ts';
import { CSP_FIELD_MAX, CSP_REPORT_MAX_BYTES, CSP_REPORTS_PER_MINUTE } from '../../src/routes/csp-report/index.ts';
import { contentSecurityPolicy, mediaStoreOrigin } from '../../src/plugins/security-headers.ts';
import { staticDir } from '../../src/paths.ts';
import { withDrawnPage } from '../../src/web/html.ts';
import { forEachDatabase, useTestApp } from '../helpers/app.ts';
import { image, makeWork, upload } from '../media/helpers.ts';

/**
 * The "no security headers" finding of a hostile run, replayed: another site framed /login, nothing stood behind the
 * token in localStorage, and only /media said nosniff. Every kind of answer must now carry the headers,
 * and CSP violations reach a small endpoint that logs them.
 */

/** A fake build: the shell's frame, a remote's entry, the standalone reader and its service worker. */
const webRoot = mkdtempSync(join(tmpdir(), 'ckb-headers-'));
function file(path: string, content: string) {
  mkdirSync(dirname(join(webRoot, path)), { recursive: true });
  writeFileSync(join(webRoot, path), content);
}
file(
  'shell/dist/index.html',
  '<!doctype html><html lang="ckb" dir="rtl"><head><title>x</title></head><body><div id="root"></div></body></html>',
);
file('shell/dist/assets/index-1.js', 'export const x = 1;');
file('public-site/dist/remoteEntry.js', 'export const remote = 1;');
file('reader/dist-standalone/index.html', '<!doctype html><html><head><title>r</title></head><body></body></html>');
file('reader/dist-standalone/sw.js', 'self.addEventListener("fetch", () => {});');
afterAll(() => rmSync(webRoot, { recursive: true, force: true }));

const HTML = { accept: 'text/html' };
const defaultPicture = readdirSync(join(staticDir, 'img', 'default'))[0];

/** The CSP header as directive -> sources. */
function policyOf(res: LightMyRequestResponse): Map<string, string[]> {
  const header = res.headers['content-security-policy'];
  expect(typeof header, `CSP on ${res.statusCode} ${res.headers['content-type']}`).toBe('string');
  return new Map(
    (header as string)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

function expectHeaders(res: LightMyRequestResponse, what: string) {
  expect(res.headers['x-content-type-options'], what).toBe('nosniff');
  expect(res.headers['x-frame-options'], what).toBe('DENY');
  expect(res.headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  const permissions = String(res.headers['permissions-policy']);
  for (const allowed of ['fullscreen=*', 'autoplay=*', 'encrypted-media=*', 'picture-in-picture=*'])
    expect(permissions, what).toContain(allowed);
  for (const denied of ['camera=()', 'microphone=()', 'geolocation=()']) expect(permissions, what).toContain(denied);
  const csp = policyOf(res);
  expect(csp.get('frame-ancestors'), what).toEqual(["'none'"]);
  expect(csp.get('object-src'), what).toEqual(["'none'"]);
  expect(csp.get('base-uri'), what).toEqual(["'self'"]);
  expect(csp.get('form-action'), what).toEqual(["'self'"]);
  expect(csp.get('connect-src'), what).toEqual(["'self'"]);
  expect(csp.get('frame-src'), what).toEqual(['https:']);
  expect(csp.get('worker-src'), what).toEqual(["'self'"]);
  expect(csp.get('report-uri'), what).toEqual(['/csp-report']);
  // no inline script is allowed by a blanket rule: only 'self' and hashes
  expect(
    csp.get('script-src')?.filter((s) => !s.startsWith("'sha256-")),
    what,
  ).toEqual(["'self'"]);
  expect(res.headers['strict-transport-security'], `${what}: plain http, no HSTS`).toBeUndefined();
}

const cspReport = (blocked: string) => ({
  'csp-report': {
    'document-uri': 'http://localhost/movies',
    'violated-directive': 'script-src-elem',
    'effective-directive': 'script-src-elem',
    'blocked-uri': blocked,
    'line-number': 3,
    disposition: 'enforce',
  },
});

forEachDatabase((kind) => {
  describe('every kind of answer', () => {
    const t = useTestApp(kind, { seed: 'demo', config: { webRoot } });
    const get = (url: string, headers: Record<string, string> = {}, apiKey?: false) =>
      t().get(url, { headers, ...(apiKey === false ? { apiKey: false } : {}) });

    it('pages of the site, the standalone reader and its service worker', async () => {
      for (const url of [
        '/',
        '/login',
        '/movies',
        '/admin',
        '/read/',
        '/read/manga/1/session/1/chapter/1',
        '/no-such-page',
      ]) {
        const res = await get(url, HTML, false);
        expect(res.headers['content-type'], url).toContain('text/html');
        expectHeaders(res, url);
      }
      const sw = await get('/read/sw.js', {}, false);
      expect(sw.statusCode).toBe(200);
      expectHeaders(sw, '/read/sw.js');
    });

    it('api answers, their errors and the router refusals', async () => {
      const ok = await get('/api/movies?limit=1');
      expect(ok.statusCode).toBe(200);
      expectHeaders(ok, 'api 200');
      const noKey = await get('/api/movies', {}, false);
      expect(noKey.statusCode).toBe(401);
      expectHeaders(noKey, 'api 401');
      const missing = await get('/api/movies/999999');
      expect(missing.statusCode).toBe(404);
      expectHeaders(missing, 'api 404');
      const badUrl = await get('/api/movies/%E0%A4%A');
      expect(badUrl.statusCode).toBeGreaterThanOrEqual(400);
      expectHeaders(badUrl, 'api bad url');
      const badBody = await t().post('/api/login', '{', { headers: { 'content-type': 'application/json' } });
      expect(badBody.statusCode).toBe(400);
      expectHeaders(badBody, 'api bad json');
    });

    it('static files: /mf remote entries, the shell assets, /img and /media', async () => {
      for (const url of ['/mf/public-site/remoteEntry.js', '/assets/index-1.js', `/img/default/${defaultPicture}`]) {
        const res = await get(url, {}, false);
        expect(res.statusCode, url).toBe(200);
        expectHeaders(res, url);
      }
      const { token } = await t().createUser({ is_owner: true });
      const id = await makeWork(t(), 'movie');
      const uploaded = await upload(t(), {
        url: `/api/movies/${id}/upload/poster`,
        token,
        parts: [{ field: 'poster', filename: 'poster.jpg', data: await image('jpeg'), contentType: 'image/jpeg' }],
      });
      expect(uploaded.statusCode, uploaded.body).toBe(200);
      const poster = (uploaded.json() as { data: { movie: { poster: { low: string } } } }).data.movie.poster.low;
      const media = await get(poster, {}, false);
      expect(media.statusCode).toBe(200);
      expectHeaders(media, 'media 200');
      expectHeaders(await get('/media/no-such-picture.webp', {}, false), 'media 404');
      expectHeaders(await get('/healthz', {}, false), 'healthz');
    });

    it("gives the OpenAPI page Swagger UI's inline styles and data: icons, and nothing more", async () => {
      const docs = await get('/api/docs', HTML, false);
      expect(docs.statusCode).toBe(200);
      expect(docs.body).toContain('swagger-ui');
      const policy = policyOf(docs);
      expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
      expect(policy.get('img-src')).toContain('data:');
      expect(policy.get('script-src')?.filter((s) => !s.startsWith("'sha256-"))).toEqual(["'self'"]);
      expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
      // the site's pages keep the strict one
      expect(policyOf(await get('/', HTML, false)).get('style-src')).toEqual(["'self'"]);
    });

    it('allows exactly the inline scripts a drawn page carries, by their hashes', async () => {
      const res = await get('/', HTML, false);
      const allowed = policyOf(res).get('script-src')!;
      const frame =
        '<html><head><link rel="modulepreload" crossorigin href="/assets/a.js"></head><body><div id="root"><!--page--><!--/page--></div><script type="module" crossorigin src="/assets/entry.js"></script></body></html>';
      const page = withDrawnPage(frame, { html: '<p>drawn</p>', state: { x: '</script>' } });
      const inline = [...page.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
      expect(inline.length).toBe(2);
      for (const body of inline) {
        expect(allowed).toContain(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
      }
      // the page's own files travel as JSON, which no policy runs: the script text is the same on every page
      expect(page).toContain('<script type="application/json" id="ckb-boot">');
      const other = withDrawnPage(frame.replace('/assets/a.js', '/assets/b.js'), { html: '<p>2</p>', state: {} });
      expect([...other.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1])).toEqual(inline);
    });
  });

  describe('HSTS and pictures from PUBLIC_URL', () => {
    const https = useTestApp(kind, { seed: 'owner', config: { webRoot, publicUrl: 'https://anime.example' } });
    const http = useTestApp(kind, { seed: 'owner', config: { webRoot, publicUrl: 'http://anime.example' } });

    it('sends HSTS, and upgrades insecure requests, only when PUBLIC_URL is https', async () => {
      for (const url of ['/', '/api/movies']) {
        const res = await https().get(url, { headers: HTML });
        expect(res.headers['strict-transport-security'], url).toBe('max-age=31536000');
        expect(policyOf(res).has('upgrade-insecure-requests'), url).toBe(true);
        expect(policyOf(res).get('img-src'), url).toEqual(["'self'", 'blob:', 'https://anime.example']);
        const plain = await http().get(url, { headers: HTML });
        expect(plain.headers['strict-transport-security'], url).toBeUndefined();
        expect(policyOf(plain).has('upgrade-insecure-requests'), url).toBe(false);
        expect(policyOf(plain).get('img-src'), url).toEqual(["'self'", 'blob:', 'http://anime.example']);
      }
    });
  });

  describe('POST /csp-report', () => {
    const t = useTestApp(kind, { seed: 'none' });
    const logged: Array<{ cspViolation: Record<string, unknown> }> = [];
    beforeAll(() => {
      const log = t().app.log;
      const warn = log.warn.bind(log);
      log.warn = ((obj: unknown, ...rest: unknown[]) => {
        if (typeof obj === 'object' && obj && 'cspViolation' in obj) logged.push(obj as (typeof logged)[number]);
        else (warn as (...a: unknown[]) => void)(obj, ...rest);
      }) as typeof log.warn;
    });
    const report = (body: string, type: string, ip = '10.0.0.1') =>
      t().app.inject({
        method: 'POST',
        url: '/csp-report',
        headers: { 'content-type': type },
        payload: body,
        remoteAddress: ip,
      });

    it("takes a browser's report (report-uri), answers 204 with no body and logs it, fields cut short", async () => {
      logged.length = 0;
      const long = `https://evil.example/${'x'.repeat(5000)}`;
      const res = await report(JSON.stringify(cspReport(long)), 'application/csp-report');
      expect(res.statusCode).toBe(204);
      expect(res.body).toBe('');
      expectHeaders(res, 'csp-report 204');
      expect(logged).toHaveLength(1);
      const v = logged[0]!.cspViolation;
      expect(v).toMatchObject({ document: 'http://localhost/movies', directive: 'script-src-elem', line: 3 });
      expect(v.blocked).toBe(long.slice(0, CSP_FIELD_MAX));
    });

    it('takes a Reporting API batch (report-to), logging its CSP violations only', async () => {
      logged.length = 0;
      const batch = [
        {
          type: 'csp-violation',
          url: 'http://localhost/read/',
          body: {
            documentURL: 'http://localhost/read/',
            effectiveDirective: 'img-src',
            blockedURL: 'https://x.example/a.png',
            disposition: 'enforce',
          },
        },
        { type: 'deprecation', url: 'http://localhost/', body: { id: 'x' } },
      ];
      const res = await report(JSON.stringify(batch), 'application/reports+json');
      expect(res.statusCode).toBe(204);
      expect(logged.map((l) => l.cspViolation.directive)).toEqual(['img-src']);
    });

    it('refuses garbage, other JSON, other types and huge bodies with a Sorani message, logging nothing', async () => {
      logged.length = 0;
      const cases: Array<[string, string, number, string]> = [
        ['not json {', 'application/csp-report', 400, messages.cspReportInvalid],
        ['{"a":1}', 'application/csp-report', 400, messages.cspReportInvalid],
        ['[1,2]', 'application/reports+json', 400, messages.cspReportInvalid],
        ['', 'application/csp-report', 400, messages.cspReportInvalid],
        [
          JSON.stringify(cspReport('x'.repeat(CSP_REPORT_MAX_BYTES))),
          'application/csp-report',
          413,
          messages.bodyTooLarge,
        ],
      ];
      for (const [body, type, status, message] of cases) {
        const res = await report(body, type, '10.0.0.2');
        expect(res.statusCode, `${type} ${body.slice(0, 20)}`).toBe(status);
        expect(res.json()).toEqual({ message });
      }
      expect(logged).toEqual([]);
    });

    it('stops one client past its rate (429 in Sorani) without stopping the others', async () => {
      const body = JSON.stringify(cspReport('inline'));
      for (let i = 0; i < CSP_REPORTS_PER_MINUTE; i++) {
        expect((await report(body, 'application/csp-report', '10.0.0.3')).statusCode).toBe(204);
      }
      const over = await report(body, 'application/csp-report', '10.0.0.3');
      expect(over.statusCode).toBe(429);
      expect((over.json() as { message: string }).message).toMatch(/[\u0600-\u06FF]/);
      expect((await report(body, 'application/csp-report', '10.0.0.4')).statusCode).toBe(204);
    });
  });
});

describe('contentSecurityPolicy', () => {
  const s3 = {
    bucket: 'pictures',
    region: 'eu-west-1',
    credentials: null,
    prefix: '',
    serve: 'redirect' as const,
  };

  it('allows the media store when /media redirects to it, as the SDK signs its URLs', () => {
    expect(mediaStoreOrigin({ ...s3, endpoint: 'https://minio.example:9000', forcePathStyle: true })).toBe(
      'https://minio.example:9000',
    );
    expect(mediaStoreOrigin({ ...s3, endpoint: 'https://r2.example', forcePathStyle: false })).toBe(
      'https://pictures.r2.example',
    );
    expect(mediaStoreOrigin({ ...s3, endpoint: null, forcePathStyle: false })).toBe(
      'https://pictures.s3.eu-west-1.amazonaws.com',
    );
    expect(mediaStoreOrigin({ ...s3, endpoint: null, forcePathStyle: false, serve: 'stream' })).toBeNull();
    const policy = contentSecurityPolicy({
      publicUrl: null,
      mediaS3: { ...s3, endpoint: 'https://minio.example:9000', forcePathStyle: true },
    });
    expect(policy['img-src']).toEqual(["'self'", 'blob:', 'https://minio.example:9000']);
    // the reader's "save for offline" fetches the pictures it keeps
    expect(policy['connect-src']).toEqual(["'self'", 'https://minio.example:9000']);
  });
});
