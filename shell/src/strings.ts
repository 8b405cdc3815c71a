/** Every Sorani text of the shell, in one place for review. */
export const strings = {
  siteName: 'ئەنیمی کورد',
  skipToContent: 'بازدان بۆ ناوەڕۆک',
  // login
  loginTitle: 'چوونەژوورەوە',
  email: 'ئیمەیڵ',
  password: 'وشەی نهێنی',
  loginSubmit: 'چوونەژوورەوە',
  loginBusy: 'چاوەڕێ بکە...',
  emailRequired: 'ئیمەیڵ پێویستە',
  emailInvalid: 'ئیمەیڵەکە دروست نییە',
  passwordRequired: 'وشەی نهێنی پێویستە',
  /**
   * SPEC §8 "Login failure" fallback ('Login failed. Please check your credentials.'), in Sorani like every text a
   * visitor sees.
   */
  loginFailed: 'چوونەژوورەوە سەرکەوتوو نەبوو. ئیمەیڵ و وشەی نهێنییەکەت بپشکنە.',
  loggingOut: 'دەرچوون...',
  // errors
  notFoundTitle: 'هیچ نەدۆزرایەوە',
  backHome: 'گەڕانەوە بۆ پەڕەی سەرەکی',
  forbiddenTitle: 'ڕێگەپێنەدراو',
  forbiddenBody: 'ئەم بەشە تایبەتە بە بەڕێوەبەران. ئەگەر پێتوایە هەڵەیە، پەیوەندی بە خاوەنی ماڵپەڕەکە بکە.',
  forbiddenBodySignedOut: 'ئەم بەشە تایبەتە بە ستافی ماڵپەڕەکە. ئەگەر ئەندامی ستافیت، سەرەتا بچۆ ژوورەوە.',
  toProfile: 'بۆ پرۆفایلەکەم',
  toLogin: 'چوونەژوورەوە',
  remoteFailedTitle: 'ئەم بەشەی ماڵپەڕەکە بار نەبوو',
  remoteFailedBody: 'لەوانەیە پەیوەندی ئینتەرنێتەکەت پچڕابێت یان سێرڤەر بەردەست نەبێت. تکایە دووبارە هەوڵ بدەرەوە.',
  retry: 'دووبارە هەوڵدانەوە',
  loading: 'چاوەڕێ بکە...',
  verifying: 'پشکنینی چوونەژوورەوە...',
  verifyFailedTitle: 'چوونەژوورەوەکەت نەپشکنرا',
  verifyFailed: 'هێشتا لە ژوورەوەیت. کە پەیوەندی گەڕایەوە، دووبارە هەوڵ بدەرەوە.',
  // ad
  adAlt: 'ڕیکلام',
  // search
  search: 'گەڕان',
  searchLabel: 'گەڕان بۆ ئەنیمی و مانگا',
  searchPlaceholder: 'گەڕان...',
  openSearch: 'کردنەوەی گەڕان',
  closeSearch: 'داخستنی گەڕان',
  searchSuggestions: 'پێشنیارەکان',
  searchAll: (q: string) => `هەموو ئەنجامەکانی «${q}»`,
  searchNone: 'هیچ بەرهەمێک نەدۆزرایەوە',
  searchWaiting: 'گەڕان...',
  searchCount: (n: string) => `${n} پێشنیار`,
} as const;
