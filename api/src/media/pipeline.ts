import sharp, { type Metadata, type Sharp } from 'sharp';
import { DecodeError } from './errors.ts';

/**
 * Decoding and variants. Every image (poster, background, avatar, chapter page) goes through
 * `processImage`: the header is read first (format, size: refuses decompression bombs before any
 * pixel is decoded), then sharp decodes the whole image with a pixel limit and writes two WebP files:
 *
 * - `high`: web-ready, never upscaled, width capped per purpose, EXIF orientation applied, metadata
 *   stripped. WebP cannot exceed 16383 px on a side, so a taller image (a long webtoon strip) is
 *   scaled down to fit.
 * - `low`: a tiny placeholder for the first paint and for the reader's low-quality-first loading,
 *   sized by area (a long strip stays a thin strip, not a blur of one corner).
 * - `saver` (chapter pages only): the data saver's picture, readable on a phone at a fraction of the
 *   bytes (`SAVER`). Also made from a stored `high` for pages uploaded before it existed (backfill.ts).
 *
 * GIF, animated WebP and animated AVIF keep their first frame.
 */

export type Purpose = 'poster' | 'background' | 'avatar' | 'page' | 'ad';

interface Profile {
  /** Cap on the high variant's width (never upscaled). */
  maxWidth: number;
  quality: number;
  /** Area of the low variant, in pixels. */
  lowPixels: number;
}

export const PROFILES: Record<Purpose, Profile> = {
  // shown at up to ~300 CSS px: 1000 covers 3x screens
  poster: { maxWidth: 1000, quality: 82, lowPixels: 64 * 96 },
  background: { maxWidth: 1920, quality: 80, lowPixels: 96 * 54 },
  avatar: { maxWidth: 512, quality: 82, lowPixels: 48 * 48 },
  // manga pages are rarely wider than 1200; webtoon strips are ~800 wide and very tall
  page: { maxWidth: 1600, quality: 80, lowPixels: 96 * 140 },
  // ad strips: 1200×150 on desktops, 720×180 on phones; twice that for dense screens
  ad: { maxWidth: 2400, quality: 82, lowPixels: 120 * 15 },
};

/**
 * The data saver's page: 800 px wide (a phone's screen at 2x; never upscaled), a light blur, WebP 45.
 * A scan's grain and screentone are invisible at this size but are most of its bytes: the blur takes
 * the bench's grainy 1100x1600 scans (api/bench/lib/pages.ts) from ~180 KB to ~53 KB (8 pages: 52.6 KB
 * on average, 72.6 KB the largest) while lines and lettering stay sharp enough to read; the demo's
 * drawn pages come to ~15 KB. Colour is kept (manhua are in colour).
 */
export const SAVER = { width: 800, quality: 45, blurSigma: 1.2 } as const;
const LOW_QUALITY = 35;
const WEBP_MAX_SIDE = 16383;
/**
 * libwebp's effort (0-6) trades CPU for bytes. Encoding is most of an upload's CPU: on scanned pages
 * effort 2 takes ~60 % of the CPU of effort 4 for the same bytes and nearly the same SSIM
 * (`pnpm bench:media` compares both). The placeholder is tiny, so its effort costs nothing.
 */
export const HIGH_EFFORT = 2;
const LOW_EFFORT = 4;

// One process serves many requests: keep libvips' operation cache out of the memory budget, and
// let the upload queue (not libvips threads) decide how many images are decoded at once: one
// libvips thread per image, with the queue as wide as the cores (MEDIA_CONCURRENCY), keeps the
// cores busy without threads of one image fighting those of the next.
sharp.cache(false);
sharp.concurrency(1);

export interface ProcessedImage {
  /** Size of the high variant (what the client lays out). */
  width: number;
  height: number;
  highBytes: number;
  lowBytes: number;
  /** Set when a `saver` variant was written. */
  saverBytes?: number;
}

export interface ProcessOptions {
  purpose: Purpose;
  /** Largest accepted decoded size (width x height). */
  maxPixels: number;
  /** Where to write the variants (local files); `saver` only for chapter pages. */
  out: { high: string; low: string; saver?: string };
}

const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'gif']);

/** Size after EXIF orientation: orientations 5-8 swap width and height. */
function orientedSize(meta: Metadata): { width: number; height: number } {
  const width = meta.width ?? 0;
  const height = meta.height ?? 0;
  return (meta.orientation ?? 1) >= 5 ? { width: height, height: width } : { width, height };
}

