import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../src/store.ts';
import { signedIn } from '../src/authSlice.ts';
import { sendFiles, UploadError, UploadQueue } from './upload.ts';

const file = (name: string, size = 10) => new File([new Uint8Array(size)], name, { type: 'image/jpeg' });

/** A send that answers when told to, and records what it was given. */
function controlledSend() {
  const calls: Array<{
    names: string[];
    progress: (sent: number, total: number) => void;
    signal: AbortSignal;
    resolve: (v: unknown) => void;
    reject: (e: unknown) => void;
  }> = [];
  const send = (files: File[], progress: (s: number, t: number) => void, signal: AbortSignal) =>
    new Promise((resolve, reject) => {
      calls.push({ names: files.map((f) => f.name), progress, signal, resolve, reject });
      signal.addEventListener('abort', () => reject(new UploadError('cancelled', 0)));
    });
  return { calls, send };
}
const tick = () => new Promise((r) => setTimeout(r, 0));
const statuses = (q: UploadQueue) => q.getSnapshot().items.map((i) => `${i.name}:${i.status}`);

describe('UploadQueue', () => {
  it('sends in order, one request at a time, in batches of at most maxFiles', async () => {
    const { calls, send } = controlledSend();
    const idle = vi.fn();
    const q = new UploadQueue({ send, maxFiles: 2, onIdle: idle });
    q.add(['1.jpg', '2.jpg', '3.jpg'].map((n) => file(n)));
    expect(calls.map((c) => c.names)).toEqual([['1.jpg', '2.jpg']]);
    calls[0]!.resolve('a');
    await tick();
    expect(calls.map((c) => c.names)).toEqual([['1.jpg', '2.jpg'], ['3.jpg']]);
    expect(statuses(q)).toEqual(['1.jpg:done', '2.jpg:done', '3.jpg:sending']);
    calls[1]!.resolve('b');
    await tick();
    expect(idle).toHaveBeenCalledWith(3);
    expect(q.getSnapshot().running).toBe(false);
  });

  it('keeps batches under maxBytes', () => {
    const { calls, send } = controlledSend();
    const q = new UploadQueue({ send, maxFiles: 10, maxBytes: 25 });
    q.add([file('a', 10), file('b', 10), file('c', 10)]);
    expect(calls[0]!.names).toEqual(['a', 'b']);
  });

  it('gives each file its share of the bytes sent, then "processing" until the answer', () => {
    const { calls, send } = controlledSend();
    const q = new UploadQueue({ send, maxFiles: 2 });
    q.add([file('a', 100), file('b', 300)]);
    calls[0]!.progress(200, 400);
    expect(q.getSnapshot().items.map((i) => [i.status, i.progress])).toEqual([
      ['processing', 1],
      ['sending', 1 / 3],
    ]);
    calls[0]!.progress(400, 400);
    expect(q.getSnapshot().items.every((i) => i.status === 'processing')).toBe(true);
  });

  it('sends a refused batch again file by file, and pauses at the bad file until it is retried or cancelled', async () => {
    const { calls, send } = controlledSend();
    const onError = vi.fn();
    const q = new UploadQueue({ send, maxFiles: 3, onError });
    q.add(['1.jpg', '2.jpg', '3.jpg', '4.jpg'].map((n) => file(n)));
    calls[0]!.reject(new UploadError('«2.jpg» وێنە نییە', 415));
    await tick();
    expect(calls[1]!.names).toEqual(['1.jpg']);
    calls[1]!.resolve('ok');
    await tick();
    expect(calls[2]!.names).toEqual(['2.jpg']);
    calls[2]!.reject(new UploadError('«2.jpg» وێنە نییە', 415));
    await tick();
    expect(statuses(q)).toEqual(['1.jpg:done', '2.jpg:failed', '3.jpg:waiting', '4.jpg:waiting']);
    expect(q.getSnapshot().paused).toBe(true);
    expect(q.getSnapshot().items[1]!.error).toBe('«2.jpg» وێنە نییە');
    expect(onError).toHaveBeenCalledTimes(1);
    expect(calls).toHaveLength(3); // nothing after the failed file goes first

    q.cancel(q.getSnapshot().items[1]!.id);
    await tick();
    expect(calls[3]!.names).toEqual(['3.jpg']); // still one by one: they were in the refused batch
    calls[3]!.resolve('ok');
    await tick();
    expect(calls[4]!.names).toEqual(['4.jpg']);
  });

  it('retries a failed file in its place', async () => {
    const { calls, send } = controlledSend();
    const q = new UploadQueue({ send, maxFiles: 1 });
    q.add([file('1'), file('2')]);
    calls[0]!.reject(new UploadError('network', 0));
    await tick();
    expect(statuses(q)).toEqual(['1:failed', '2:waiting']);
    q.retry();
    expect(calls[1]!.names).toEqual(['1']);
  });

  it('cancels a file being sent: its request stops, the others in it go again', async () => {
    const { calls, send } = controlledSend();
    const q = new UploadQueue({ send, maxFiles: 3 });
    q.add([file('a'), file('b'), file('c')]);
    const b = q.getSnapshot().items[1]!.id;
    q.cancel(b);
    await tick();
    expect(calls[0]!.signal.aborted).toBe(true);
    expect(calls[1]!.names).toEqual(['a', 'c']);
    expect(statuses(q)).toEqual(['a:sending', 'b:cancelled', 'c:sending']);
  });

  it('cannot cancel a request that was sent whole (the server stores it anyway)', () => {
    const { calls, send } = controlledSend();
    const q = new UploadQueue({ send });
    q.add([file('a', 10)]);
    calls[0]!.progress(10, 10);
    const a = q.getSnapshot().items[0]!.id;
    expect(q.canCancel(a)).toBe(false);
    q.cancelAll();
    expect(calls[0]!.signal.aborted).toBe(false);
  });
});

