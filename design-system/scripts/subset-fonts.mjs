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
import { FACES, text, unicodeRange } from './first-paint-faces.mjs';

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
