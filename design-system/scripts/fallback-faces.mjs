// `pnpm --filter @ckb/design-system fonts:fallback`: writes src/styles/fonts-fallback.css, the faces a
// browser draws with while Vazirmatn is still on its way, each a system font the visitor may already have
// (local()), resized and with Vazirmatn's vertical metrics, so that the text takes the same room in both and
// nothing moves when Vazirmatn arrives (docs/first-paint.md, "When the fonts arrive after the first paint").
//
// How the numbers are found, per system font and per script (Sorani, Latin) and weight (400, 700):
// - size-adjust: the width of a sample of the site's own text (shaped with fontkit, so Arabic letters take
//   their joined forms) in Vazirmatn, divided by its width in the system font. Lines then break at the
//   same words, which is what moved the detail pages' hero.
// - ascent-, descent- and line-gap-override: Vazirmatn's (it sets USE_TYPO_METRICS, and its typo and hhea
//   values agree), divided by size-adjust because the browser scales the overrides by it too (CSS Fonts 5).
// The system fonts' files come from npm packages of the same fonts (fontsource's Noto files, DejaVu), which
// have the same glyph widths as the copies installed on phones and Linux. Windows' and macOS' Arabic fonts
// (Segoe UI, Tahoma, Geeza Pro) are not free to ship, so those systems keep today's fallback.
// Run it again after `fonts` (subset-fonts.mjs) or a font update; commit what it writes.
import * as fontkit from 'fontkit';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';
import { FACES, unicodeRange } from './first-paint-faces.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const styles = join(here, '..', 'src', 'styles');
const require = createRequire(import.meta.url);
const pkgFile = (pkg, file) => join(dirname(require.resolve(`${pkg}/package.json`)), file);

/** What the site writes most: its menus, hero texts and about lines, and Latin titles. */
const SAMPLES = {
  ckb:
    'سەرەکی فیلم زنجیرە مانگا گەڕان ستاف دەربارە بینین بەردەوامبوون وەرزی یەکەم ئەڵقەی دووەم بەشی سێیەم ' +
    'ئەنیمی کورد شوێنێکە بۆ بینینی ئەنیمە و خوێندنەوەی مانگا بە زمانی کوردی، بە وەرگێڕانی خۆبەخشەکان. ' +
    'گەنجێک کە دوای مردنی باوکی دەچێتە شارێکی نوێ و لەوێ هاوڕێی تازە دەدۆزێتەوە و ڕووبەڕووی نهێنییەکان دەبێتەوە. ' +
    '٢٠٢٤ · ٨٫٥ · ١٢٠ خولەک',
  latin: 'Attack on Titan: The Final Season | Frieren: Beyond Journey’s End (2023) — One Piece, Naruto 8.5 IMDb 24 min',
};

/** Each fallback face covers the characters of the first-paint face of its script. */
const RANGES = {
  ckb: unicodeRange(FACES.find((f) => f.name === 'vazirmatn-first-ckb').ranges),
  latin: unicodeRange(FACES.find((f) => f.name === 'vazirmatn-first-latin').ranges),
};

const vazirmatn = (script) =>
  pkgFile(
    '@fontsource-variable/vazirmatn',
    `files/vazirmatn-${script === 'ckb' ? 'arabic' : 'latin'}-wght-normal.woff2`,
  );

/**
 * The system fonts, each under the names browsers find it by (full and PostScript names; Android's UI
 * variants have the same widths), with the files their widths are read from, per script and weight.
 */
