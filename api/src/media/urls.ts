/**
 * The one place that turns a stored image (storage key + size) into the wire shape
 * `{ low, original }` (SPEC §3). The media host (routes/media) serves variants at
 * /media/<key>?quality=low|high; change the URL scheme here and every route follows.
 */

export const DEFAULT_IMAGE = '/img/default/default.png';
export const DEFAULT_POSTER = '/img/poster/default.png';

export interface ImageRef {
  low: string;
  original: string;
  width?: number;
  height?: number;
}

export interface StoredImage {
  key: string | null;
  width: number | null;
  height: number | null;
}

export function mediaUrl(key: string, quality: 'low' | 'high'): string {
  return `${pagePath(key)}?quality=${quality}`;
}

/** Characters that encodeURIComponent leaves as they are, and the separator. */
const PLAIN_KEY = /^[\w.!~*'()/-]*$/;

/** A chapter page's `path_photo`: the URL without a quality; the reader adds ?quality=low|high (SPEC §7). */
export function pagePath(key: string): string {
  // the keys this api makes need no escaping: tested once, not taken apart (thousands per sitemap file)
  if (PLAIN_KEY.test(key)) return `/media/${key}`;
  return `/media/${key.split('/').map(encodeURIComponent).join('/')}`;
}

export function imageRef(image: StoredImage, fallback: string = DEFAULT_IMAGE): ImageRef {
  if (!image.key) return { low: fallback, original: fallback };
  const ref: ImageRef = { low: mediaUrl(image.key, 'low'), original: mediaUrl(image.key, 'high') };
  if (image.width && image.height) {
    ref.width = image.width;
    ref.height = image.height;
  }
  return ref;
}

/** True when the reference points at one of the default pictures (nothing uploaded). */
export const isDefaultImage = (ref: ImageRef): boolean =>
  ref.original === DEFAULT_IMAGE || ref.original === DEFAULT_POSTER;

/** An absolute URL for Open Graph tags and other consumers outside the page. */
export function absoluteUrl(origin: string, path: string): string {
  // no origin known (web/origin.ts): the address stays relative to the page
  if (origin === '') return path;
  return new URL(path, origin.endsWith('/') ? origin : `${origin}/`).toString();
}
