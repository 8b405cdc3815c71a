// The two first-paint faces of Vazirmatn and the characters each holds: read by subset-fonts.mjs, which cuts
// the files, and by fallback-faces.mjs, whose fallback faces cover the same ranges.

/** Code point ranges, inclusive: [first, last]. */
export const FACES = [
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
export const text = (ranges) =>
  ranges.flatMap(([a, b]) => Array.from({ length: b - a + 1 }, (_, i) => String.fromCodePoint(a + i))).join('');
export const unicodeRange = (ranges) =>
  ranges.map(([a, b]) => (a === b ? `U+${hex(a)}` : `U+${hex(a)}-${hex(b)}`)).join(', ');
