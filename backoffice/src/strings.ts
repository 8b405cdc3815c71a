import { FIELD_LABELS } from '@ckb/contract/validation';
import { formatNumber } from '@ckb/design-system';

/**
 * The back-office's shared Sorani texts and those of the dashboard and the works' screens, for review in one
 * place with `accountStrings.ts` (accounts, quick episodes, ads, banners) and `features/genres/strings.ts`.
 * Numbers go through Intl ('ckb').
 */
const n = (value: number) => formatNumber(value);

export const strings = {
  dashboardTitle: 'داشبۆرد',
  counts: 'ژمارەکان',
  accounts: 'هەژمارەکان',
  manga: 'مانگا',
  series: 'زنجیرە ئەنیمی',
  movies: 'فیلمی ئەنیمی',
  countUnavailable: 'نەزانراو',
  groups: {
    works: 'بەرهەمەکان',
    add: 'زیادکردن',
    accounts: 'هەژمارەکان',
  },
  links: {
    movies: 'هەموو فیلمەکان',
    series: 'هەموو زنجیرەکان',
    manga: 'هەموو مانگاکان',
    trash: 'سەبەتەی زبڵ',
    addWork: 'زیادکردنی بەرهەم',
    addAd: 'زیادکردنی ڕیکلام',
    addEvery: 'زیادکردنی ڕیکلامی هەمیشەیی',
    addEpisode: 'زیادکردنی ئەڵقە',
    addGenre: 'زیادکردنی ژانر',
    addBanner: 'زیادکردنی بانەر',
    users: 'هەموو بەکارهێنەران',
    profile: 'پرۆفایل',
    logout: 'چوونەدەرەوە',
  },

  // --- common
  admin: 'بەڕێوەبردن',
  breadcrumbs: 'شوێنی ئێستا',
  loading: 'چاوەڕێ بکە...',
  loadFailed: 'کێشەیەک هەیە',
  notFound: 'هیچ نەدۆزرایەوە',
  retry: 'دووبارە هەوڵ بدەرەوە',
  save: 'پاشەکەوتکردن',
  saving: 'پاشەکەوت دەکرێت...',
  saveHint: 'Ctrl+S یان ⌘+S بۆ پاشەکەوتکردن',
  add: 'زیادکردن',
  edit: 'دەستکاری',
  cancel: 'پاشگەزبوونەوە',
  delete: 'سڕینەوە',
  yesDelete: 'بەڵێ، بیسڕەوە',
  openPublic: 'کردنەوە لە ماڵپەڕ',
  number: (value: number) => `ژمارە ${n(value)}`,

  // --- leaving with unsaved changes
  leaveTitle: 'گۆڕانکارییەکان پاشەکەوت نەکراون',
  leaveBody: 'ئەگەر ئێستا بڕۆیت، ئەو گۆڕانکارییانەی کردووتن ون دەبن.',
  leaveYes: 'بڕۆ، پاشەکەوت مەکە',
  leaveNo: 'بمێنەوە',

  // --- kinds
  kinds: {
    movies: { plural: 'فیلمەکان', one: 'فیلم', title: 'فیلمەکانی ئەنیمی' },
    series: { plural: 'زنجیرەکان', one: 'زنجیرە', title: 'زنجیرە ئەنیمییەکان' },
    manga: { plural: 'مانگاکان', one: 'مانگا', title: 'مانگا، مانهوا و وەنشۆت' },
  },
  typeLabels: { anime: 'ئەنیمی', series: 'زنجیرە ئەنیمی', manga: 'مانگا', manhua: 'مانهوا', oneshot: 'وەنشۆت' },
  statusLabels: { continue: 'بەردەوامە', finish: 'تەواوبووە' },

  // --- lists
  list: {
    filters: 'پاڵاوتن',
    search: 'گەڕان بە ناو',
    searchHint: 'بەشێک لە ناوی ئینگلیزی، کوردی، عەرەبی یان ڕەسەن',
    visibility: 'پیشاندان',
    all: 'هەمووی',
    shown: 'دیارەکان',
    hidden: 'شاراوەکان',
    total: (count: number) => `کۆی گشتی: ${n(count)}`,
    poster: 'پۆستەر',
    name: 'ناو',
    type: 'جۆر',
    state: 'دۆخ',
    visible: 'دیارە',
    invisible: 'شاراوەیە',
    empty: 'هیچ بەرهەمێک بەم مەرجانە نەدۆزرایەوە.',
    addNew: 'بەرهەمی نوێ',
    pages: 'پەڕەکانی لیست',
  },

  // --- detail
  detail: {
    images: 'وێنەکان',
    poster: 'پۆستەر',
    background: 'وێنەی پشتەوە',
    upload: 'بارکردن',
    uploading: 'بار دەکرێت...',
    deleteImage: 'سڕینەوەی وێنە',
    deleteImageQuestion: 'دڵنیایت دەتەوێت ئەم وێنەیە بسڕیتەوە؟',
    deleteImageBody: 'وێنەکە دەگەڕێتەوە بۆ وێنەی بنەڕەتی.',
    imageHint: 'JPEG، PNG، WebP، AVIF یان GIF، تا ٢٠ مێگابایت',
    imageInUse: 'بۆ دانانی وێنەیەکی تر، سەرەتا ئەم وێنەیە بسڕەوە.',
    info: 'زانیاری',
    visibility: 'پیشاندان',
    shown: 'دیارە بۆ خەڵک',
    hidden: 'شاراوەیە لە خەڵک',
    onSlide: 'لە سلایدی پەڕەی سەرەکیدایە',
    offSlide: 'لە سلایدی پەڕەی سەرەکیدا نییە',
    views: 'بینراو',
    rating: 'هەڵسەنگاندن',
    date: 'ڕێکەوت',
    deleteWork: (one: string) => `سڕینەوەی ${one}`,
    // «ئەم فیلمە» after a consonant, «ئەم زنجیرەیە» / «ئەم مانگایە» after a vowel
    deleteWorkQuestion: (one: string) => `دڵنیایت دەتەوێت ئەم ${one}${/[اەۆوێی]$/.test(one) ? 'یە' : 'ە'} بسڕیتەوە؟`,
    deleteWorkBody: {
      movies: 'سێرڤەر و وێنەکانی لەگەڵیدا دەچنە سەبەتەی زبڵ، و لەوێوە دەگەڕێنرێنەوە.',
      series: 'هەموو وەرز، ئەڵقە، سێرڤەر و وێنەکانی لەگەڵیدا دەچنە سەبەتەی زبڵ، و لەوێوە دەگەڕێنرێنەوە.',
      manga: 'هەموو وەرز، بەش، پەڕە و وێنەکانی لەگەڵیدا دەچنە سەبەتەی زبڵ، و لەوێوە دەگەڕێنرێنەوە.',
    },
    tabs: 'بەشەکانی دەستکاری',
    editTab: 'دەستکاری زانیاری',
    translators: 'وەرگێڕەکان',
    designers: 'دیزاینەرەکان',
    technicians: 'تەکنیکارەکان',
  },

  // --- staff pickers
  picker: {
    filter: 'گەڕان بە ناو',
    none: 'هیچ ئەندامێک نییە.',
    noMatch: 'هیچ ناوێک نەدۆزرایەوە.',
    chosen: (count: number) => `${n(count)} هەڵبژێردراو`,
  },

  // --- servers
  servers: {
    title: 'سێرڤەرەکان',
    none: 'هێشتا هیچ سێرڤەرێک نییە.',
    add: 'زیادکردنی سێرڤەر',
    edit: 'دەستکاری سێرڤەر',
    deleteQuestion: 'دڵنیایت دەتەوێت ئەم سێرڤەرە بسڕیتەوە؟',
    embedHint: 'کۆدی <iframe> کە سەرچاوەکەی https بێت',
  },

  // --- seasons, episodes, chapters
  seasons: {
    title: 'وەرزەکان',
    tabs: 'وەرزەکان',
    season: (name: number) => `وەرزی ${n(name)}`,
    none: 'هێشتا هیچ وەرزێک نییە.',
    add: 'زیادکردنی وەرز',
    rename: 'گۆڕینی وەرز',
    deleteSeason: 'سڕینەوەی وەرز',
    deleteQuestion: 'دڵنیایت دەتەوێت ئەم وەرزە بسڕیتەوە؟',
    deleteSeriesBody: 'هەموو ئەڵقە و سێرڤەرەکانی لەگەڵیدا دەسڕێنەوە.',
    deleteMangaBody: 'هەموو بەش و پەڕەکانی لەگەڵیدا دەسڕێنەوە.',
  },
  episodes: {
    title: 'ئەڵقەکان',
    episode: (name: number) => `ئەڵقەی ${n(name)}`,
    none: 'هێشتا هیچ ئەڵقەیەک نییە.',
    add: 'زیادکردنی ئەڵقە',
    deleteEpisode: 'سڕینەوەی ئەڵقە',
    deleteQuestion: 'دڵنیایت دەتەوێت ئەم ئەڵقەیە بسڕیتەوە؟',
    deleteBody: 'سێرڤەرەکانیشی دەسڕێنەوە.',
    servers: (count: number) => `${n(count)} سێرڤەر`,
    range: {
      title: 'زیادکردنی چەند ئەڵقەیەک پێکەوە',
      hint: (max: number) =>
        `هەموو ئەڵقەکان لە ژمارەی یەکەمەوە تا دوایین ژمارە زیاد دەکرێن، هەر یەکەیان بەم سێرڤەرەوە؛ {n} لە ناوی سێرڤەر و کۆدی لێدەردا دەبێتە ژمارەی ئەڵقەکە. سێرڤەر ئارەزوومەندانەیە. زۆرترین ${n(max)} ئەڵقە لە یەک جاردا.`,
      submit: 'زیادکردنی ئەڵقەکان',
    },
  },
  chapters: {
    title: 'بەشەکان',
    chapter: (name: string) => `بەشی ${/^\d+$/.test(name) ? n(Number(name)) : name}`,
    none: 'هێشتا هیچ بەشێک نییە.',
    add: 'زیادکردنی بەش',
    pagesCount: (count: number) => `${n(count)} پەڕە`,
    open: 'کردنەوە',
    deleteChapter: 'سڕینەوەی بەش',
    deleteQuestion: 'دڵنیایت دەتەوێت ئەم بەشە بسڕیتەوە؟',
    deleteBody: 'هەموو پەڕەکانی و وێنەکانیان دەسڕێنەوە.',
  },

  // --- drafts and release times of episodes and chapters
  release: {
    state: 'بڵاوکردنەوە',
    draft: 'ڕەشنووس',
    scheduled: (when: string) => `بڵاوکردنەوە لە ${when}`,
    published: 'بڵاوکراوە',
    /** The add forms' box, checked by default: without it the new one is a draft. */
    publishNowBox: 'بڵاوکردنەوە ئێستا',
    publishNow: (name: string) => `بڵاوکردنەوە: ${name}`,
    at: 'بڵاوکردنەوە لە کاتێکی دیاریکراو',
    schedule: 'دیاریکردنی کات',
    unpublish: (name: string) => `گەڕاندنەوە بۆ ڕەشنووس: ${name}`,
    preview: (name: string) => `پێشبینینی ${name}`,
    done: 'دۆخی بڵاوکردنەوە گۆڕدرا',
  },

  // --- the chapter page
  chapterPage: {
    previous: 'بەشی پێشوو',
    next: 'بەشی دواتر',
    navigation: 'بەشەکانی تر',
    drawer: 'بەشەکانی ئەم وەرزە',
    current: '(ئێستا)',
    publicLink: 'کردنەوەی بەشەکە لە خوێنەر',
    backToManga: 'گەڕانەوە بۆ مانگاکە',
    upload: 'بارکردنی پەڕەکان',
    uploadHint: (maxMb: number) =>
      `JPEG، PNG، WebP، AVIF یان GIF، هەریەکە تا ${n(maxMb)} مێگابایت، یان تەنها یەک فایلی ZIP/CBZ کە وێنەکانی تێدایە. بە ڕیزی ناوەکانیان دادەنرێن (٢ پێش ١٠).`,
    archiveAlone: 'فایلی ZIP/CBZ بە تەنها دەنێردرێت: یان یەک ئەرشیڤ هەڵبژێرە یان وێنەکان.',
    skipped: (count: number) => `${n(count)} فایل لە ناو ئەرشیڤەکەدا وێنە نەبوون و وەرنەگیران:`,
    send: (count: number) => (count > 0 ? `ناردنی ${n(count)} پەڕە` : 'ناردنی پەڕەکان'),
    clear: 'لابردنی لیستەکە',
    filesList: 'فایلەکانی بارکردن',
    uploadingNotice: (done: number, total: number) =>
      `پەڕەکان بار دەکرێن (${n(done)} لە ${n(total)}). دەتوانیت لەم کاتەدا کار لەسەر پەڕەکە بکەیت.`,
    pausedNotice: 'بارکردن وەستا: پەڕەیەک سەرنەکەوت. دووبارەی بکەرەوە یان لایببە بۆ بەردەوامبوون.',
    cancelAll: 'وەستاندنی هەمووی',
    retry: 'هەوڵدانەوە',
    cancelFile: 'لابردن',
    status: {
      waiting: 'چاوەڕێ',
      sending: 'دەنێردرێت',
      processing: 'سێرڤەر کاری لەسەر دەکات',
      done: 'بارکرا',
      skipped: 'پێشتر گەیشتبوو',
      failed: 'سەرنەکەوت',
      cancelled: 'لابرا',
    },
    // resumable uploads: progress, a lost connection, a reopened tab
    progressPages: (stored: number, total: number) => `${n(stored)} لە ${n(total)} پەڕە`,
    progressBytes: (sentMb: number, totalMb: number) =>
      `${formatNumber(sentMb, { maximumFractionDigits: 1 })} لە ${formatNumber(totalMb, { maximumFractionDigits: 1 })} مێگابایت`,
    speed: (mbPerSecond: number) => `${formatNumber(mbPerSecond, { maximumFractionDigits: 1 })} مێگابایت لە چرکەیەکدا`,
    timeLeft: (seconds: number) =>
      seconds >= 60
        ? `نزیکەی ${n(Math.floor(seconds / 60))} خولەک و ${n(Math.round(seconds % 60))} چرکە ماوە`
        : `نزیکەی ${n(Math.max(1, Math.round(seconds)))} چرکە ماوە`,
    reconnecting: 'پەیوەندی بە سێرڤەرەوە پچڕا. کە گەڕایەوە، بارکردن خۆی بەردەوام دەبێت و هیچ پەڕەیەک دووبارە نابێتەوە.',
    skippedStored: (count: number) => `${n(count)} پەڕە پێشتر گەیشتبوون و دووبارە نەنێردران.`,
    failedCount: (count: number) => `${n(count)} پەڕە سەرنەکەوتن: هۆکارەکە لە ژێر هەر یەکەیان نووسراوە.`,
    unfinished: (stored: number, total: number) =>
      `بارکردنی پێشووی ئەم بەشە تەواو نەبوو: ${n(stored)} لە ${n(total)} پەڕە گەیشتوون. بۆ بەردەوامبوون هەمان فایلەکان هەڵبژێرەوە و بینێرە؛ ئەوانەی گەیشتوون دووبارە نانێردرێن.`,
    progressSummary: 'ڕەوشی بارکردن',
    refusedType: (name: string) => `«${name}» وێنە نییە (JPEG، PNG، WebP، AVIF یان GIF).`,
    refusedSize: (name: string, maxMb: number) => `«${name}» لە ${n(maxMb)} مێگابایت گەورەترە.`,
    refusedEmpty: (name: string) => `«${name}» بەتاڵە.`,
    pages: 'پەڕەکان',
    noPages: 'ئەم بەشە هێشتا هیچ پەڕەیەکی نییە.',
    page: (num: number) => `پەڕەی ${n(num)}`,
    dragHandle: (num: number) => `گواستنەوەی پەڕەی ${n(num)}`,
    moveEarlier: (num: number) => `پەڕەی ${n(num)} بۆ پێشتر`,
    moveLater: (num: number) => `پەڕەی ${n(num)} بۆ دواتر`,
    deletePage: (num: number) => `سڕینەوەی پەڕەی ${n(num)}`,
    reorderHelp:
      'بۆ گۆڕینی ڕیز، پەڕەیەک ڕابکێشە؛ یان بە تەختەکلیل: لەسەر دەستکەکە Space دابگرە، بە تیرەکان بیگوازەرەوە و دووبارە Space.',
    dnd: {
      picked: (num: number) => `پەڕەی ${n(num)} هەڵگیرا.`,
      over: (num: number, at: number) => `پەڕەی ${n(num)} لە شوێنی ${n(at)}دایە.`,
      dropped: (num: number, at: number) => `پەڕەی ${n(num)} خرایە شوێنی ${n(at)}.`,
      cancelled: (num: number) => `گواستنەوەی پەڕەی ${n(num)} هەڵوەشایەوە.`,
    },
    // choosing pages by their pictures, and deleting one or several
    selectPage: (num: number) => `دیاریکردنی پەڕەی ${n(num)}`,
    selectAll: 'دیاریکردنی هەموو پەڕەکان',
    selectedCount: (count: number) => `${n(count)} پەڕە دیاریکراوە`,
    deleteSelected: (count: number) =>
      count > 0 ? `سڕینەوەی ${n(count)} پەڕەی دیاریکراو` : 'سڕینەوەی پەڕە دیاریکراوەکان',
    deletePagesQuestion: (count: number) =>
      count === 1 ? 'دڵنیایت دەتەوێت ئەم پەڕەیە بسڕیتەوە؟' : `دڵنیایت دەتەوێت ئەم ${n(count)} پەڕەیە بسڕیتەوە؟`,
    deletePagesBody:
      'پەڕەکانی دوایان دێنە پێشەوە و ژمارەکان ڕێک دەبنەوە. دەچنە سەبەتەی زبڵ و لەوێ دەتوانیت بیانگەڕێنیتەوە.',
    deletePagesShown: 'ئەو پەڕانەی دەسڕدرێنەوە',
  },

  // --- the add page
  addPage: {
    title: 'زیادکردنی بەرهەم',
    tabs: 'جۆری بەرهەم',
    note: 'خانە نیشانەکراوەکان (*) پێویستن، لە زیادکردن و دەستکاریدا وەک یەک. خانەکانی ماوە، داهات و بودجە تەنها ژمارە وەردەگرن.',
    noteManga: 'خانە نیشانەکراوەکان (*) پێویستن. هەڵسەنگاندن تەنها ژمارە وەردەگرێت.',
    create: 'دروستکردن',
    hiddenNote: 'بەرهەمی نوێ شاراوە دەبێت تا لە پەڕەکەیدا پیشانی دەدەیت.',
    // one step: the work with its genres, alternative titles and pictures
    pictures: 'وێنەکان',
    picturesHint: 'ئارەزوومەندانە: بەبێ وێنە، وێنەی بنەڕەتی پیشان دەدرێت تا لە پەڕەی بەرهەمەکەدا دایدەنێیت.',
    progress: 'ڕەوتی دروستکردن',
    stepWork: 'زانیاری، ژانر و ناوە جیاوازەکان',
    stepWaiting: 'چاوەڕوان',
    stepDone: 'تەواو',
    partial:
      'بەرهەمەکە دروستکرا، بەڵام هەموو وێنەکان نەنێردران. «ناردنەوەی ئەوەی ماوە» تەنها وێنە نەنێردراوەکان دەنێرێت؛ بەرهەمەکە دووبارە دروست ناکرێت.',
    retryRest: 'ناردنەوەی ئەوەی ماوە',
    openWork: 'کردنەوەی پەڕەی بەرهەمەکە',
  },

  // --- field labels: the contract's, which the api's messages use too
  fields: FIELD_LABELS,
  numbersOnly: 'تەنها ژمارە',
  choose: 'هەڵبژێرە…',

  // --- toasts (SPEC §8)
  toasts: {
    saved: 'گۆڕانکارییەکان بە سەرکەوتوویی پاشەکەوت کران',
    movieUpdated: 'فیلمەکە بە سەرکەوتوویی نوێکرایەوە',
    movieUpdateFailed: 'نوێکردنەوەی فیلمەکە سەرنەکەوت',
    updateFailed: 'نوێکردنەوە سەرنەکەوت',
    activeUpdated: 'دۆخی پیشاندان گۆڕدرا',
    activeFailed: 'گۆڕینی دۆخی پیشاندان سەرنەکەوت',
    slideUpdated: 'دۆخی سلاید گۆڕدرا',
    slideFailed: 'گۆڕینی دۆخی سلاید سەرنەکەوت',
    createFailed: 'دروستکردنی بەرهەمەکە سەرنەکەوت، تکایە خانەکان بپشکنە',
    created: 'بەرهەمەکە دروستکرا',
    deleted: 'سڕایەوە',
    uploaded: 'فایلەکە بە سەرکەوتوویی بارکرا',
    pagesUploaded: 'فایلەکان بە سەرکەوتوویی بارکران',
    uploadFailed: 'هەڵە لە کاتی بارکردن',
    chooseFile: 'تکایە فایلێک هەڵبژێرە.',
    reordered: 'ڕیزی پەڕەکان گۆڕدرا',
  },
} as const;
