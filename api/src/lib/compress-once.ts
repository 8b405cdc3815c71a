import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

/**
 * Compression of cached bodies (the response cache's answers, the drawn pages): each entry is compressed
 * at most once per encoding, on the first request that asks for it, and the result is kept on the entry
 * and reused by every later request. Brotli quality 5 and gzip level 6 give up a few percent of size for a
 * short first request (brotli's highest quality takes many times longer).
 */

/** Below this, compressing costs more than it saves (the threshold @fastify/compress uses here). */
export const COMPRESS_MIN = 1024;

export type Encoding = 'br' | 'gzip';

/** A cached body and the compressed forms made of it so far. */
export interface Compressible {
  body: Buffer;
  gzip?: Buffer;
  br?: Buffer;
}

/**
 * Which encoding to send for `accept-encoding`: br if accepted, then gzip (also for `*`); identity for
 * small bodies or when nothing matches. An encoding offered with `q=0` is refused, not accepted.
 */
export function pickEncoding(accept: string | undefined, size: number): Encoding | null {
  if (!accept || size < COMPRESS_MIN) return null;
  const offered = accept
    .toLowerCase()
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => !q || Number(q.split('=')[1]) > 0)
    .map(([name]) => name?.trim());
  if (offered.includes('br')) return 'br';
  if (offered.includes('gzip') || offered.includes('*')) return 'gzip';
  return null;
}

/** The body to send for `accept-encoding` and its `content-encoding` (null: as is), compressed once per entry. */
export function compressOnce(
  entry: Compressible,
  acceptEncoding: string | undefined,
): { body: Buffer; encoding: Encoding | null } {
  const encoding = pickEncoding(acceptEncoding, entry.body.length);
  if (encoding === 'br') {
    // the size hint lets brotli pick its window for this body instead of for an unknown stream
    entry.br ??= brotliCompressSync(entry.body, {
      params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: entry.body.length },
    });
    return { body: entry.br, encoding };
  }
  if (encoding === 'gzip') {
    entry.gzip ??= gzipSync(entry.body, { level: 6 });
    return { body: entry.gzip, encoding };
  }
  return { body: entry.body, encoding: null };
}
