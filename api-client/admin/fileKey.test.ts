import { describe, expect, it } from 'vitest';
import { fileKey } from './fileKey.ts';

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
