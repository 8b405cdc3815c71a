/**
 * The public site's Sorani texts, for review in one place (SPEC texts verbatim where given). Only the texts
 * of pages other than the home live apart (`detailStrings.ts`, `searchStrings.ts`, `features/staff/strings.ts`,
 * `features/about/strings.ts`), so the first visit to `/` does not download them.
 */
export const strings = {
  siteName: 'ئەنیمی کورد',

  // page states (SPEC §8)
  waiting: 'چاوەڕێ بکە...',
  /** Series or movie fetch failure. */
  problem: 'کێشەیەک هەیە',
  problemHint: 'نەتوانرا زانیارییەکان باربکرێن. تکایە دووبارە هەوڵ بدەرەوە.',
  /** SPEC §8 "Manga fetch with no data" ('هیچ نە دۆزرایەوە', spelt as one word): every unknown work, member or page. */
  nothingFound: 'هیچ نەدۆزرایەوە',
  workNotFound: 'ئەم بەرهەمە بوونی نییە یان لابراوە.',
  memberNotFound: 'ئەم ئەندامە بوونی نییە یان لابراوە.',
  backHome: 'گەڕانەوە بۆ پەڕەی سەرەکی',
  retry: 'دووبارە هەوڵدانەوە',
  backToList: 'گەڕانەوە بۆ لیستەکە',
  emptyMovies: 'هیچ فیلمێک نییە',
  /** SPEC §8 "Series list empty" ('No series data found.'), in Sorani. */
  emptySeries: 'هیچ زنجیرەیەک نەدۆزرایەوە',
  emptyManga: 'هیچ مانگایەک نییە',
  emptyWorks: 'هێشتا هیچ بەرهەمێک نییە',
  emptyListHint: 'بەم زووانە بەرهەمی نوێ زیاد دەکرێت.',
  pageOutOfRange: 'ئەم پەڕەیە بوونی نییە',
  toFirstPage: 'بڕۆ بۆ پەڕەی یەکەم',

  // home (SPEC §2)
  homeTitle: 'ئەنیمی و مانگا بە کوردی',
  heroLabel: 'بەرهەمە هەڵبژێردراوەکان',
  watch: 'بینین',
  startReading: 'دەستبکە بە خوێندنەوە',
  /** A hero banner's button. */
  bannerAction: 'زیاتر بزانە',
  /** The permanent ad under the players. */
  playerAdAlt: 'ڕیکلام',
  genresLabel: 'ژانرەکان',
  genres: ['ئەکشن', 'سەرکێشی', 'فانتازیا', 'دراما', 'کۆمیدی', 'ڕۆمانسی'],
  newest: 'نوێترین بەرهەمەکان',
  today: 'زۆرترین بینراوی ئەمڕۆ',
  rowMovies: 'فیلمەکان',
  rowSeries: 'زنجیرە ئەنیمییەکان',
  rowManga: 'مانگا، مانهوا و وەنشۆت',
  seeAll: 'هەمووی',
  popular: 'بەناوبانگترین',
  /** One word for "new" (نوێ) across the site: the carousel, the list, the side list of a work's kind. */
  mostNew: 'نوێترینەکان',
  mostNewOf: { movies: 'نوێترین فیلمەکان', series: 'نوێترین زنجیرەکان', manga: 'نوێترین مانگاکان' },
  trend: 'ترێند',
  views: 'بینراو',

  // lists
  moviesTitle: 'فیلمەکان',
  seriesTitle: 'زنجیرەکان',
  mangaTitle: 'مانگا',
  listCount: 'بەرهەم',
  pageOf: (page: string, total: string) => `پەڕەی ${page} لە ${total}`,

  // details (the rest in detailStrings.ts)
  season: (n: string) => `وەرزی ${n}`,
  episode: (n: string) => `ئەڵقەی ${n}`,
  chapter: (n: string) => `بەشی ${n}`,
  // the continue row
  continueRow: 'درێژەی پێبدە',
  continueReading: (n: string) => `درێژەدان بە خوێندنەوەی بەشی ${n}`,
  continueFilm: 'فیلم',
  noChapters: 'هێشتا هیچ بەشێک نییە',
  noSessions: 'هێشتا هیچ وەرزێک نییە',
  pages: (n: string) => `${n} پەڕە`,
  // saving a chapter for offline reading (the offline reader at /read/)
  saveChapter: (chapter: string) => `پاشەکەوتکردنی ${chapter} بۆ بێ ئینتەرنێت`,
  savingChapter: (chapter: string) => `${chapter} پاشەکەوت دەکرێت...`,
  savedChapter: (chapter: string) => `${chapter} پاشەکەوت کرا، بێ ئینتەرنێتیش دەخوێنرێتەوە.`,
  openSaved: (chapter: string) => `کردنەوەی ${chapter} لە خوێنەری بێ ئینتەرنێت`,
  chapterTooBig: (needed: string, free: string) => `جێگا بەش ناکات: ${needed}ی دەوێت، ${free} ماوە.`,
  saveFailed: 'پاشەکەوت نەکرا، دووبارە هەوڵبدەرەوە.',
  playerTitle: (work: string, server: string) => `${work} — ${server}`,
  reportServer: 'ڕاپۆرتی سێرڤەری تێکچوو',
  reportThanks: 'سوپاس! ڕاپۆرتەکەت گەیشت بە ستاف.',
  tryAnotherServer: (name: string) => `سێرڤەری «${name}» تاقی بکەرەوە`,
  noOtherServer: 'هیچ سێرڤەرێکی تر نییە؛ دواتر هەوڵ بدەرەوە.',
  nextEpisode: 'ئەڵقەی داهاتوو',
  nextEpisodeOf: (where: string) => `ئەڵقەی داهاتوو: ${where}`,
  previousEpisode: 'ئەڵقەی پێشوو',
  previousEpisodeOf: (where: string) => `ئەڵقەی پێشوو: ${where}`,
  // the episode's end: «I finished» marks it watched and, unless turned off, starts the next after a countdown
  finishedEpisode: 'تەواوم کرد',
  autoNext: 'ئەڵقەی داهاتوو خۆکارانە دەست پێبکات',
  autoNextIn: (seconds: string, where: string) => `ئەڵقەی داهاتوو (${where}) لە ${seconds} چرکەدا دەست پێدەکات.`,
  watchNow: 'ئێستا ببینە',
  stopCountdown: 'ڕاگرتن',
  autoNextStopped: 'ئەڵقەی داهاتوو خۆکارانە دەست پێناکات.',
  episodeRanges: 'کۆمەڵە ئەڵقەکان',
  episodeRange: (from: string, to: string) => `${from}–${to}`,
  watched: 'بینراوە',
  /** Staff previewing the public page: a part the public cannot see yet (the glossary's word for a draft). */
  draft: 'ڕەشنووس',
  releasedOn: (date: string) => `بڵاوکردنەوە لە ${date}`,
  continueWatching: 'بەردەوامبوون لە بینین',
  shareCopied: 'بەستەرەکە لەبەرگیرایەوە',
  shareFailed: 'نەتوانرا بەستەرەکە لەبەر بگیرێتەوە',
  // signed-in staff on a work's page (components/StaffBar.tsx)
  staff: {
    edit: 'دەستکاری',
    hiddenTitle: 'ئەم بەرهەمە شاراوەیە.',
    hiddenBody: 'خەڵک نایبینن؛ تەنها ستاف ئەم پەڕەیە دەبینن تا لە بەڕێوەبردن پیشان دەدرێت.',
  },
} as const;
