/**
 * What `pnpm bench:media` adds beyond speed: the server's CPU time (Linux /proc), and how the stored
 * `high` variant compares with what the previous settings made of the same page.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { ssim } from 'ssim.js';
import { highSize, PROFILES } from '../../src/media/pipeline.ts';

const TICKS = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;

/** CPU seconds (user + system, every thread) the process has used so far. */
export function cpuSeconds(pid: number): number {
  // the command name (field 2) may hold spaces: count fields after its closing parenthesis
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS;
}

/** The `high` settings before they were tuned for speed (effort 4): the reference for bytes and SSIM. */
async function previousHigh(source: string): Promise<Buffer> {
  const meta = await sharp(source).metadata();
  const size = highSize(meta.width ?? 1, meta.height ?? 1, 'page');
  const image = sharp(source, { failOn: 'error', sequentialRead: true }).autoOrient();
  if (size.width !== meta.width || size.height !== meta.height) image.resize({ ...size, fit: 'fill' });
  return image.webp({ quality: PROFILES.page.quality, effort: 4 }).toBuffer();
}

/** Full-resolution RGBA at `width` x `height`, as ssim.js wants it. */
async function pixels(input: string | Buffer, width: number, height: number) {
  const { data, info } = await sharp(input)
    .autoOrient()
    .resize({ width, height, fit: 'fill' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return {
    data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.length),
    width: info.width,
    height: info.height,
  };
}

export interface Quality {
  pages: number;
  /** Mean SSIM (no downsampling) against the uploaded page, for the stored and the previous `high`. */
  ssimNow: number;
  ssimBefore: number;
  /** Mean SSIM between the stored and the previous `high`. */
  ssimBetween: number;
  bytesNow: number;
  bytesBefore: number;
}

/** Compares stored `high` files with the previous settings' output for the same sources (pairs in order). */
export async function compareHigh(pairs: Array<{ source: string; high: string }>): Promise<Quality> {
  const q: Quality = { pages: pairs.length, ssimNow: 0, ssimBefore: 0, ssimBetween: 0, bytesNow: 0, bytesBefore: 0 };
  for (const { source, high } of pairs) {
    const now = readFileSync(high);
    const before = await previousHigh(source);
    const { width, height } = await sharp(now).metadata();
    const [src, a, b] = await Promise.all([
      pixels(source, width, height),
      pixels(now, width, height),
      pixels(before, width, height),
    ]);
    const options = { downsample: false } as const;
    q.ssimNow += ssim(src, a, options).mssim / pairs.length;
    q.ssimBefore += ssim(src, b, options).mssim / pairs.length;
    q.ssimBetween += ssim(a, b, options).mssim / pairs.length;
    q.bytesNow += now.length / pairs.length;
    q.bytesBefore += before.length / pairs.length;
  }
  return q;
}
