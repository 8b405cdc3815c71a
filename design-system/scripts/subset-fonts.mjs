// `pnpm --filter @ckb/design-system fonts`: writes the two Vazirmatn files of the first paint
// (src/styles/fonts/*.woff2) and the CSS that declares them (src/styles/fonts.css), from the
// @fontsource-variable/vazirmatn files. Run it again after updating that package; commit what it writes.
//
// Why: fontsource's Arabic file covers every language written in Arabic script (46 KB) and its Latin
// file all of Latin-1 plus punctuation (35 KB), with the whole 100-900 weight axis. A first visit needs
// far less: the letters of Sorani (and of the Arabic titles the works carry), Latin for English
// titles, and the weights the tokens use (400-700). These two files are some 41 KB together and are the
// ones the shell preloads (tooling/vite.ts). The fontsource faces stay declared before them, so any other
// character still gets Vazirmatn, from the fontsource file that has it, loaded when a page needs it.
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

const here = dirname(fileURLToPath(import.meta.url));
const styles = join(here, '..', 'src', 'styles');
const source = join(
  dirname(createRequire(import.meta.url).resolve('@fontsource-variable/vazirmatn/index.css')),
  'files',
);

/**
 * The weights the tokens use (--font-weight-regular … bold, and 600): the axis is cut to this range. The
 * faces still declare 100-900, so a stray lighter or `bolder` weight stays in these files (drawn at the
 * nearest weight they hold) instead of fetching fontsource's whole files.
 */
const WEIGHTS = { min: 400, max: 700 };

/** Code point ranges, inclusive: [first, last]. */
const FACES = [
  {
    name: 'vazirmatn-first-ckb',
    from: 'vazirmatn-arabic-wght-normal.woff2',
    ranges: [
      [0x060c, 0x060c], // ، comma
      [0x061b, 0x061b], // ؛ semicolon
      [0x061f, 0x061f], // ؟ question mark
      [0x0621, 0x063a], // ء … غ: the Arabic letters (Sorani's among them)
      [0x0640, 0x0652], // tatweel, ف … ي, harakat
      [0x0660, 0x066c], // Arabic-Indic digits, ٪ ٫ ٬
      [0x067e, 0x067e], // پ
      [0x0686, 0x0686], // چ
      [0x0695, 0x0695], // ڕ
      [0x0698, 0x0698], // ژ
      [0x06a4, 0x06a4], // ڤ
      [0x06a9, 0x06a9], // ک
      [0x06af, 0x06af], // گ
      [0x06b5, 0x06b5], // ڵ
      [0x06be, 0x06be], // ھ
      [0x06c6, 0x06c6], // ۆ
      [0x06cc, 0x06cc], // ی
      [0x06ce, 0x06ce], // ێ
      [0x06d5, 0x06d5], // ە
      [0x06f0, 0x06f9], // Persian digits
      [0x200c, 0x200f], // ZWNJ, ZWJ, LRM, RLM
    ],
  },
  {
    name: 'vazirmatn-first-latin',
    from: 'vazirmatn-latin-wght-normal.woff2',
    // fontsource's Latin file's whole range: every character the first paint had before, it still has.
    ranges: [
      [0x0000, 0x00ff], // ASCII and Latin-1: « », ×, the accented letters of romaji and French titles
      [0x0131, 0x0131],
      [0x0152, 0x0153],
      [0x02bb, 0x02bc],
      [0x02c6, 0x02c6],
      [0x02da, 0x02da],
      [0x02dc, 0x02dc],
      [0x0304, 0x0304],
      [0x0308, 0x0308],
      [0x0329, 0x0329],
      [0x2000, 0x206f], // general punctuation: dashes, quotes, …, spaces
      [0x20ac, 0x20ac],
      [0x2122, 0x2122],
      [0x2191, 0x2191],
      [0x2193, 0x2193],
      [0x2212, 0x2212],
      [0x2215, 0x2215],
      [0xfeff, 0xfeff],
      [0xfffd, 0xfffd],
    ],
  },
];

const hex = (n) => n.toString(16).toUpperCase().padStart(4, '0');
const text = (ranges) =>
  ranges.flatMap(([a, b]) => Array.from({ length: b - a + 1 }, (_, i) => String.fromCodePoint(a + i))).join('');
const unicodeRange = (ranges) => ranges.map(([a, b]) => (a === b ? `U+${hex(a)}` : `U+${hex(a)}-${hex(b)}`)).join(', ');

mkdirSync(join(styles, 'fonts'), { recursive: true });
const rules = [];
for (const face of FACES) {
  const out = await subsetFont(readFileSync(join(source, face.from)), text(face.ranges), {
    targetFormat: 'woff2',
    variationAxes: { wght: WEIGHTS },
  });
  writeFileSync(join(styles, 'fonts', `${face.name}.woff2`), out);
  console.log(`${face.name}.woff2: ${(out.length / 1024).toFixed(1)} KB`);
  rules.push(`@font-face {
  font-family: 'Vazirmatn Variable';
  font-style: normal;
  font-display: swap;
  font-weight: 100 900;
  src: url('./fonts/${face.name}.woff2') format('woff2-variations');
  unicode-range: ${unicodeRange(face.ranges)};
}`);
}

// Formatted as the repository's Prettier would (the lint step checks it).
const cssPath = join(styles, 'fonts.css');
const prettier = await import('prettier');
const header = `/* Written by scripts/subset-fonts.mjs: do not edit. The first paint's Vazirmatn (Sorani and Latin,
   weights ${WEIGHTS.min}-${WEIGHTS.max}). Declared after fontsource's faces, so a browser tries these first for the
   characters they hold (CSS Fonts 4: of overlapping faces, the last declared wins). */`;
writeFileSync(
  cssPath,
  await prettier.format(`${header}\n${rules.join('\n\n')}\n`, {
    ...(await prettier.resolveConfig(cssPath)),
    filepath: cssPath,
  }),
);
