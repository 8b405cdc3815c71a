/**
 * One Sorani word for each thing the product talks about, and the variants not to use. Every text a person
 * reads (each package's strings modules, the api's messages, the demo content, components' own words) is
 * checked against this list by `glossary.test.ts`, which also refuses Western digits inside Sorani text and a
 * wire field's name inside a message (a field is named by its label, `fieldLabels.ts`).
 *
 * `word` is the stem: Sorani attaches its endings (سێرڤەرەکان, ئەڵقەیەک), so a variant is refused wherever a
 * word starts with it. Where the SPEC gives a Sorani text (SPEC §2, §8), its words are used; the SPEC names
 * no Sorani word for the rest, so the choice below is the plainer Sorani one already most used on the screens.
 */
export interface Term {
  /** The concept, as the code and the SPEC name it in English. */
  readonly concept: string;
  /** The one Sorani word (stem). */
  readonly word: string;
  /** Variants a text must not use (stems, or whole Latin words). */
  readonly avoid: readonly string[];
  /** Keys of strings modules that name this concept: their text must use `word`. */
  readonly keys?: RegExp;
  /** Why this word, when it is not obvious. */
  readonly note?: string;
}

export const GLOSSARY: readonly Term[] = [
  // --- the catalogue (type badges: SPEC §2)
  { concept: 'work (any title)', word: 'بەرهەم', avoid: [] },
  { concept: 'anime film', word: 'فیلم', avoid: ['مووڤی'] },
  { concept: 'anime series', word: 'زنجیرە', avoid: ['سیریز'] },
  {
    concept: 'season (a series season, a manga session)',
    word: 'وەرز',
    avoid: ['سیزن', 'سیزۆن', 'سێشن'],
    note: 'The wire calls a manga season `session`; the screens call both وەرز.',
  },
  { concept: 'episode', word: 'ئەڵقە', avoid: ['ئێپیسۆد', 'ئەپیسۆد', 'ئیپیسۆد'] },
  { concept: 'chapter', word: 'بەش', avoid: ['چاپتەر', 'چاپتر'] },
  {
    concept: 'page (of a chapter, of a list)',
    word: 'پەڕە',
    avoid: ['لاپەڕە'],
    note: 'Not «ناردنی ٠ پەڕە»: a count of pages shows only when there are some.',
  },
  { concept: 'genre', word: 'ژانر', avoid: [] },
  {
    concept: 'server (a player source, and this site’s own server)',
    word: 'سێرڤەر',
    avoid: ['ڕاژەکار'],
    note: 'One word for both: a visitor picks a سێرڤەر, and «هەڵەیەک لە سێرڤەر ڕوویدا» is the same word.',
  },
  { concept: 'player', word: 'لێدەر', avoid: ['پلەیەر', 'پلەیر'] },
  {
    concept: 'embed code',
    word: 'کۆدی لێدەر',
    avoid: ['embed', 'ئێمبێد'],
    note: 'The code of the player a server gives (an https <iframe>).',
  },
  { concept: 'stream (what plays in the player)', word: 'پەخش', avoid: ['ستریم'] },

  // --- watching and reading (SPEC §2: the hero button «بینین», «زۆرترین بینراوی ئەمڕۆ»)
  {
    concept: 'watch (the action and its button)',
    word: 'بینین',
    avoid: ['سەیرکردن'],
    keys: /^watch$/,
  },
  {
    concept: 'views (a count)',
    word: 'بینراو',
    avoid: ['ڤیو'],
    keys: /^(views|viewCount|impressions)$/,
    note: 'SPEC §2 «زۆرترین بینراو»; «بینین» is the button, so a count never reads «بینین».',
  },
  { concept: 'read', word: 'خوێندنەوە', avoid: [] },
  {
    concept: 'relevance (a search order)',
    word: 'گونجاوترین',
    avoid: ['نزیکترین'],
    keys: /^sortRelevance$/,
    note: '«نزیکترین» means the nearest.',
  },

  // --- the back-office
  {
    concept: 'admin (the role)',
    word: 'بەڕێوەبەر',
    avoid: ['ئەدمین', 'ئادمین'],
    note: 'The back-office itself is «بەڕێوەبردن» (administration).',
  },
  {
    concept: 'role',
    word: 'ڕۆڵ',
    avoid: ['پلە', 'ڕۆل'],
    note: '«پلە» (rank) is not used at all, so it never stands for a role.',
  },
  { concept: 'account', word: 'هەژمار', avoid: ['ئەکاونت', 'حیساب'] },
  { concept: 'technician', word: 'تەکنیکار', avoid: [] },
  { concept: 'draft', word: 'ڕەشنووس', avoid: ['پێشنووس', 'درافت'] },
  { concept: 'publish', word: 'بڵاوکردنەوە', avoid: ['پابلیش', 'پەخشکردنەوە'] },
  { concept: 'review (before publishing)', word: 'پێداچوونەوە', avoid: ['ڕیڤیو', 'بەسەرداچوونەوە'] },
  {
    concept: 'upload (sending files)',
    word: 'بارکردن',
    avoid: ['ئەپلۆد', 'ئاپلۆد'],
    note: `A file chosen is «هەڵبژێردرا», not «بارکرا»: it is uploaded only once sent. Against SPEC §4 (selecting
      a file marks the area "file uploaded"), which contradicts its own §8, where "file uploaded" is the success
      after sending: one word cannot say both.`,
  },
  { concept: 'choose (a file, an option)', word: 'هەڵبژاردن', avoid: [] },
  { concept: 'trash', word: 'سەبەتەی زبڵ', avoid: [] },
  { concept: 'for good (a purge)', word: 'بە هەمیشەیی', avoid: ['بە یەکجاری'] },
  { concept: 'date', word: 'ڕێکەوت', avoid: ['بەروار'] },
  { concept: 'click', word: 'کلیک', avoid: ['کرتە'] },
  { concept: 'password', word: 'وشەی نهێنی', avoid: ['پاسۆرد', 'پاسوۆرد'] },
  { concept: 'email', word: 'ئیمەیڵ', avoid: ['ئیمێڵ', 'ئیمەیل'] },

  // --- following works without an account, and moving it to another device
  {
    concept: 'follow (a work, for its news)',
    word: 'بەدواداچوون',
    avoid: ['فۆڵۆ', 'فۆلۆ'],
    note: 'The shelf is «بەدواداچووەکانم» (what I follow).',
  },
  { concept: 'file (export, import)', word: 'فایل', avoid: ['پەڕگە'], note: '«پەڕە» is a page: a file is never one.' },
  { concept: 'export (to a file)', word: 'هەناردن', avoid: ['ئێکسپۆرت'] },
  { concept: 'import (from a file)', word: 'هاوردن', avoid: ['ئیمپۆرت'] },
  {
    concept: 'edit (the way from a public page to its admin screen, and an admin form)',
    word: 'دەستکاری',
    avoid: ['ئیدیت', 'ئێدیت'],
  },
  {
    concept: 'hidden (a work the public cannot see)',
    word: 'شاراوە',
    avoid: ['نادیار', 'پەنهان'],
  },
];
