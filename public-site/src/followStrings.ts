/** Following works on this device: the button on every work, the shelf, its page, and moving it to another device. */
export const followStrings = {
  follow: 'بەدواداچوون',
  followHint: 'بەشی نوێ و ئەڵقەی نوێی ئەم بەرهەمە لە «بەدواداچووەکانم» دەبینیت، بێ هەژمار.',
  followed: (title: string) => `بەدواداچوون بۆ «${title}» دەستی پێکرد.`,
  unfollowed: (title: string) => `بەدواداچوون بۆ «${title}» وەستا.`,
  shelf: 'بەدواداچووەکانم',
  seeAll: 'هەموویان',
  pageTitle: 'بەدواداچووەکانم',
  pageLead:
    'ئەو بەرهەمانەی بەدوایاندا دەچیت، لەسەر ئەم ئامێرە پاشەکەوت دەکرێن، بێ هەژمار. ئەوانەی بەش یان ئەڵقەی نوێیان هەیە لە سەرەوەن.',
  empty: 'هێشتا بەدوای هیچ بەرهەمێکدا ناچیت',
  browse: 'بینینی مانگاکان',
  emptyHint: 'لە پەڕەی هەر فیلم، زنجیرە یان مانگایەک دوگمەی «بەدواداچوون» دابگرە.',
  newBadge: 'نوێ',
  latest: (part: string) => `دوایین: ${part}`,
  film: 'فیلم',
  nothingYet: 'هێشتا هیچ بەش یان ئەڵقەیەک نییە',
  // moving follows and progress to another device
  transfer: 'گواستنەوە بۆ ئامێرێکی تر',
  transferLead: 'بەدواداچووەکان و خوێندنەوە و بینینەکانت لە فایلێکدا هەڵبگرە، پاشان لە ئامێرە نوێیەکەدا هاوردەی بکە.',
  exportFile: 'هەناردن بۆ فایل',
  importFile: 'هاوردن لە فایل',
  exported: 'فایلەکە ئامادەیە.',
  imported: (follows: string, progress: string) =>
    `هاوردە کرا: ${follows} بەدواداچوون و ${progress} تۆماری خوێندنەوە و بینین.`,
  notJson: 'ئەم فایلە تێکچووە (JSON ـێکی دروست نییە). هیچ شتێک نەگۆڕدرا.',
  foreign: 'ئەم فایلە فایلی بەدواداچوونی ئەم ماڵپەڕە نییە، یان تێکچووە. هیچ شتێک نەگۆڕدرا.',
  tooBig: 'ئەم فایلە زۆر گەورەیە. هیچ شتێک نەگۆڕدرا.',
} as const;
