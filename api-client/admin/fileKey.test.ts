import { describe, expect, it } from 'vitest';
import { archiveKey, fileKey } from './fileKey.ts';

const file = (name: string, fill: number) => new File([new Uint8Array(10).fill(fill)], name);

describe('fileKey', () => {
  it('is the SHA-256 of the name and the bytes: same file same key; the same bytes under another name another key', async () => {
    const a = await fileKey(file('1.jpg', 1));
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(await fileKey(file('1.jpg', 1))).toBe(a);
    expect(await fileKey(file('1.jpg', 2))).not.toBe(a);
    expect(await fileKey(file('2.jpg', 5))).not.toBe(await fileKey(file('3.jpg', 5)));
  });
});

describe('archiveKey', () => {
  const archive = (name: string, size: number, lastModified: number) =>
    new File([new Uint8Array(size)], name, { lastModified });

  it('is the same for the same file chosen again, and fits the api’s Idempotency-Key', () => {
    const key = archiveKey(archive('chapter.cbz', 100, 1_700_000_000_000));
    expect(key).toMatch(/^[A-Za-z0-9_-]{16,128}$/);
    expect(archiveKey(archive('chapter.cbz', 100, 1_700_000_000_000))).toBe(key);
  });

  it('differs when the name, the size or the time differs', () => {
    const key = archiveKey(archive('chapter.cbz', 100, 1_700_000_000_000));
    expect(archiveKey(archive('chapter2.cbz', 100, 1_700_000_000_000))).not.toBe(key);
    expect(archiveKey(archive('chapter.cbz', 101, 1_700_000_000_000))).not.toBe(key);
    expect(archiveKey(archive('chapter.cbz', 100, 1_700_000_000_001))).not.toBe(key);
  });
});