describe('sendFiles', () => {
  let close: (() => void) | undefined;
  afterEach(() => close?.());

  async function serve(answer: (req: IncomingMessage, body: string) => { status: number; body: unknown }) {
    const seen: Array<{ url?: string; headers: IncomingMessage['headers']; body: string }> = [];
    const server = createServer((req, res) => {
      // jsdom's page is on another origin: answer the CORS preflight its custom headers cause.
      if (req.method === 'OPTIONS') {
        res.writeHead(204, {
          'access-control-allow-origin': '*',
          'access-control-allow-headers': 'x-api-key, authorization',
          'access-control-allow-methods': 'POST',
        });
        return res.end();
      }
      let body = '';
      req.setEncoding('latin1');
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        seen.push({ url: req.url, headers: req.headers, body });
        const a = answer(req, body);
        res.writeHead(a.status, { 'content-type': 'application/json', 'access-control-allow-origin': '*' });
        res.end(JSON.stringify(a.body));
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    close = () => server.close();
    return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen };
  }

  const token = (id: string) => {
    const b64 = (o: unknown) => btoa(JSON.stringify(o)).replace(/=+$/, '');
    return `${b64({ alg: 'HS256' })}.${b64({ id, exp: Math.floor(Date.now() / 1000) + 3600 })}.sig`;
  };

  it('posts the files under the field with the key and the token, and resolves with data', async () => {
    const { origin, seen } = await serve(() => ({ status: 200, body: { data: { manga: { _id: 'm1' } } } }));
    const store = makeStore();
    // one token: made twice, its expiry (seconds from now) could differ across a second's edge
    const signedToken = token('u1');
    store.dispatch(signedIn(signedToken));
    const data = await sendFiles({
      origin,
      path: 'manga/m1/session/s1/chapter/c1/upload',
      field: 'photo_path_array',
      files: [file('1.jpg'), file('2.jpg')],
      getState: store.getState,
    });
    expect(data).toEqual({ manga: { _id: 'm1' } });
    expect(seen[0]!.url).toBe('/api/manga/m1/session/s1/chapter/c1/upload');
    expect(seen[0]!.headers['x-api-key']).toBe('ckb-public-key');
    expect(seen[0]!.headers.authorization).toBe(`Bearer ${signedToken}`);
    expect(seen[0]!.body.match(/name="photo_path_array"; filename="(\d)\.jpg"/g)).toHaveLength(2);
  });

  it("rejects with the server's message and status; a refused token signs out", async () => {
    const { origin } = await serve(() => ({ status: 401, body: { message: 'چوونەژوورەوە پێویستە' } }));
    const store = makeStore();
    store.dispatch(signedIn(token('u1')));
    const failure = sendFiles({
      origin,
      path: 'movies/x/upload/poster',
      field: 'poster',
      files: [file('p.jpg')],
      getState: store.getState,
      dispatch: store.dispatch,
    });
    await expect(failure).rejects.toMatchObject({ message: 'چوونەژوورەوە پێویستە', status: 401 });
    expect(store.getState().auth.isAuthenticated).toBe(false);
  });
});
