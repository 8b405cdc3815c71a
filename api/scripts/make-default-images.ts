/**
 * Writes the default pictures shipped in static/img (run once; the PNGs are committed):
 * /img/default/default.png (any missing image) and /img/poster/default.png (missing posters).
 * Plain shapes, no text, so they suit both directions and every language.
 *   pnpm exec tsx scripts/make-default-images.ts
 */
import sharp from 'sharp';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { staticDir } from '../src/paths.ts';

function svg(width: number, height: number): string {
  const s = Math.min(width, height) * 0.28;
  const cx = width / 2;
  const cy = height / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#2a2f45"/><stop offset="1" stop-color="#151826"/></linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>
  <g fill="none" stroke="#59607f" stroke-width="${s * 0.06}" stroke-linejoin="round">
    <rect x="${cx - s}" y="${cy - s * 0.75}" width="${s * 2}" height="${s * 1.5}" rx="${s * 0.12}"/>
    <polyline points="${cx - s * 0.8},${cy + s * 0.55} ${cx - s * 0.2},${cy - s * 0.1} ${cx + s * 0.2},${cy + s * 0.3} ${cx + s * 0.45},${cy + s * 0.05} ${cx + s * 0.8},${cy + s * 0.55}"/>
  </g>
  <circle cx="${cx + s * 0.45}" cy="${cy - s * 0.35}" r="${s * 0.14}" fill="#59607f"/>
</svg>`;
}

async function write(path: string, width: number, height: number): Promise<void> {
  mkdirSync(join(path, '..'), { recursive: true });
  await sharp(Buffer.from(svg(width, height)))
    .png({ compressionLevel: 9, palette: true })
    .toFile(path);
}

await write(join(staticDir, 'img', 'default', 'default.png'), 800, 450);
await write(join(staticDir, 'img', 'poster', 'default.png'), 400, 600);
process.stdout.write('wrote static/img/default/default.png and static/img/poster/default.png\n');
