import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { forEachDatabase, useTestApp } from '../helpers/app.ts';
import { image, makeWork, upload } from './helpers.ts';

forEachDatabase((kind) => {
  describe('the media host', () => {
    const t = useTestApp(kind);
    const outside = mkdtempSync(join(tmpdir(), 'ckb-outside-'));
    afterAll(() => rmSync(outside, { recursive: true, force: true }));

    async function stored(): Promise<{ low: string; original: string }> {
      const { token } = await t().createUser({ is_owner: true });
      const id = await makeWork(t(), 'movie');
      const res = await upload(t(), {
        url: `/api/movies/${id}/upload/poster`,
        token,
        parts: [{ field: 'poster', filename: 'p.png', data: await image('png', 300, 450) }],
      });
      return res.json().data.movie.poster;
    }
    const get = (url: string, headers: Record<string, string> = {}) =>
      t().request('GET', url, undefined, { apiKey: false, headers });

    it('serves WebP with a strong ETag, immutable caching and 304 on a match', async () => {
      const poster = await stored();
      const res = await get(poster.original);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      const etag = res.headers.etag as string;
      expect(etag).toMatch(/^"[A-Za-z0-9_-]{10,}"$/); // strong: no W/
      expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);

      const low = await get(poster.low);
      expect(low.statusCode).toBe(200);
      expect(low.headers.etag).not.toBe(etag);
      expect(low.rawPayload.length).toBeLessThan(res.rawPayload.length);

      const again = await get(poster.original, { 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
      expect(again.headers.etag).toBe(etag);
      expect((await get(poster.original, { 'if-none-match': `"other", W/${etag}` })).statusCode).toBe(304);
      expect((await get(poster.original, { 'if-none-match': '"other"' })).statusCode).toBe(200);

      // no quality means high; HEAD sends the headers only
      const plain = await get(poster.original.replace('?quality=high', ''));
      expect(plain.headers.etag).toBe(etag);
      const head = await t().request('HEAD', poster.original, undefined, { apiKey: false });
      expect(head.statusCode).toBe(200);
      expect(head.headers.etag).toBe(etag);
      expect(head.rawPayload.length).toBe(0);

      const badQuality = await get(poster.original.replace('quality=high', 'quality=huge'));
      expect(badQuality.statusCode).toBe(400);
      expect(badQuality.json().message).toContain('«کوالیتی»');
    });

    it('never serves a file outside the store: .., encoded traversal, absolute paths, symlinks', async () => {
      const poster = await stored();
      const key = poster.original.slice('/media/'.length, poster.original.indexOf('?'));
      const secret = join(outside, 'secret.txt');
      writeFileSync(secret, 'top secret');
      const mediaDir = t().config.mediaDir;
      writeFileSync(join(mediaDir, 'loose.high.webp'), 'not a key');

      const attempts = [
        '/media/../../../../etc/passwd',
        '/media/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
        '/media/..%2f..%2f..%2fetc%2fpasswd',
        '/media/%2E%2E%2F%2E%2E%2Fetc/passwd',
        '/media/..%5c..%5cetc%5cpasswd',
        `/media/${key}/../../../../../etc/passwd`,
        '/media//etc/passwd',
        `/media/${encodeURIComponent(secret)}`,
        `/media/${secret}`,
        '/media/loose',
        '/media/.tmp/x',
        `/media/${key}%00`,
        `/media/${key.replace(/\//g, '%2f')}`,
        `/media/${key.toUpperCase()}`,
      ];
      for (const url of attempts) {
        const res = await get(`${url}?quality=high`);
        expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, url).toBeLessThan(500);
        expect(res.body, url).not.toContain('root:');
        expect(res.body, url).not.toContain('top secret');
      }

      // a symlinked folder and a symlinked file, both named like real keys
      const dirId = 'abcdefabcdefabcdefabcdef';
      const token = '0123456789abcdef';
      writeFileSync(join(outside, `${token}.high.webp`), 'top secret');
      mkdirSync(join(mediaDir, 'pages'), { recursive: true });
      symlinkSync(outside, join(mediaDir, 'pages', dirId));
      const viaDir = await get(`/media/pages/${dirId}/${token}?quality=high`);
      expect(viaDir.statusCode).toBe(404);
      expect(viaDir.body).not.toContain('top secret');

      const fileDir = 'fedcbafedcbafedcbafedcba';
      mkdirSync(join(mediaDir, 'pages', fileDir));
      symlinkSync(secret, join(mediaDir, 'pages', fileDir, `${token}.high.webp`));
      const viaFile = await get(`/media/pages/${fileDir}/${token}?quality=high`);
      expect(viaFile.statusCode).toBe(404);
      expect(viaFile.body).not.toContain('top secret');
      expect(viaFile.json().message).toBe('ئەم وێنەیە نەدۆزرایەوە.');

      rmSync(join(mediaDir, 'pages', dirId));
      rmSync(join(mediaDir, 'pages', fileDir), { recursive: true });
      rmSync(join(mediaDir, 'loose.high.webp'));
    });

    it('keeps serving the default pictures at /img/default/default.png and /img/poster/default.png', async () => {
      for (const url of ['/img/default/default.png', '/img/poster/default.png']) {
        const res = await get(url);
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['content-type']).toBe('image/png');
        expect(res.rawPayload.subarray(1, 4).toString('latin1')).toBe('PNG');
      }
    });
  });
});
