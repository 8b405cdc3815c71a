import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageUploadQueue, type StoredKey } from './pageUploads.ts';
import { UploadError } from './sendFiles.ts';

const file = (name: string, size = 10) => new File([new Uint8Array(size).fill(name.length)], name);
const tick = () => new Promise((r) => setTimeout(r, 0));
const settle = async () => {
  for (let i = 0; i < 10; i++) await tick();
};

/** A send that answers when told to, and records the headers it was given. */
function controlledSend() {
  const calls: Array<{
    name: string;
    headers: Record<string, string>;
    progress: (sent: number, total: number) => void;
    resolve: (v: unknown) => void;
    reject: (e: unknown) => void;
  }> = [];
  const send = (
    f: File,
    headers: Record<string, string>,
    progress: (s: number, t: number) => void,
    signal: AbortSignal,
  ) =>
    new Promise((resolve, reject) => {
      calls.push({ name: f.name, headers, progress, resolve, reject });
      signal.addEventListener('abort', () => reject(new UploadError('cancelled', 0)));
    });
  return { calls, send };
}
const statuses = (q: PageUploadQueue) => q.getSnapshot().items.map((i) => `${i.name}:${i.status}`);

describe('PageUploadQueue', () => {
  afterEach(() => vi.useRealTimers());

  it('sends one file per request, three at once, each with its key and its rank in the choice', async () => {
    const { calls, send } = controlledSend();
    const idle = vi.fn();
    const q = new PageUploadQueue({
      send,
      storedKeys: async () => [],
      key: async (f) => `key-${f.name}`,
      onIdle: idle,
    });
    await q.add(['1.jpg', '2.jpg', '3.jpg', '4.jpg'].map((n) => file(n)));
    await settle();
    expect(calls.map((c) => [c.name, c.headers])).toEqual([
      ['1.jpg', { 'Idempotency-Key': 'key-1.jpg', 'Upload-Rank': '0' }],
      ['2.jpg', { 'Idempotency-Key': 'key-2.jpg', 'Upload-Rank': '1' }],
      ['3.jpg', { 'Idempotency-Key': 'key-3.jpg', 'Upload-Rank': '2' }],
    ]);
    calls[1]!.resolve('b');
    await settle();
    expect(calls.map((c) => c.name)).toEqual(['1.jpg', '2.jpg', '3.jpg', '4.jpg']);
    for (const c of [calls[0]!, calls[2]!, calls[3]!]) c.resolve('x');
    await settle();
    expect(statuses(q)).toEqual(['1.jpg:done', '2.jpg:done', '3.jpg:done', '4.jpg:done']);
    expect(idle).toHaveBeenCalledWith(4, 0);
    expect(q.getSnapshot().totals).toMatchObject({ pages: 4, stored: 4, bytes: 40, bytesSent: 40 });
  });

  it('after a lost connection waits for the network, then sends the same file with the same key', async () => {
    const { calls, send } = controlledSend();
    const q = new PageUploadQueue({
      send,
      storedKeys: async () => [],
      key: async (f) => `key-${f.name}`,
      concurrency: 1,
      retryDelays: [60_000],
    });
    await q.add([file('1.jpg'), file('2.jpg')]);
    await settle();
    calls[0]!.progress(10, 10);
    expect(statuses(q)).toEqual(['1.jpg:processing', '2.jpg:waiting']);
    calls[0]!.reject(new UploadError('x', 0));
    await settle();
    expect(q.getSnapshot().reconnecting).toBe(true);
    expect(statuses(q)).toEqual(['1.jpg:waiting', '2.jpg:waiting']);
    expect(calls).toHaveLength(1);
    globalThis.dispatchEvent(new Event('online'));
    await settle();
    expect(q.getSnapshot().reconnecting).toBe(false);
    expect(calls.map((c) => c.headers['Idempotency-Key'])).toEqual(['key-1.jpg', 'key-1.jpg']);
    q.dispose();
  });

  it('skips the files the chapter has and gives the rest the ranks of the first time', async () => {
    const { calls, send } = controlledSend();
    const stored: StoredKey[] = [
      { key: 'key-1.jpg', rank: 10 },
      { key: 'key-3.jpg', rank: 12 },
    ];
    const idle = vi.fn();
    const q = new PageUploadQueue({
      send,
      storedKeys: async () => stored,
      key: async (f) => `key-${f.name}`,
      onIdle: idle,
    });
    await q.add(['1.jpg', '2.jpg', '3.jpg', '4.jpg'].map((n) => file(n)));
    await settle();
    expect(calls.map((c) => [c.name, c.headers['Upload-Rank']])).toEqual([
      ['2.jpg', '11'],
      ['4.jpg', '13'],
    ]);
    for (const c of calls) c.resolve('x');
    await settle();
    expect(statuses(q)).toEqual(['1.jpg:skipped', '2.jpg:done', '3.jpg:skipped', '4.jpg:done']);
    expect(q.getSnapshot().totals).toMatchObject({ pages: 4, stored: 2, skipped: 2, bytes: 20 });
    expect(idle).toHaveBeenCalledWith(2, 2);
  });

  it('a new choice goes after the ranks already used', async () => {
    const { calls, send } = controlledSend();
    const q = new PageUploadQueue({
      send,
      storedKeys: async () => [{ key: 'other', rank: 7 }],
      key: async (f) => `key-${f.name}`,
    });
    await q.add([file('a.jpg')]);
    await q.add([file('b.jpg')]);
    await settle();
    expect(calls.map((c) => c.headers['Upload-Rank'])).toEqual(['8', '9']);
  });

  it('a refused file fails alone with the reason, the others go on; retry sends it again', async () => {
    const { calls, send } = controlledSend();
    const onError = vi.fn();
    const q = new PageUploadQueue({ send, storedKeys: async () => [], key: async (f) => `key-${f.name}`, onError });
    await q.add([file('bad.jpg'), file('2.jpg')]);
    await settle();
    calls[0]!.reject(new UploadError('وێنە نییە', 415));
    calls[1]!.resolve('x');
    await settle();
    expect(q.getSnapshot().items.map((i) => [i.status, i.error])).toEqual([
      ['failed', 'وێنە نییە'],
      ['done', undefined],
    ]);
    expect(onError).toHaveBeenCalledOnce();
    q.retry(q.getSnapshot().items[0]!.id);
    await settle();
    expect(calls).toHaveLength(3);
    expect(statuses(q)).toEqual(['bad.jpg:sending', '2.jpg:done']);
  });
});
