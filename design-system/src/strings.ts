/**
 * Every default Sorani text of the design system, in one place for review.
 * Components take these as defaults; each text can be overridden by a prop.
 */
export const strings = {
  siteName: 'ئەنیمی کورد',
  loading: 'چاوەڕێ بکە...',
  close: 'داخستن',

  // navigation (SPEC §2 Shell)
  navLabel: 'ڕێڕەوی سەرەکی',
  navHome: 'سەرەکی',
  navMovies: 'فیلمەکان',
  navSeries: 'زنجیرەکان',
  navManga: 'مانگا',
  navStaff: 'ستاف',
  navAbout: 'دەربارە',
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
  retry: 'دووبارە هەوڵدانەوە',

  // work types (SPEC §2 "Type badge labels")
  typeAnime: 'ئەنیمی',
  typeSeries: 'زنجیرە ئەنیمی',
  typeManga: 'مانگا',
  typeManhua: 'مانهوا',
  typeOneshot: 'وەنشۆت',
} as const;

export type Strings = typeof strings;
