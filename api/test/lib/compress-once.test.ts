import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { COMPRESS_MIN, compressOnce, pickEncoding } from '../../src/lib/compress-once.ts';

const BIG = COMPRESS_MIN;

describe('pickEncoding', () => {
  it('prefers br, then gzip (also for *), whatever the order offered', () => {
    expect(pickEncoding('gzip, deflate, br', BIG)).toBe('br');
    expect(pickEncoding('br;q=0.1, gzip;q=1', BIG)).toBe('br');
    expect(pickEncoding('gzip', BIG)).toBe('gzip');
    expect(pickEncoding('*', BIG)).toBe('gzip');
    expect(pickEncoding(' GZIP ', BIG)).toBe('gzip');
  });

  it('sends small bodies, and bodies nobody asked to compress, as they are', () => {
    expect(pickEncoding('br, gzip', COMPRESS_MIN - 1)).toBeNull();
    expect(pickEncoding(undefined, BIG)).toBeNull();
    expect(pickEncoding('', BIG)).toBeNull();
    expect(pickEncoding('deflate, identity', BIG)).toBeNull();
  });

  it('takes q=0 as a refusal', () => {
    expect(pickEncoding('br;q=0, gzip', BIG)).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip;q=0', BIG)).toBeNull();
    expect(pickEncoding('*;q=0', BIG)).toBeNull();
    expect(pickEncoding('br;q=0.5', BIG)).toBe('br');
  });
});

describe('compressOnce', () => {
  const text = 'سڵاو، ئەنیمی '.repeat(200);

  it('compresses on the first request for an encoding and reuses the result', () => {
    const entry: { body: Buffer; gzip?: Buffer; br?: Buffer } = { body: Buffer.from(text) };
    const br = compressOnce(entry, 'br, gzip');
    expect(br.encoding).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(text);
    expect(entry.br).toBe(br.body);
    expect(entry.gzip).toBeUndefined();
    expect(compressOnce(entry, 'br').body).toBe(br.body);

    const gz = compressOnce(entry, 'gzip');
    expect(gz.encoding).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(text);
    expect(compressOnce(entry, 'gzip, deflate').body).toBe(gz.body);
  });

  it('sends the body itself when nothing is accepted or the body is small', () => {
    const entry = { body: Buffer.from(text) };
    expect(compressOnce(entry, undefined)).toEqual({ body: entry.body, encoding: null });
    const small = { body: Buffer.from('x') };
    expect(compressOnce(small, 'br')).toEqual({ body: small.body, encoding: null });
    expect(small).toEqual({ body: small.body });
  });
});
