// Draws the standalone reader's app icons (run from api/, which has sharp): node ../reader/scripts/make-icons.mjs
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { join } from 'node:path';

// sharp is the api's dependency: resolved from the working directory (api/)
const sharp = createRequire(join(process.cwd(), 'package.json'))('sharp');

const out = (name) => fileURLToPath(new URL(`../standalone/${name}`, import.meta.url));
// the site's mark (shell/public/favicon.svg) on a page-like card: an open book of two pages
const svg = (
  size,
  padding,
) => `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 64 64">
  <rect width="64" height="64" ${padding ? '' : 'rx="14"'} fill="#14161b"/>
  <g transform="translate(${padding} ${padding}) scale(${(64 - 2 * padding) / 64})">
    <path d="M8 14 Q20 10 31 15 V52 Q20 47 8 51 Z" fill="#fbfaf6"/>
    <path d="M56 14 Q44 10 33 15 V52 Q44 47 56 51 Z" fill="#e8e6df"/>
    <circle cx="44" cy="30" r="9" fill="#f97316"/>
    <path d="M41 25v10l8-5z" fill="#14161b"/>
    <rect x="13" y="22" width="13" height="2.4" rx="1" fill="#555"/>
    <rect x="13" y="28" width="11" height="2.4" rx="1" fill="#555"/>
    <rect x="13" y="34" width="13" height="2.4" rx="1" fill="#555"/>
  </g>
</svg>`;
writeFileSync(out('icon.svg'), svg(64, 0));
for (const [size, padding, name] of [
  [192, 0, 'icon-192.png'],
  [512, 0, 'icon-512.png'],
  // maskable: the mark inside the safe zone
  [512, 8, 'icon-maskable-512.png'],
]) {
  writeFileSync(
    out(name),
    await sharp(Buffer.from(svg(size, padding)))
      .png()
      .toBuffer(),
  );
}
console.log('icons written to reader/standalone/');
