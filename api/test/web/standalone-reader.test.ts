import Fastify, { type FastifyInstance } from 'fastify';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Repositories } from '../../src/plugins/database.ts';
import { serveStandaloneReader } from '../../src/web/standalone-reader.ts';

const INDEX =
  '<!doctype html><html lang="ckb" dir="rtl"><head><title>خوێنەری ئەنیمی کورد</title><link rel="manifest" href="/read/manifest.webmanifest"></head><body><div id="root"></div></body></html>';

/** Whether anything asked for the home page's hero (its background is the site's largest picture, not the app's). */
let heroAsked = false;

/** Manga 1 exists (no poster), manga 5 is hidden; reading anything else fails, as a broken database would. */
const repos = {
  works: {
    slide: async () => {
      heroAsked = true;
      return [];
    },
    findByNumber: async (kind: string, number: number) => {
      if (kind === 'manga' && number === 5)
        return { id: 'w5', kind, en: 'Hidden', ku: 'شاراوە', about: '', active_show: false, poster_key: null };
      if (kind !== 'manga' || number !== 1) throw new Error('database down');
      return { kind, en: 'Akira', ku: 'ئاکیرا', about: 'A city.', active_show: true, poster_key: null };
    },
  },
  manga: {},
} as unknown as Repositories;

/** A Fastify with the reader alone, its build made of `files`; `reader` is the page handler it gave back. */
async function readerApp(files: Record<string, string>) {
  const webRoot = mkdtempSync(join(tmpdir(), 'ckb-read-'));
  const dir = join(webRoot, 'reader', 'dist-standalone');
  if (Object.keys(files).length) mkdirSync(dir, { recursive: true });
  for (const [name, content] of Object.entries(files)) writeFileSync(join(dir, name), content);
  const app = Fastify();
  const reader = await serveStandaloneReader(app, {
    webRoot,
    apiKey: 'public-key',
    site: { publicUrl: null, allowedHosts: ['anime.test'] },
    repos,
  });
  // what the web plugin's not-found rule does for the reader's deep links
  app.setNotFoundHandler(reader);
  await app.ready();
  return { app, close: () => app.close().then(() => rmSync(webRoot, { recursive: true, force: true })) };
}

describe('serveStandaloneReader', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ app, close } = await readerApp({ 'index.html': INDEX, 'sw.js': 'self.x = 1;' }));
  });
  afterAll(() => close());
  const get = (url: string) => app.inject({ method: 'GET', url, headers: { host: 'anime.test' } });

  it('sends /read to /read/, and answers /read/ with its own page and the key, revalidated', async () => {
    const bare = await get('/read');
    expect(bare.statusCode).toBe(302);
    expect(bare.headers.location).toBe('/read/');
    const start = await get('/read/');
    expect(start.statusCode).toBe(200);
    expect(start.headers['cache-control']).toBe('no-cache');
    expect(start.body).toContain('<link rel="manifest" href="/read/manifest.webmanifest">');
    expect(start.body).toContain('<meta name="ckb-api-key" content="public-key">');
    // the app's start page is its library, not the site's home: nothing of the home page is looked up or preloaded
    expect(heroAsked).toBe(false);
    expect(start.body).not.toContain('rel="preload" as="image"');
  });

  it("names the chapter in a deep link's tags, as the site's own chapter page would", async () => {
    const deep = await get('/read/manga/1/session/2/chapter/3');
    expect(deep.statusCode).toBe(200);
    expect(deep.body).toMatch(/<title>Akira \| ئاکیرا · وەرزی ٢، بەشی ٣<\/title>/);
    expect(deep.body).toContain('<meta property="og:url" content="http://anime.test/manga/1/session/2/chapter/3">');
  });

  it('still answers with its page when a lookup fails', async () => {
    const res = await get('/read/manga/9/session/1/chapter/1');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>خوێنەری ئەنیمی کورد</title>');
  });

  it("answers a chapter the site would not show with 404, as the site's own chapter page, and still the app", async () => {
    const res = await get('/read/manga/5/session/1/chapter/1');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<meta name="ckb-api-key" content="public-key">');
  });

  it('serves its files beside the page, entry files revalidated', async () => {
    const sw = await get('/read/sw.js');
    expect(sw.statusCode).toBe(200);
    expect(sw.headers['content-type']).toMatch(/javascript/);
    expect(sw.headers['cache-control']).toBe('no-cache');
  });
});

describe('serveStandaloneReader before it is built', () => {
  it('says how to build it', async () => {
    const { app, close } = await readerApp({});
    try {
      const res = await app.inject({ method: 'GET', url: '/read/' });
      expect(res.statusCode).toBe(503);
      expect(res.body).toContain('pnpm build');
    } finally {
      await close();
    }
  });
});
