/**
 * The Sorani-aware text normalizer: one module for every place text is stored for search
 * and every place a query arrives, so both sides always agree.
 *
 * Sorani is typed on Kurdish, Arabic and Persian keyboards, so one title arrives with ي or ی, ك or ک,
 * ه‌ or ە, with tatweel, harakat and stray ZWNJ. Three levels:
 *
 * - `normalizeSorani` (the strict key): Lucene's SoraniNormalizer and AsoSoft's rules — ي/ى→ی, ك→ک,
 *   ه+ZWNJ→ە, word-final ه→ە, ة→ە, ھ→ه, ڒ→ڕ, letters with a combining V or breve to ڕ ڵ ێ ۆ,
 *   presentation forms to base letters (NFKC), tatweel, harakat and format characters removed,
 *   Arabic-Indic and Persian digits to 0-9; Latin folded for case and accents; spaces collapsed.
 *   Text already written the Sorani way (and lower-case Latin) comes out unchanged.
 * - `looseKey`: the strict key, then ڕ→ر ڵ→ل ێ→ی ۆ→و ە→ه ڤ→ف, punctuation to spaces, so a query
 *   typed without Kurdish letters still matches.
 * - `searchTokens` / `compactKey`: the loose key's words, and the loose key with every space removed
 *   (spaces and ZWNJ inside words are ignored by comparing compact keys).
 *
 * No dependencies; the api uses it on writes and queries, the public site may use it for highlighting.
 * Stored keys keep the rules they were written with: a change here ships with a migration that calls
 * `rekeyWorks` (api/src/search/rekey.ts; docs/recipes.md, "Change the Sorani normalizer").
 */

const ZWNJ = '\u200c';
const HEH = 'ه';
const AE = 'ە';

/** Combining marks that some keyboards add to a base letter instead of typing the Kurdish letter. */
const V_MARKS = '\u065a\u0306\u030c';
const WITH_V: Record<string, string> = { ی: 'ێ', ي: 'ێ', ى: 'ێ', ر: 'ڕ', ل: 'ڵ', و: 'ۆ' };

/** One letter to another (after NFKC). */
const LETTERS: Record<string, string> = {
  ي: 'ی', // Arabic yeh
  ى: 'ی', // alef maksura
  ې: 'ی',
  ك: 'ک', // Arabic kaf
  ڪ: 'ک',
  ھ: HEH, // heh doachashmee
  ة: AE, // teh marbuta
  ۀ: AE, // heh with yeh above
  ۃ: AE,
  ڒ: 'ڕ',
  ڶ: 'ڵ',
  ڷ: 'ڵ',
  ؤ: 'ۆ',
};

/** Special Latin letters NFD does not split into a base and a mark. */
const LATIN_SPECIAL: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
};

const LOOSE: Record<string, string> = { ڕ: 'ر', ڵ: 'ل', ێ: 'ی', ۆ: 'و', [AE]: HEH, ڤ: 'ف' };

const ARABIC_INDIC_ZERO = 0x0660;
const PERSIAN_ZERO = 0x06f0;

// Tatweel, harakat (fathatan..sukun and the rest of 064B-065F), superscript alef, Quranic marks.
const REMOVED = /\u0640|[\u064b-\u065f\u0670\u06d6-\u06ed]/g;
const FORMAT = /\p{Cf}/gu;
const LATIN_ACCENTED = /[\u00c0-\u024f\u1e00-\u1eff]/g;
const WITH_V_RE = new RegExp(`(${Object.keys(WITH_V).join('|')})(?:${[...V_MARKS].join('|')})`, 'g');
const LETTER_RE = new RegExp(`[${Object.keys(LETTERS).join('')}]`, 'g');
const LOOSE_RE = new RegExp(`[${Object.keys(LOOSE).join('')}]`, 'g');
// A heh that ends a word: followed by something that is not a letter or a mark (or by nothing).
const FINAL_HEH = /ه(?![\p{L}\p{M}])/gu;

function foldLatin(ch: string): string {
  const lower = ch.toLowerCase();
  return LATIN_SPECIAL[lower] ?? lower.normalize('NFD').replace(/\p{M}/gu, '');
}

/** The strict Sorani key (see the module comment). */
export function normalizeSorani(text: string): string {
  let s = text.normalize('NFKC');
  s = s.replace(WITH_V_RE, (_, base: string) => WITH_V[base] as string);
  // ه followed by ZWNJ is how ە is typed without a Kurdish keyboard.
  s = s.split(HEH + ZWNJ).join(AE);
  s = s.replace(REMOVED, '').replace(FORMAT, '');
  s = s.replace(LETTER_RE, (ch) => LETTERS[ch] as string);
  // After ھ→ه (Lucene keeps a final ھ as h, but then the key would change when normalized twice).
  s = s.replace(FINAL_HEH, AE);
  s = s.replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - ARABIC_INDIC_ZERO));
  s = s.replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - PERSIAN_ZERO));
  s = s.replace(LATIN_ACCENTED, foldLatin).toLowerCase();
  return s.replace(/\s+/gu, ' ').trim();
}

/** The loose key: strict, then the Kurdish letters to their Arabic-keyboard look-alikes, punctuation to spaces. */
export function looseKey(text: string): string {
  return normalizeSorani(text)
    .replace(LOOSE_RE, (ch) => LOOSE[ch] as string)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The loose key's words (letters and digits only). */
export function searchTokens(text: string): string[] {
  const key = looseKey(text);
  return key ? key.split(' ') : [];
}

/** The loose key without spaces: how two spellings that differ only in spacing are compared. */
export function compactKey(text: string): string {
  return looseKey(text).replaceAll(' ', '');
}
