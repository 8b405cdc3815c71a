/**
 * The scan-like pages of the media benchmarks: ~1100x1600 JPEGs of about 1.1 MB (drawn panels,
 * screentone, speed lines, grain), made once with sharp and cached in /tmp/ckb-bench-media/pages-v1.
 * Used by `pnpm bench:media` (server side) and, through `bench/pages.ts`, by `pnpm bench:admin` (the
 * browser uploading them).
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { drawPage } from '../../src/seed/images.ts';

export const PAGE_CACHE = join('/tmp/ckb-bench-media', 'pages-v1');
const WIDTH = 1100;
const HEIGHT = 1600;

/** A scan-like page: drawn content, then grain, then JPEG at high quality. */
async function makePage(n: number): Promise<Buffer> {
  const { data, info } = await sharp(Buffer.from(drawPage(1 + (n % 7), WIDTH, HEIGHT, 2 + (n % 2))))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  let seed = 1 + n * 7919;
  for (let i = 0; i < data.length; i += 3) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    const grain = ((seed >> 8) % 61) - 30;
    for (let c = 0; c < 3; c++) {
      const v = (data[i + c] as number) + grain + ((seed >> (c * 3)) & 3);
      data[i + c] = v < 0 ? 0 : v > 255 ? 255 : v;
    }
  }
  return sharp(data, { raw: info }).jpeg({ quality: 95 }).toBuffer();
}

export async function pageFiles(count: number): Promise<string[]> {
  mkdirSync(PAGE_CACHE, { recursive: true });
  const files: string[] = [];
  let made = 0;
  const started = Date.now();
  for (let n = 1; n <= count; n++) {
    const file = join(PAGE_CACHE, `page-${String(n).padStart(3, '0')}.jpg`);
    if (!existsSync(file)) {
      writeFileSync(file, await makePage(n));
      made++;
      if (made % 20 === 0) process.stdout.write(`  generated ${made} pages...\n`);
    }
    files.push(file);
  }
  if (made)
    process.stdout.write(
      `  generated ${made} pages in ${((Date.now() - started) / 1000).toFixed(1)} s (cached in ${PAGE_CACHE})\n`,
    );
  return files;
}
