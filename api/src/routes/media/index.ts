import { Type } from 'typebox';
import { isMediaKey, type Variant } from '../../media/keys.ts';
import { mediaMessages } from '../../media/messages.ts';
import { S3MediaStorage } from '../../media/s3-storage.ts';
import { ErrorBody } from '@ckb/contract';
import type { App } from '../../types.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** A page's `high` in place of its missing `saver`: the saver's own bytes replace it once backfilled. */
const STAND_IN = 'public, max-age=3600';
/** Only what a key can contain: anything percent-encoded, `..`, `//` or a backslash never matches. */
const RAW_PATH = /^\/media\/([a-z0-9][a-z0-9/-]*)(?:\?|$)/;

const mediaSchema = {
  summary: 'An image variant: /media/<key>?quality=low|saver|high',
  description:
    'Serves the WebP variant of a stored image. `low` is a tiny placeholder, `high` (the default) the web-ready ' +
    "image, `saver` (chapter pages) the data saver's readable page of ~800 px; a page without one yet (see " +
    '`pnpm media:backfill`) gets its `high` variant, cached for an hour only. Strong ETag, 304 on If-None-Match, cached for a year (immutable: a new upload gets a new key). ' +
    'No API key needed (images load through <img>).',
  tags: ['media'],
  security: [],
  querystring: Type.Object({
    quality: Type.Optional(
      Type.Union([Type.Literal('low'), Type.Literal('saver'), Type.Literal('high')], { default: 'high' }),
    ),
  }),
  response: {
    200: Type.Unsafe<unknown>({ type: 'string', format: 'binary', description: 'image/webp' }),
    302: Type.Unsafe<unknown>({ description: 'MEDIA_S3_SERVE=redirect: the object at a signed URL of the store' }),
    304: Type.Unsafe<unknown>({ description: 'Not modified (If-None-Match matched)' }),
    400: ErrorBody,
    404: ErrorBody,
  },
};

/** If-None-Match uses the weak comparison (RFC 9110 §13.1.2): W/"x" matches "x". */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/**
 * The media host (ARCHITECTURE §8). The key comes from the raw URL and must match the one key
 * pattern, so no request can name a file outside the store; the store itself refuses symlinks.
 */
/** Signed redirect URLs are made for whole hours, so every answer within an hour is the same URL. */
const SIGN_WINDOW_S = 3600;

export default async function mediaRoutes(app: App): Promise<void> {
  const storage = app.media.storage;
  const redirect = storage instanceof S3MediaStorage && storage.config.serve === 'redirect' ? storage : null;

  app.get('/media/*', { schema: mediaSchema }, async (request, reply) => {
    const key = RAW_PATH.exec(request.url)?.[1];
    const asked: Variant = request.query.quality ?? 'high';
    if (redirect && key && isMediaKey(key)) {
      // `saver` falls back to `high` for a page stored before it existed
      const variant = asked === 'saver' && !(await storage.exists(key, 'saver')) ? 'high' : asked;
      // signed at the start of the hour for two hours: browsers and CDNs reuse one URL (and its bytes)
      // for the hour, and it stays valid at least an hour after this answer
      const now = Math.floor(Date.now() / 1000);
      const start = now - (now % SIGN_WINDOW_S);
      const url = await redirect.signedUrl(key, variant, 2 * SIGN_WINDOW_S, new Date(start * 1000));
      return reply.header('cache-control', `public, max-age=${start + SIGN_WINDOW_S - now}`).redirect(url, 302);
    }
    let file = key && isMediaKey(key) ? await storage.open(key, asked) : null;
    let standIn = false;
    if (!file && key && asked === 'saver' && isMediaKey(key)) {
      file = await storage.open(key, 'high');
      standIn = file !== null;
    }
    if (!file) {
      reply.header('cache-control', 'no-cache');
      return reply.code(404).send({ message: mediaMessages.mediaNotFound });
    }
    reply
      .header('content-type', 'image/webp')
      .header('etag', file.etag)
      .header('cache-control', standIn ? STAND_IN : IMMUTABLE)
      .header('x-content-type-options', 'nosniff');
    if (matches(request.headers['if-none-match'], file.etag)) {
      await file.close();
      return reply.code(304).send();
    }
    reply.header('content-length', file.size);
    if (request.method === 'HEAD') {
      await file.close();
      return reply.send();
    }
    return reply.send(file.stream());
  });
}
