import { formatNumber } from '@ckb/design-system';

/**
 * The Sorani texts of issue 14's screens (accounts, the quick episode page, ads, banners), kept apart
 * from `strings.ts` so the two parts of the back-office could be written at the same time. Reviewed
 * together with it; numbers go through Intl ('ckb').
 */
const n = (value: number) => formatNumber(value);

export const accountStrings = {
  users: {
    title: 'بەکارهێنەران',
    total: (count: number) => `کۆی گشتی: ${n(count)}`,
    add: 'بەکارهێنەری نوێ',
    addTitle: 'زیادکردنی بەکارهێنەر',
    create: 'دروستکردن',
    created: 'بەکارهێنەرەکە دروستکرا',
    createFailed: 'دروستکردنی بەکارهێنەر سەرنەکەوت',
    // SPEC §8 'No User data found.'
    empty: 'هیچ بەکارهێنەرێک نەدۆزرایەوە.',
    pages: 'پەڕەکانی لیستی بەکارهێنەران',
    avatar: 'وێنەی کەسی',
    name: 'ناو',
    roles: 'ڕۆڵەکان',
    noRole: 'بێ ڕۆڵ',
    rolesLegend: 'ڕۆڵەکان',
    rolesHint: 'تەنها ئەو ڕۆڵانە دەبینیت کە دەتوانیت بیبەخشیت.',
    ownerLocked: 'ڕۆڵەکانی خاوەنی ماڵپەڕ لێرە ناگۆڕدرێن.',
    ownRoles: 'ناتوانیت ڕۆڵەکانی خۆت بگۆڕیت.',
  },
  fields: {
    name: 'ناو',
    username: 'ناوی بەکارهێنەر',
    email: 'ئیمەیڵ',
    password: 'وشەی نهێنی',
    role: 'ناونیشانی ڕۆڵ',
    is_owner: 'خاوەن',
    is_dev: 'گەشەپێدەر',
    is_supervisor: 'سەرپەرشتیار',
    is_admin: 'بەڕێوەبەر',
    is_translator: 'وەرگێڕ',
    is_designer: 'دیزاینەر',
    is_technique: 'تەکنیکار',
  } as Record<string, string>,
  hints: {
    username: 'بێ بۆشایی',
    password: 'لانیکەم ٨ پیت',
    passwordEdit: 'بەتاڵی بهێڵە بۆ ئەوەی وشەی نهێنی نەگۆڕێت',
  },
  profile: {
    title: 'پرۆفایل',
    mine: 'پرۆفایلی من',
    // SPEC §8 'User data could not be loaded.'
    failed: 'زانیاری بەکارهێنەرەکە بار نەبوو',
    tabs: 'بەرهەمەکانی ئەم ئەندامە',
    tabMovies: 'فیلمی ئەنیمی',
    tabSeries: 'زنجیرە ئەنیمی',
    tabManga: 'مانگا/مانهوا',
    translation: 'وەرگێڕان',
    design: 'دیزاین',
    technique: 'تەکنیک',
    noTranslation: 'هیچ وەرگێڕانێک نییە',
    noDesign: 'هیچ دیزاینێک نییە',
    noTechnique: 'هیچ تەکنیکێک نییە',
    actions: 'کردارەکان',
    edit: 'دەستکاریکردنی هەژمار',
    editTitle: 'دەستکاریکردنی هەژمار',
    saved: 'هەژمارەکە نوێکرایەوە',
    saveFailed: 'نوێکردنەوەی هەژمار سەرنەکەوت',
    deleteAccount: 'سڕینەوەی هەژمار',
    deleteQuestion: 'دڵنیایت دەتەوێت ئەم بەکارهێنەرە بسڕیتەوە؟',
    deleteBody: 'ناوی لە بەرهەمەکانیش لادەبرێت، وێنەکانیشی دەسڕێنەوە.',
    deleted: 'بەکارهێنەرەکە سڕایەوە',
    uploadAvatar: 'بارکردنی وێنەی کەسی',
    deleteAvatar: 'سڕینەوەی وێنەی کەسی',
    uploadBackground: 'بارکردنی وێنەی پشتەوە',
    deleteBackground: 'سڕینەوەی وێنەی پشتەوە',
    avatar: 'وێنەی کەسی',
    background: 'وێنەی پشتەوە',
    send: 'بارکردن',
    close: 'داخستن',
  },
} as const;
