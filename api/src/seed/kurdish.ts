import type { Random } from './prng.ts';

/**
 * Sorani text for the demo catalogue: titles transliterated from Latin script into the Kurdish
 * (Arabic-based) alphabet, and descriptions assembled from natural template sentences.
 */

/** Longest first: a few English spellings, then digraphs. */
const CLUSTERS: [string, string][] = [
  ['tion', 'شن'],
  ['igh', 'ای'],
  ['sch', 'ش'],
  ['sh', 'ش'],
  ['ch', 'چ'],
  ['kh', 'خ'],
  ['gh', 'غ'],
  ['zh', 'ژ'],
  ['th', 'ت'],
  ['ph', 'ف'],
  ['ck', 'ک'],
  ['qu', 'کو'],
  ['oo', 'وو'],
  ['ou', 'وو'],
  ['ee', 'ی'],
  ['ei', 'ەی'],
  ['ai', 'ای'],
  ['ay', 'ەی'],
  ['ts', 'تس'],
];

const LETTERS: Record<string, string> = {
  a: 'ا',
  b: 'ب',
  c: 'ک',
  d: 'د',
  e: 'ە',
  f: 'ف',
  g: 'گ',
  h: 'ه',
  i: 'ی',
  j: 'ج',
  k: 'ک',
  l: 'ل',
  m: 'م',
  n: 'ن',
  o: 'ۆ',
  p: 'پ',
  q: 'ق',
  r: 'ر',
  s: 'س',
  t: 'ت',
  u: 'و',
  v: 'ڤ',
  w: 'و',
  x: 'کس',
  y: 'ی',
  z: 'ز',
};

/** Word-initial vowels take the hamza carrier, as in ئاسمان, ئێوە, ئۆتۆمبێل. */
const INITIAL_VOWELS: Record<string, string> = { a: 'ئا', e: 'ئە', i: 'ئی', o: 'ئۆ', u: 'ئو' };

const DIGITS = '٠١٢٣٤٥٦٧٨٩';
const PUNCTUATION: Record<string, string> = { ',': '،', '?': '؟', ';': '؛', ':': ':', '!': '!', '-': '-' };

function transliterateWord(word: string): string {
  let out = '';
  let i = 0;
  const w = word.toLowerCase();
  while (i < w.length) {
    const ch = w[i] as string;
    if (i === 0 && INITIAL_VOWELS[ch]) {
      out += INITIAL_VOWELS[ch];
      i++;
      continue;
    }
    const cluster = CLUSTERS.find(([latin]) => w.startsWith(latin, i));
    if (cluster) {
      out += cluster[1];
      i += cluster[0].length;
      continue;
    }
    // a doubled consonant is written once
    if (i > 0 && ch === w[i - 1] && !'aeiou'.includes(ch)) {
      i++;
      continue;
    }
    if (ch >= '0' && ch <= '9') out += DIGITS[Number(ch)];
    else if (LETTERS[ch]) out += i === 0 && ch === 'r' ? 'ڕ' : LETTERS[ch];
    else if (PUNCTUATION[ch]) out += PUNCTUATION[ch];
    i++;
  }
  return out;
}

/** "Kimi no Na wa" -> "کیمی نۆ نا وا". Non-Latin text (Japanese, Chinese) is returned as is. */
export function transliterate(latin: string): string {
  if (!/[a-z]/i.test(latin)) return latin;
  return latin
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/\s+/)
    .map(transliterateWord)
    .filter(Boolean)
    .join(' ');
}

const THEMES = [
  'هاوڕێیەتی',
  'خێزان',
  'ئازایەتی',
  'خەون',
  'تۆڵەسەندنەوە',
  'خۆشەویستی',
  'ئازادی',
  'نهێنییەکانی ڕابردوو',
  'ململانێی دەسەڵات',
  'گەشتێکی دوور',
];

const PLACES = [
  'شارێکی بچووک',
  'قوتابخانەیەکی ناوەندی',
  'دونیایەکی جادوویی',
  'شارێکی داهاتوو',
  'گوندێکی دوور لە شار',
  'کەشتییەکی ئاسمانی',
];

const CLOSINGS = [
  'وەرگێڕانی کوردی ئەم بەرهەمە لەلایەن تیمی ئێمەوە ئامادە کراوە.',
  'ئەگەر حەزت لە چیرۆکی پڕ لە هەست و سەرکێشییە، ئەم بەرهەمە بۆ تۆیە.',
  'بەرهەمێکە کە هەموو تەمەنێک دەتوانن چێژی لێ ببینن.',
  'کۆتایی چیرۆکەکە بینەر بۆ ماوەیەکی زۆر بیر لێ دەکاتەوە.',
];

export type AboutKind = 'movie' | 'series' | 'manga' | 'manhua' | 'oneshot';

const OPENINGS: Record<AboutKind, (title: string, year: string) => string> = {
  movie: (t, y) => `«${t}» فیلمێکی ئەنیمەیی ژاپۆنییە کە ساڵی ${y} بڵاوکرایەوە.`,
  series: (t, y) => `«${t}» زنجیرە ئەنیمەیەکی ژاپۆنییە کە ساڵی ${y} دەستی پێکرد.`,
  manga: (t, y) => `«${t}» مانگایەکی ژاپۆنییە کە ساڵی ${y} بڵاوکرایەوە.`,
  manhua: (t, y) => `«${t}» مانهوایەکی چینییە کە ساڵی ${y} بڵاوکرایەوە.`,
  oneshot: (t, y) => `«${t}» وەنشۆتێکە، واتە چیرۆکێکی تەواو لە یەک بەشدا، کە ساڵی ${y} بڵاوکرایەوە.`,
};

const yearText = (year: number) => new Intl.NumberFormat('ckb', { useGrouping: false }).format(year);

/** Three or four Sorani sentences about a work. */
export function aboutText(rng: Random, kind: AboutKind, title: string, year: number): string {
  const [first, second] = rng.sample(THEMES, 2);
  const sentences = [
    OPENINGS[kind](title, yearText(year)),
    `چیرۆکەکە لە ${rng.pick(PLACES)} ڕوودەدات و باسی ${first} و ${second} دەکات.`,
    rng.pick(CLOSINGS),
  ];
  return sentences.join(' ');
}

export const COUNTRY = { japan: 'ژاپۆن', china: 'چین' } as const;
export const LANGUAGE = { japanese: 'ژاپۆنی', chinese: 'چینی' } as const;
