import Fastify, { type FastifyInstance } from 'fastify';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cacheControlFor, serveStaticFiles } from '../../src/web/static-files.ts';

describe('cacheControlFor', () => {
  it('caches hashed assets forever and entry points never', () => {
    expect(cacheControlFor('/srv/shell/dist/assets/index-abc.js')).toContain('immutable');
    expect(cacheControlFor('/srv/public-site/dist/remoteEntry.js')).toBe('no-cache');
    expect(cacheControlFor('/srv/shell/dist/index.html')).toBe('no-cache');
  });
});

describe('serveStaticFiles', () => {
  /** A build of the shell and the public site only: the reader and the back-office are "not built". */
  const webRoot = mkdtempSync(join(tmpdir(), 'ckb-static-'));
  const JS = `export const x = ${JSON.stringify('x'.repeat(2000))};\n`;
  const file = (path: string, content: string | Buffer) => {
    mkdirSync(dirname(join(webRoot, path)), { recursive: true });
    writeFileSync(join(webRoot, path), content);
  };
  file('shell/dist/index.html', '<!doctype html><title>frame</title>');
  file('shell/dist/assets/index-1.js', JS);
  file('shell/dist/assets/index-1.js.br', brotliCompressSync(JS));
  file('shell/dist/remoteEntry-1.js', 'export const shell = 1;');
  file('public-site/dist/remoteEntry.js', 'export const remote = 1;');
  file('public-site/dist/assets/page-1.js', 'export const page = 1;');

  let app: FastifyInstance;
  const warnings: string[] = [];
  const pages: string[] = [];
  beforeAll(async () => {
    app = Fastify();
    app.log.warn = ((msg: string) => void warnings.push(msg)) as typeof app.log.warn;
    await serveStaticFiles(app, webRoot, async (request, reply) => {
      pages.push(request.url);
      return reply.send('the page');
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    rmSync(webRoot, { recursive: true, force: true });
  });
  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

  it("serves the shell's files at /, hashed assets immutable, entry files revalidated", async () => {
    const asset = await get('/assets/index-1.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.body).toBe(JS);
    const entry = await get('/remoteEntry-1.js');
    expect(entry.headers['cache-control']).toBe('no-cache');
    // no index file: pages are the api's to answer
    expect(pages).toEqual([]);
  });

  it("sends a file's pre-compressed form when the browser takes it", async () => {
    const br = await get('/assets/index-1.js', { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.equals(brotliCompressSync(JS))).toBe(true);
  });

  it('serves each built remote at /mf/<folder>/, and says which are not built', async () => {
    const entry = await get('/mf/public-site/remoteEntry.js');
    expect(entry.statusCode).toBe(200);
    expect(entry.headers['cache-control']).toBe('no-cache');
    expect((await get('/mf/public-site/assets/page-1.js')).headers['cache-control']).toContain('immutable');
    expect((await get('/mf/reader/remoteEntry.js')).statusCode).toBe(404);
    expect(warnings.filter((w) => w.includes('/mf/'))).toEqual([
      expect.stringContaining('/mf/reader/ will answer 404'),
      expect.stringContaining('/mf/backoffice/ will answer 404'),
    ]);
  });

  it('serves the default images for a day', async () => {
    const res = await get('/img/poster/default.png');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
  });

  it('answers a client route with the page at once, and leaves files and reserved prefixes alone', async () => {
    const res = await get('/movies/12?page=2');
    expect(res.body).toBe('the page');
    expect(pages).toEqual(['/movies/12?page=2']);
    expect((await get('/assets/missing-1.js')).statusCode).toBe(404);
    expect((await get('/robots.txt')).statusCode).toBe(404);
    expect(pages).toEqual(['/movies/12?page=2']);
  });
});

describe('serveStaticFiles before the frontends are built', () => {
  it('still serves the default images, and says what to run', async () => {
    const webRoot = mkdtempSync(join(tmpdir(), 'ckb-static-none-'));
    const app = Fastify();
    const warnings: string[] = [];
    app.log.warn = ((msg: string) => void warnings.push(msg)) as typeof app.log.warn;
    try {
      await serveStaticFiles(app, webRoot, async (_request, reply) => reply.send('the page'));
      expect((await app.inject({ method: 'GET', url: '/img/default/default.png' })).statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url: '/movies' })).statusCode).toBe(404);
      expect(warnings.at(-1)).toMatch(/shell[/\\]dist is missing: run "pnpm build"/);
    } finally {
      await app.close();
      rmSync(webRoot, { recursive: true, force: true });
    }
  });
});