const SYSTEM_FONTS = [
  // Latin first, with fonts whose letters are closer to Vazirmatn's (which took its Latin from Roboto) than the
  // Arabic-script fonts' own Latin: the same widths word by word, not only on average, so a Latin title breaks
  // into as many lines in the fallback as in Vazirmatn. Android has Roboto; Windows and macOS have Arial, Linux
  // its metric twin Liberation Sans (Arimo on npm).
  {
    family: 'Vazirmatn fallback Roboto',
    scripts: ['latin'],
    local: { 400: ['Roboto', 'Roboto-Regular', 'Roboto Regular'], 700: ['Roboto Bold', 'Roboto-Bold'] },
    file: (_script, weight) => pkgFile('@fontsource/roboto', `files/roboto-latin-${weight}-normal.woff2`),
  },
  {
    family: 'Vazirmatn fallback Arial',
    scripts: ['latin'],
    local: {
      400: ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans', 'Arimo', 'Arimo-Regular'],
      700: ['Arial Bold', 'Arial-BoldMT', 'Liberation Sans Bold', 'LiberationSans-Bold', 'Arimo Bold', 'Arimo-Bold'],
    },
    file: (_script, weight) => pkgFile('@fontsource/arimo', `files/arimo-latin-${weight}-normal.woff2`),
  },
  {
    family: 'Vazirmatn fallback Naskh',
    local: {
      400: ['Noto Naskh Arabic UI', 'NotoNaskhArabicUI-Regular', 'Noto Naskh Arabic', 'NotoNaskhArabic-Regular'],
      700: ['Noto Naskh Arabic UI Bold', 'NotoNaskhArabicUI-Bold', 'Noto Naskh Arabic Bold', 'NotoNaskhArabic-Bold'],
    },
    file: (script, weight) =>
      pkgFile(
        '@fontsource/noto-naskh-arabic',
        `files/noto-naskh-arabic-${script === 'ckb' ? 'arabic' : 'latin'}-${weight}-normal.woff2`,
      ),
  },
  {
    family: 'Vazirmatn fallback Noto Sans',
    local: {
      400: ['Noto Sans Arabic UI', 'NotoSansArabicUI-Regular', 'Noto Sans Arabic', 'NotoSansArabic-Regular'],
      700: ['Noto Sans Arabic UI Bold', 'NotoSansArabicUI-Bold', 'Noto Sans Arabic Bold', 'NotoSansArabic-Bold'],
    },
    file: (script, weight) =>
      pkgFile(
        '@fontsource/noto-sans-arabic',
        `files/noto-sans-arabic-${script === 'ckb' ? 'arabic' : 'latin'}-${weight}-normal.woff2`,
      ),
  },
  {
    family: 'Vazirmatn fallback DejaVu',
    local: { 400: ['DejaVu Sans', 'DejaVuSans'], 700: ['DejaVu Sans Bold', 'DejaVuSans-Bold'] },
    file: (_script, weight) => pkgFile('dejavu-fonts-ttf', `ttf/DejaVuSans${weight === 700 ? '-Bold' : ''}.ttf`),
  },
];

const WEIGHTS = [400, 700];

/** A font at one weight, as fontkit reads it: variable fonts are pinned to the weight first (harfbuzz). */
async function open(file, weight, text) {
  const bytes = readFileSync(file);
  const probe = fontkit.create(bytes);
  if (!probe.variationAxes?.wght) return probe;
  const pinned = await subsetFont(bytes, text, { targetFormat: 'truetype', variationAxes: { wght: weight } });
  return fontkit.create(pinned);
}

/** The sample's advance width in ems, shaped (joined Arabic forms, kerning). */
const width = (font, text) => font.layout(text).positions.reduce((sum, p) => sum + p.xAdvance, 0) / font.unitsPerEm;

const percent = (n) => `${(n * 100).toFixed(2)}%`;

const rules = [];
const report = [];
for (const system of SYSTEM_FONTS) {
  for (const weight of WEIGHTS) {
    for (const script of system.scripts ?? ['ckb', 'latin']) {
      const text = SAMPLES[script];
      const ours = await open(vazirmatn(script), weight, text);
      const theirs = await open(system.file(script, weight), weight, text);
      const sizeAdjust = width(ours, text) / width(theirs, text);
      const em = ours.unitsPerEm * sizeAdjust;
      report.push(`${system.family} ${weight} ${script}: size-adjust ${percent(sizeAdjust)}`);
      rules.push(`@font-face {
  font-family: '${system.family}';
  font-style: normal;
  font-weight: ${weight === 400 ? '100 599' : '600 900'};
  src: ${system.local[weight].map((name) => `local('${name}')`).join(', ')};
  unicode-range: ${RANGES[script]};
  size-adjust: ${percent(sizeAdjust)};
  ascent-override: ${percent(ours.ascent / em)};
  descent-override: ${percent(Math.abs(ours.descent) / em)};
  line-gap-override: ${percent(ours.lineGap / em)};
}`);
    }
  }
}

const cssPath = join(styles, 'fonts-fallback.css');
const prettier = await import('prettier');
const header = `/* Written by scripts/fallback-faces.mjs: do not edit. System fonts resized to Vazirmatn's widths and given
   its vertical metrics, drawn while Vazirmatn loads, so its arrival moves nothing (the script says how). */`;
writeFileSync(
  cssPath,
  await prettier.format(`${header}\n${rules.join('\n\n')}\n`, {
    ...(await prettier.resolveConfig(cssPath)),
    filepath: cssPath,
  }),
);
console.log(report.join('\n'));
console.log(`wrote ${cssPath}`);
console.log(`families: ${SYSTEM_FONTS.map((s) => `'${s.family}'`).join(', ')}`);
