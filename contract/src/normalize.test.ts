import { describe, expect, it } from 'vitest';
import { compactKey, looseKey, normalizeSorani, searchTokens } from './normalize.ts';

const ZWNJ = '\u200c';

/**
 * [what is typed, the strict key]. Expectations are written from the rules (Lucene SoraniNormalizer,
 * AsoSoft), with real titles and words as a Kurd types them on Kurdish, Arabic and Persian keyboards.
 */
const STRICT: [string, string, string][] = [
  // --- text already written the Sorani way: must not change
  ['a Sorani title', 'هێرشی تایتانەکان', 'هێرشی تایتانەکان'],
  ['a Sorani sentence', 'ئەنیمی و مانگا بە کوردی', 'ئەنیمی و مانگا بە کوردی'],
  ['ڕ ڵ ێ ۆ ڤ kept', 'ڕێگای ماڵەوە بۆ ڤیەتنام', 'ڕێگای ماڵەوە بۆ ڤیەتنام'],
  ['ئ kept composed', 'ئاسمانی شین', 'ئاسمانی شین'],
  ['ASCII digits kept', 'وەرزی 2', 'وەرزی 2'],
  ['lower-case Latin kept', 'shingeki no kyojin', 'shingeki no kyojin'],
  ['punctuation kept', 're:zero - ژیان لە جیهانێکی تر', 're:zero - ژیان لە جیهانێکی تر'],
  ['ە in the middle kept', 'دەروازەی ئاسمان', 'دەروازەی ئاسمان'],
  ['ھ at the start (h) is the plain heh', 'ھەولێر', 'هەولێر'],
  ['ه inside a word stays ه', 'شەهید', 'شەهید'],
  // --- yeh and kaf from Arabic and Persian keyboards
  ['Arabic yeh ي → ی', 'كوردي', 'کوردی'],
  ['alef maksura ى → ی', 'دنيى', 'دنیی'],
  ['Arabic kaf ك → ک', 'كچی ئاگر', 'کچی ئاگر'],
  ['Arabic keyboard title', 'ناروتو شيپودن', 'ناروتو شیپودن'],
  ['Arabic yeh in ئ + ي', 'ئيمە', 'ئیمە'],
  // --- heh and ae
  ['ه + ZWNJ → ە', `به${ZWNJ}ڵام`, 'بەڵام'],
  ['ه + ZWNJ in a title', `هێرشی تایتانه${ZWNJ}کان`, 'هێرشی تایتانەکان'],
  ['word-final ه → ە', `ئه${ZWNJ}م زنجیره`, 'ئەم زنجیرە'],
  ['final ه before punctuation', 'ناوه، دیکه.', 'ناوە، دیکە.'],
  ['teh marbuta ة → ە', 'مدرسة', 'مدرسە'],
  ['heh with yeh above ۀ → ە', 'خانۀ', 'خانە'],
  ['ھ doachashmee → ه', 'شاھی', 'شاهی'],
  ['final ھ is final ه too (so the key is idempotent)', 'شاھ', 'شاە'],
  // --- ڕ ڵ ێ ۆ typed with marks
  ['ڒ → ڕ', 'ڒێگا', 'ڕێگا'],
  ['ر + small v → ڕ', 'ر\u065aێگا', 'ڕێگا'],
  ['ل + breve → ڵ', 'مال\u0306ەکەم', 'ماڵەکەم'],
  ['ل + small v → ڵ', 'مال\u065a', 'ماڵ'],
  ['ی + small v → ێ', 'ری\u065aگا', 'رێگا'],
  ['و + small v → ۆ', 'بو\u065a', 'بۆ'],
  ['ؤ → ۆ', 'کؤمەڵ', 'کۆمەڵ'],
  ['ڶ → ڵ', 'گوڶ', 'گوڵ'],
  // --- removed: tatweel, harakat, format characters
  ['tatweel', 'کـــوردی', 'کوردی'],
  ['harakat', 'مَانْگَا', 'مانگا'],
  ['superscript alef', 'هٰذا', 'هذا'],
  ['stray ZWNJ', `کور${ZWNJ}دی`, 'کوردی'],
  ['RLM, LRM and ZWJ', '\u200fئەنیمی\u200e\u200d', 'ئەنیمی'],
  ['BOM and bidi embedding', '\ufeff\u202bمانگا\u202c', 'مانگا'],
  // --- presentation forms (NFKC)
  ['isolated and final forms', '\ufee3\ufe8e\ufee7\ufb93\ufe8e', 'مانگا'],
  ['lam-alef ligature', '\ufefbو', 'لاو'],
  // --- digits
  ['Arabic-Indic digits', 'وەرزی ٢', 'وەرزی 2'],
  ['Persian digits', 'بەشی ۱۲', 'بەشی 12'],
  ['mixed digits', '٣۴5', '345'],
  // --- Latin case and accents
  ['macron', 'Shingeki no Kyōjin', 'shingeki no kyojin'],
  ['acute and upper case', 'Pokémon', 'pokemon'],
  ['umlaut and ß', 'Mädchen Straße', 'madchen strasse'],
  ['full-width Latin', 'ＮＡＲＵＴＯ', 'naruto'],
  // --- spaces
  ['spaces collapsed and trimmed', '  ون   پیس  ', 'ون پیس'],
  ['no-break space', 'ون\u00a0پیس', 'ون پیس'],
];

describe('normalizeSorani (the strict key)', () => {
  it('has at least 40 cases', () => expect(STRICT.length).toBeGreaterThanOrEqual(40));

  it.each(STRICT)('%s', (_, input, expected) => expect(normalizeSorani(input)).toBe(expected));

  it('is idempotent', () => {
    for (const [, input] of STRICT) expect(normalizeSorani(normalizeSorani(input))).toBe(normalizeSorani(input));
  });
});

const LOOSE: [string, string, string][] = [
  ['ڕ ڵ ێ ۆ ە ڤ to their look-alikes', 'ڕێگای ماڵەوە بۆ ڤیەتنام', 'ریگای مالهوه بو فیهتنام'],
  ['Arabic-keyboard spelling meets the Kurdish one', `هيرشى تايتانه${ZWNJ}كان`, 'هیرشی تایتانهکان'],
  ['the Kurdish spelling', 'هێرشی تایتانەکان', 'هیرشی تایتانهکان'],
  ['punctuation to spaces', 're:zero - ژیان', 're zero ژیان'],
  ['Latin folded', 'Shingeki no Kyōjin', 'shingeki no kyojin'],
];

describe('looseKey', () => {
  it.each(LOOSE)('%s', (_, input, expected) => expect(looseKey(input)).toBe(expected));
});

describe('compact keys and tokens', () => {
  it('ignore spaces and ZWNJ inside words', () => {
    expect(compactKey('هێرش کردنە سەر تایتان')).toBe(compactKey(`هێرشکردنه${ZWNJ} سەرتایتان`));
  });

  it('make the spellings of one title equal', () => {
    const spellings = ['هێرشی تایتانەکان', `هيرشى تايتانه${ZWNJ}كان`, 'هـێـرشی تایتانەکان', 'هیرشی تایتانهکان'];
    expect(new Set(spellings.map(compactKey)).size).toBe(1);
  });

  it('split into words of letters and digits', () => {
    expect(searchTokens('  Attack on Titan: Season ٢ ')).toEqual(['attack', 'on', 'titan', 'season', '2']);
    expect(searchTokens('"*) OR 1=1 --%_')).toEqual(['or', '1', '1']);
    expect(searchTokens('\u200c\u200f')).toEqual([]);
  });
});
