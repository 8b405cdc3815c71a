import { request, type ClientRequest } from 'node:http';
import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { forEachDatabase, useTestApp, API_KEY, type TestApp } from '../helpers/app.ts';
import { image, listStore, makeChapter, makeWork, multipart } from './helpers.ts';

/** Over a real socket (not inject): early answers reach the client, and a client that gives up leaves nothing. */

async function freePort(): Promise<number> {
  for (let port = 3230; port < 3260; port++) {
    const ok = await new Promise<boolean>((resolve) => {
      const probe = createServer();
      probe.once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (ok) return port;
  }
  throw new Error('no free port in 3230-3259');
}

interface Sent {
  status: number | null;
  body: string;
  error: string | null;
}

/** Streams `body` in slices; `req` lets the caller give up half-way. */
function send(
  url: string,
  headers: Record<string, string>,
  body: Buffer,
  pause = 1,
): { req: ClientRequest; done: Promise<Sent> } {
  const req = request(url, { method: 'POST', headers: { ...headers, 'content-length': String(body.length) } });
  const done = new Promise<Sent>((resolve) => {
    req.on('response', (res) => {
      let text = '';
      res.on('data', (d: Buffer) => (text += d.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? null, body: text, error: null }));
    });
    req.on('error', (err) => resolve({ status: null, body: '', error: err.message }));
    req.on('close', () => resolve({ status: null, body: '', error: 'closed' }));
  });
  const slice = 16 * 1024;
  let at = 0;
  const pump = () => {
    if (req.destroyed) return;
    if (at >= body.length) return void req.end();
    const chunk = body.subarray(at, at + slice);
    at += chunk.length;
    // pace the upload whether or not the socket buffer is full
    const next = () => setTimeout(pump, pause);
    if (req.write(chunk)) next();
    else req.once('drain', next);
  };
  pump();
  return { req, done };
}

async function waitUntil(check: () => boolean, ms = 10_000): Promise<void> {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}

forEachDatabase((kind) => {
  describe('uploads over HTTP', () => {
    const t = useTestApp(kind, {
      config: {
        media: {
          maxFileBytes: 5_000_000,
          maxFiles: 50,
          maxRequestBytes: 2_000_000,
          maxPixels: 50_000_000,
          concurrency: 2,
        },
      },
    });

    async function chapterUrl(tt: TestApp) {
      const manga = await makeWork(tt, 'manga');
      const { sessionId, chapterId } = await makeChapter(tt, manga);
      return { chapterId, path: `/api/manga/${manga}/session/${sessionId}/chapter/${chapterId}/upload` };
    }

    it('answers a clean 415 naming the file, even though the rest of the body was still coming', async () => {
      const port = await freePort();
      await t().app.listen({ port, host: '127.0.0.1' });
      try {
        const { token } = await t().createUser({ is_admin: true });
        const { path, chapterId } = await chapterUrl(t());
        const good = await image('jpeg', 300, 400);
        const body = multipart([
          { field: 'photo_path_array', filename: 'notes.txt', data: Buffer.alloc(50_000, 'a') },
          ...Array.from({ length: 8 }, (_, i) => ({ field: 'photo_path_array', filename: `${i}.jpg`, data: good })),
        ]);
        const auth = { 'x-api-key': API_KEY, authorization: `Bearer ${token}` };
        const headers = { ...body.headers, ...auth };
        const res = await send(`http://127.0.0.1:${port}${path}`, headers, body.payload).done;
        expect(res.error).toBeNull();
        expect(res.status).toBe(415);
        expect(JSON.parse(res.body).message).toContain('«notes.txt»');

        // over the request limit, declared up front: refused before the body is read
        const big = multipart([{ field: 'photo_path_array', filename: 'big.jpg', data: Buffer.alloc(3_500_000) }]);
        const refused = await send(`http://127.0.0.1:${port}${path}`, { ...big.headers, ...auth }, big.payload).done;
        if (refused.status !== null) expect(refused.status).toBe(413);
        else expect(refused.error).toMatch(/EPIPE|ECONNRESET|socket hang up/);

        // a client that gives up half-way leaves nothing behind
        const page = await image('jpeg', 1100, 1600);
        const pages = multipart(
          Array.from({ length: 30 }, (_, i) => ({ field: 'photo_path_array', filename: `${i}.jpg`, data: page })),
        );
        const upload = send(`http://127.0.0.1:${port}${path}`, { ...pages.headers, ...auth }, pages.payload, 10);
        const staged = () => listStore(t().config.mediaDir).staging;
        // give up once the server holds part of the batch
        await waitUntil(() => staged().length > 0);
        expect(upload.req.socket?.bytesWritten ?? 0).toBeLessThan(pages.payload.length / 2);
        upload.req.destroy();
        expect((await upload.done).status).toBeNull();
        await waitUntil(() => listStore(t().config.mediaDir).staging.length === 0);
        expect(listStore(t().config.mediaDir).files).toEqual([]);
        const rows = await t().db.kysely.selectFrom('pages').select('id').where('chapter_id', '=', chapterId).execute();
        expect(rows).toEqual([]);
      } finally {
        await t().app.close();
      }
    });
  });
});
