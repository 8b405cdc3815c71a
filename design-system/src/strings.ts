/**
 * Every default Sorani text of the design system, in one place for review.
 * Components take these as defaults; each text can be overridden by a prop.
 */
export const strings = {
  siteName: 'ئەنیمی کورد',
  loading: 'چاوەڕێ بکە...',
  close: 'داخستن',

  // the continue row
  continueReading: 'درێژەدان بە خوێندنەوە',
  continueWatching: 'درێژەدان بە بینین',

  // navigation (SPEC §2 Shell)
  navLabel: 'ڕێڕەوی سەرەکی',
  navHome: 'سەرەکی',
  navMovies: 'فیلمەکان',
  navSeries: 'زنجیرەکان',
  navManga: 'مانگا',
  navStaff: 'ستاف',
  navAbout: 'دەربارە',
  navOffline: 'خوێندنەوەی بێ ئینتەرنێت',
  navLogin: 'چوونەژوورەوە',
  navAdmin: 'بەڕێوەبردن',
  navLogout: 'چوونەدەرەوە',
  menuOpen: 'کردنەوەی مێنیو',
  menu: 'مێنیو',
  homeLink: 'پەڕەی سەرەکی',

  // footer
  footerLinks: 'بەستەرەکان',
  footerSocial: 'تۆڕە کۆمەڵایەتییەکان',
  telegram: 'تێلێگرام',
  tiktok: 'تیکتۆک',
  instagram: 'ئینستاگرام',
  youtube: 'یوتیوب',
  facebook: 'فەیسبووک',
  socialUnavailable: 'بەم زووانە',
  opensInNewTab: '(لە تابێکی نوێدا دەکرێتەوە)',
  credit: 'وەرگێڕان و ئامادەکردن لەلایەن خۆبەخشانی تیمی ئەنیمی کورد',
  rightsReserved: 'هەموو مافەکان پارێزراون.',

  // advertisement
  ad: 'ڕیکلام',

  // toasts
  toastClose: 'داخستنی ئاگادارییەکە',

  // pagination (SPEC §2, §4)
  pagination: 'پەڕەکان',
  previous: 'پێشوو',
  next: 'دواتر',
  page: 'پەڕەی',

  // page states
  errorTitle: 'هەڵەیەک ڕوویدا',
  /**
   * SPEC §8 "Manga fetch with no data", spelt as one word (the SPEC's «نە دۆزرایەوە» is a typo); the same for
   * every unknown page.
   */
  notFoundTitle: 'هیچ نەدۆزرایەوە',
  notFoundBody: 'ئەو پەڕەیەی بەدوایدا دەگەڕێیت بوونی نییە یان لابراوە.',
  forbiddenTitle: 'ڕێگەپێنەدراو',
  forbiddenBody: 'ئەم بەشە تایبەتە بە ستافی ماڵپەڕەکە.',
  backHome: 'گەڕانەوە بۆ پەڕەی سەرەکی',
  retry: 'دووبارە هەوڵدانەوە',

  // work types (SPEC §2 "Type badge labels")
  typeAnime: 'ئەنیمی',
  typeSeries: 'زنجیرە ئەنیمی',
  typeManga: 'مانگا',
  typeManhua: 'مانهوا',
  typeOneshot: 'وەنشۆت',

  // carousel
  carouselPause: 'ڕاگرتنی خولانەوە',
  carouselPlay: 'دەستپێکردنەوەی خولانەوە',
  carouselRole: 'سلایدەر',
  carouselSlideRole: 'سلاید',
  carouselFirst: 'ئەمە یەکەم سلایدە',
  carouselLast: 'ئەمە دوایین سلایدە',

  // hero slide
  genres: 'ژانرەکان',

  // player and servers
  playerEmpty: 'سێرڤەرێک هەڵبژێرە بۆ دەستپێکردنی پەخش',
  playerRefused: 'ئەم سێرڤەرە ناتوانرێت پیشان بدرێت. تکایە سێرڤەرێکی تر هەڵبژێرە.',
  playerTitle: 'لێدەری ڤیدیۆ',
  playerLoading: 'پەخشەکە بار دەبێت...',
  playerSlow: 'ئەم سێرڤەرە وەڵام ناداتەوە. سێرڤەرێکی تر تاقی بکەرەوە.',
  playerBroken: 'ئەم سێرڤەرە کار ناکات. سێرڤەرێکی تر تاقی بکەرەوە.',
  server: 'سێرڤەر',
  serverPlaceholder: 'سێرڤەرێک هەڵبژێرە',
  serverNone: 'هیچ سێرڤەرێک نییە',

  // share
  share: 'هاوبەشکردن',
  shareCopied: 'بەستەرەکە لەبەرگیرایەوە',
  shareFailed: 'نەتوانرا بەستەرەکە لەبەر بگیرێتەوە',

  // staff roles (SPEC §6)
  roles: 'ڕۆڵەکان',
  roleOwner: 'خاوەن',
  roleDeveloper: 'گەشەپێدەر',
  roleSupervisor: 'سەرپەرشتیار',
  roleAdmin: 'بەڕێوەبەر',
  roleTranslator: 'وەرگێڕ',
  roleDesigner: 'دیزاینەر',
  roleTechnician: 'تەکنیکار',
} as const;

export type Strings = typeof strings;
