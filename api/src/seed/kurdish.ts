/**
 * Sorani text for the demo catalogue: Japanese titles said phonetically in the Kurdish (Arabic-based)
 * alphabet, and the countries' and languages' names. The descriptions are about.ts.
 */

const DIGITS = '٠١٢٣٤٥٦٧٨٩';

/**
 * Hepburn romaji, one syllable at a time: an optional consonant (or sh, ch, ts, j, f and the y-glides)
 * and a vowel, a syllable-final n, or the first of a doubled consonant (kk, tt, ss, pp: the small tsu).
 * A word made only of these reads as Japanese; anything else ("Drag", "Limit", "the") is not romaji.
 */
const SYLLABLE = /(?:(?:[kgsztdnhbpmr]y|sh|ch|ts|[kgsztdnhbpmyrwjf])?[aeiou]|n(?![aeiouy])|([kstpgdbzmc])(?=\1|h))/y;

function isRomajiWord(word: string): boolean {
  const w = word.toLowerCase().replace(/[āâ]/g, 'aa').replace(/[ōô]/g, 'ou').replace(/[ūû]/g, 'uu');
  if (!/^[a-z]+$/.test(w)) return /^\d+$/.test(w);
  let i = 0;
  while (i < w.length) {
    SYLLABLE.lastIndex = i;
    const m = SYLLABLE.exec(w);
    if (!m) return false;
    i = SYLLABLE.lastIndex;
  }
  return true;
}

/** English words that are also valid romaji syllable strings: a title with them is English. */
const ENGLISH = new Set([
  'a',
  'i',
  'to',
  'no',
  'go',
  'so',
  'on',
  'be',
  'me',
  'we',
  'he',
  'do',
  'time',
  'game',
  'make',
  'home',
  'mine',
  'more',
  'none',
  'take',
  'tune',
  'zone',
  'bone',
  'one',
  'are',
  'date',
  'note',
  'hope',
  'name',
  'same',
  'sure',
  'fire',
  'tire',
  'ride',
  'side',
  'wine',
  'rose',
  'japan',
]);
const PARTICLES = new Set(['no', 'wa', 'ga', 'to', 'ni', 'de', 'wo', 'o', 'mo', 'e', 'ka', 'na', 'yo']);

/** Whether a Latin title is Japanese romaji (every word a romaji word), so it can be said in Sorani. */
export function isRomaji(title: string): boolean {
  const words = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[\s:!?,.\-–—()'"/]+/)
    .filter(Boolean);
  if (words.length === 0 || !words.some((w) => /[a-z]/i.test(w))) return false;
  // "no", "to" alone are English; between other romaji words they are Japanese particles.
  const content = words.filter((w) => !PARTICLES.has(w.toLowerCase()));
  if (content.length === 0) return false;
  return words.every(isRomajiWord) && !content.some((w) => ENGLISH.has(w.toLowerCase()));
}

const VOWELS: Record<string, string> = { a: 'ا', i: 'ی', u: 'و', e: 'ێ', o: 'ۆ' };
const CONSONANTS: Record<string, string> = {
  sh: 'ش',
  ch: 'چ',
  ts: 'تس',
  j: 'ج',
  f: 'ف',
  k: 'ک',
  g: 'گ',
  s: 'س',
  z: 'ز',
  t: 'ت',
  d: 'د',
  n: 'ن',
  h: 'ه',
  b: 'ب',
  p: 'پ',
  m: 'م',
  y: 'ی',
  r: 'ر',
  w: 'و',
};

/**
 * One romaji word as a Sorani speaker says it ("Naruto" → ناروتۆ, "Shounen" → شۆنێن, "Kyojin" → کیۆجین):
 * long vowels once (ou, oo, uu, ii, ei), doubled consonants once, a vowel that starts a syllable after
 * another vowel (or the word) with the hamza carrier, the i of ai/oi/ui as ی.
 */
function romajiWord(word: string): string {
  const w = word.toLowerCase().replace(/ō|ô/g, 'ou').replace(/ū|û/g, 'uu').replace(/ā|â/g, 'aa');
  if (/^\d+$/.test(w)) return [...w].map((d) => DIGITS[Number(d)]).join('');
  let out = '';
  let i = 0;
  let afterVowel = false;
  let lastVowel = '';
  while (i < w.length) {
    const rest = w.slice(i);
    // the small tsu: a doubled consonant is written once
    if (/^([kstpgdbzm])\1/.test(rest) || rest.startsWith('tch')) {
      i++;
      continue;
    }
    const cons = /^(sh|ch|ts|[kgsztdnhbpmrjf]y|[kgsztdnhbpmyrwjf])/.exec(rest)?.[1];
    if (cons && /[aeiou]/.test(w[i + cons.length] ?? '')) {
      const base = cons.length === 2 && cons.endsWith('y') ? cons[0]! : cons;
      const glide = cons.length === 2 && cons.endsWith('y') ? 'ی' : '';
      out += (i === 0 && base === 'r' ? 'ڕ' : (CONSONANTS[base] ?? '')) + glide;
      i += cons.length;
      afterVowel = false;
      continue;
    }
    const ch = w[i]!;
    if (VOWELS[ch]) {
      // long vowels and ei are one sound
      if (afterVowel && (ch === lastVowel || (lastVowel === 'o' && ch === 'u') || (lastVowel === 'e' && ch === 'i'))) {
        i++;
        lastVowel = '';
        continue;
      }
      if (afterVowel && ch === 'i') out += 'ی';
      else if (i === 0 || afterVowel) out += ch === 'a' ? 'ئا' : `ئ${VOWELS[ch]}`;
      else out += VOWELS[ch];
      afterVowel = true;
      lastVowel = ch;
      i++;
      continue;
    }
    if (ch === 'n') out += 'ن';
    afterVowel = false;
    lastVowel = '';
    i++;
  }
  return out;
}

/**
 * The Kurdish line of a demo title, so the demo reads like a real Kurdish site: a Japanese romaji title said
 * phonetically in Sorani ("Shingeki no Kyojin" → «شینگێکی نۆ کیۆجین»); an English title (or anything else) has none,
 * and its page hides the line: the English stays as written, as a Kurdish site would show it, never a letter-by-letter
 * rendering of English words.
 */
export function kurdishTitle(latin: string): string {
  const title = latin.replace(/\s*\(\d+\)$/, '');
  if (!isRomaji(title)) return '';
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/\s+/)
    .map((word) =>
      word
        .split('-')
        .map((part) => {
          const [, lead = '', core = '', tail = ''] = /^([^a-z0-9]*)([a-z0-9]*)(.*)$/i.exec(part) ?? [];
          const punct = (p: string) => p.replace(/\?/g, '؟').replace(/,/g, '،');
          return punct(lead) + romajiWord(core) + punct(tail);
        })
        .join('-'),
    )
    .filter(Boolean)
    .join(' ');
}

export const COUNTRY = { japan: 'ژاپۆن', china: 'چین' } as const;
export const LANGUAGE = { japanese: 'ژاپۆنی', chinese: 'چینی' } as const;