export function highSize(width: number, height: number, purpose: Purpose): { width: number; height: number } {
  const scale = Math.min(1, PROFILES[purpose].maxWidth / width, WEBP_MAX_SIDE / height, WEBP_MAX_SIDE / width);
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

export function lowSize(width: number, height: number, purpose: Purpose): { width: number; height: number } {
  const scale = Math.min(1, Math.sqrt(PROFILES[purpose].lowPixels / (width * height)));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

export function saverSize(width: number, height: number): { width: number; height: number } {
  const scale = Math.min(1, SAVER.width / width, WEBP_MAX_SIDE / height);
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** Writes the data saver's variant of `input` (an original, or a stored `high` for the backfill). */
export async function writeSaver(open: () => Sharp, width: number, height: number, file: string): Promise<number> {
  const info = await open()
    .resize({ ...saverSize(width, height), fit: 'fill' })
    .blur(SAVER.blurSigma)
    .webp({ quality: SAVER.quality, effort: HIGH_EFFORT })
    .toFile(file);
  return info.size;
}

/** The `saver` of a page stored before it existed, from its stored `high` (backfill.ts); its bytes. */
export async function saverVariantFromHigh(high: Buffer, file: string): Promise<number> {
  const { width, height } = await sharp(high).metadata();
  if (!width || !height) throw new DecodeError({ kind: 'corrupt' });
  return writeSaver(() => sharp(high, { failOn: 'error' }), width, height, file);
}

/** Reads only the header: format and declared size. */
async function readHeader(input: string | Buffer, maxPixels: number): Promise<{ width: number; height: number }> {
  let meta: Metadata;
  try {
    // no pixel limit here: only the header is read, and the limit is checked just below with a clear message
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch (err) {
    const unknown = err instanceof Error && /unsupported image format/i.test(err.message);
    throw new DecodeError({ kind: unknown ? 'not-image' : 'corrupt' });
  }
  const isAvif = meta.format === 'heif' && meta.compression === 'av1';
  // HEIC (HEVC) and anything else sharp can read but we do not accept
  if (!isAvif && !ACCEPTED.has(meta.format ?? '')) throw new DecodeError({ kind: 'not-image' });
  const { width, height } = orientedSize(meta);
  if (!width || !height) throw new DecodeError({ kind: 'corrupt' });
  if (width * height > maxPixels) throw new DecodeError({ kind: 'too-many-pixels', width, height, max: maxPixels });
  return { width, height };
}

/**
 * Decodes `input` (a local file or a buffer) and writes its variants. Throws DecodeError for
 * anything that is not a complete image of an accepted type within the pixel limit.
 */
export async function processImage(input: string | Buffer, options: ProcessOptions): Promise<ProcessedImage> {
  const { width, height } = await readHeader(input, options.maxPixels);
  const profile = PROFILES[options.purpose];
  // Each variant opens the input on its own: a JPEG or WebP source is then decoded straight at the
  // variant's scale (shrink-on-load), so the tiny `low` costs a fraction of a full decode, less than
  // resizing one shared full-size decode would. failOn 'error': truncated or corrupt data fails;
  // mere warnings (stray bytes in a scan) do not.
  const open = () =>
    sharp(input, { failOn: 'error', limitInputPixels: options.maxPixels, sequentialRead: true }).autoOrient();
  const high = highSize(width, height, options.purpose);
  const low = lowSize(width, height, options.purpose);
  try {
    const highPipeline = open();
    if (high.width !== width || high.height !== height) highPipeline.resize({ ...high, fit: 'fill' });
    const highInfo = await highPipeline
      .webp({ quality: profile.quality, effort: HIGH_EFFORT })
      .toFile(options.out.high);
    const lowInfo = await open()
      .resize({ ...low, fit: 'fill' })
      .webp({ quality: LOW_QUALITY, effort: LOW_EFFORT })
      .toFile(options.out.low);
    const result: ProcessedImage = {
      width: highInfo.width,
      height: highInfo.height,
      highBytes: highInfo.size,
      lowBytes: lowInfo.size,
    };
    if (options.out.saver) result.saverBytes = await writeSaver(open, width, height, options.out.saver);
    return result;
  } catch (err) {
    // our own disk trouble is a server fault, not a bad upload
    if (err instanceof Error && /unable to open for write|no space left|permission denied/i.test(err.message))
      throw err;
    if (err instanceof Error && /pixel limit/i.test(err.message)) {
      throw new DecodeError({ kind: 'too-many-pixels', width, height, max: options.maxPixels });
    }
    throw new DecodeError({ kind: 'corrupt' });
  }
}
