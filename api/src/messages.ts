import { echo, fieldLabel, soraniNumber as n, validationMessages, wireField as field } from '@ckb/contract/validation';

/**
 * Every user-facing text of the api, in Sorani, in one place so the wording can be reviewed together.
 * A field is named by the label the back-office shows for it (`field`), never by its wire name (the
 * OpenAPI schema has that). What a message repeats of the request (a path, an id, a name) goes through
 * `echo`: 100 characters at most. The words follow the glossary (`@ckb/contract` `glossary.ts`).
 */

export const messages = {
  apiKey: 'کلیلی API (سەرپەڕەی x-api-key) نەنێردراوە یان هەڵەیە.',
  routeNotFound: (method: string, url: string) => `ڕێڕەوی «${echo(`${method} ${url}`)}» نەدۆزرایەوە.`,
  notFound: 'ئەوەی داوات کردووە نەدۆزرایەوە.',
  badUrl: 'ناونیشانی (URL) داواکارییەکە دروست نییە.',
  invalidJson: 'ناوەڕۆکی داواکارییەکە JSON ـێکی دروست نییە.',
  emptyJson: 'ناوەڕۆکی داواکارییەکە بەتاڵە، بەڵام JSON چاوەڕوان دەکرا.',
  unsupportedMediaType: 'جۆری ناوەڕۆکی نێردراو (Content-Type) پشتگیری ناکرێت.',
  bodyTooLarge: 'قەبارەی داواکارییەکە زۆر گەورەیە.',
  internal: 'هەڵەیەک لە سێرڤەر ڕوویدا. تکایە دواتر هەوڵ بدەرەوە.',
  badRequest: 'داواکارییەکە دروست نییە.',
  /** GET /healthz and /readyz (routes/health): why this instance is not to be sent traffic. */
  databaseDown: 'بنکەی زانیاری وەڵام ناداتەوە.',
  redisDown: 'پەیوەندی بە Redis ـەوە نییە.',
  stopping: 'ئەم سێرڤەرە خەریکی وەستانە و داواکاری نوێ وەرناگرێت.',
  /** The tab title of a page that answers 404 / 403 (the page's own `useDocumentTitle` says the same). */
  pageNotFoundTitle: 'هیچ نەدۆزرایەوە · ئەنیمی کورد',
  pageForbiddenTitle: 'ڕێگەپێنەدراو · ئەنیمی کورد',

  loginFailed: 'ئیمەیڵ یان وشەی نهێنی هەڵەیە.',
  loginRateLimited: (seconds: number) =>
    `هەوڵی چوونەژوورەوەت زۆر دا. تکایە ${n(seconds)} چرکە چاوەڕێ بکە و دووبارە هەوڵ بدەرەوە.`,
  rateLimited: (seconds: number) => `داواکاریت زۆر ناردووە. تکایە ${n(seconds)} چرکە چاوەڕێ بکە.`,
  signInRequired: 'بۆ ئەم کارە پێویستە بچیتە ژوورەوە.',
  tokenInvalid: 'تۆکنەکە دروست نییە. تکایە دووبارە بچۆ ژوورەوە.',
  tokenExpired: 'ماوەی تۆکنەکە بەسەرچووە. تکایە دووبارە بچۆ ژوورەوە.',
  tokenRevoked:
    'ئەم تۆکنە چیتر کار ناکات: لێی چوویتە دەرەوە، یان وشەی نهێنی یان ڕۆڵەکانی هەژمارەکە گۆڕدراون، یان هەژمارەکە سڕاوەتەوە. تکایە دووبارە بچۆ ژوورەوە.',
  forbidden: 'ڕێگەت پێ نەدراوە ئەم کارە بکەیت.',

  workNotFound: 'ئەم بەرهەمە نەدۆزرایەوە.',
  userNotFound: 'ئەم بەکارهێنەرە نەدۆزرایەوە.',
  seasonNotFound: 'ئەم وەرزە نەدۆزرایەوە.',
  episodeNotFound: 'ئەم ئەڵقەیە نەدۆزرایەوە.',
  serverNotFound: 'ئەم سێرڤەرە نەدۆزرایەوە.',
  chapterNotFound: 'ئەم بەشە نەدۆزرایەوە.',
  genreNotFound: 'ئەم ژانرە نەدۆزرایەوە.',
  genreSlugTaken: (slug: string) => `ناسێنەری «${echo(slug)}» پێشتر هی ژانرێکی ترە.`,
  genreOrderIncomplete: 'ڕیزبەندی ژانرەکان دەبێت هەموو ژانرەکان تەنها یەک جار لەخۆ بگرێت.',
  unknownGenre: (id: string) => `${field('genres')}: هیچ ژانرێک بە ناسنامەی «${echo(id)}» نییە.`,

  emailTaken: 'ئەم ئیمەیڵە پێشتر بۆ هەژمارێکی تر بەکارهاتووە.',
  usernameTaken: 'ئەم ناوی بەکارهێنەرە پێشتر بۆ هەژمارێکی تر بەکارهاتووە.',
  accountOutranked:
    'ناتوانیت ئەم هەژمارە بگۆڕیت یان بیسڕیتەوە: ڕۆڵێکی هەیە کە هاوتای بەرزترین ڕۆڵی تۆیە یان لەو بەرزترە.',
  ownRoles: 'ناتوانیت ڕۆڵەکانی هەژماری خۆت بگۆڕیت.',
  cannotGrant: (flag: string) => `ناتوانیت ڕۆڵی «${fieldLabel(flag) ?? echo(flag)}» بدەیت یان لابەریت.`,
  lastOwner: 'ئەمە دوایین هەژماری خاوەنە: ناسڕدرێتەوە و ڕۆڵی خاوەنی لێ ناکرێتەوە.',
  ownFieldsOnly: 'لە هەژماری خۆتدا تەنها ناو و وشەی نهێنی دەتوانیت بگۆڕیت.',
  currentPasswordRequired: 'بۆ گۆڕینی وشەی نهێنی، وشەی نهێنی ئێستات بنووسە.',
  currentPasswordWrong: 'وشەی نهێنی ئێستا هەڵەیە.',
  unknownStaff: (f: string, id: string) => `${field(f)}: هیچ بەکارهێنەرێک بە ناسنامەی «${echo(id)}» نییە.`,
  seasonExists: (season: number) => `وەرزی ${n(season)} پێشتر هەیە.`,
  episodeExists: (episode: number) => `ئەڵقەی ${n(episode)} لەم وەرزەدا پێشتر هەیە.`,
  chapterExists: (name: string) => `بەشی «${echo(name)}» لەم وەرزەدا پێشتر هەیە.`,
  // a range of episodes added at once (numbered/range.ts)
  episodeRangeBackwards: 'ژمارەی یەکەم ئەڵقە نابێت لە ژمارەی دوایین ئەڵقە گەورەتر بێت.',
  episodeRangeTooLong: (max: number) => `لە یەک جاردا زیاتر لە ${n(max)} ئەڵقە زیاد ناکرێت.`,
  episodeRangeTaken: (numbers: number[]) =>
    `ئەم ئەڵقانە لەم وەرزەدا پێشتر هەن: ${numbers.slice(0, 10).map(n).join('، ')}${numbers.length > 10 ? '…' : ''}. هیچ ئەڵقەیەک زیاد نەکرا.`,

  // --- the trash (src/trash/): what a restore refuses, and the words of the list's labels
  trash: {
    notFound: 'ئەمە لە سەبەتەی زبڵدا نییە (گەڕێنراوەتەوە یان بە هەمیشەیی سڕاوەتەوە).',
    workTaken: (v: number) => `ژمارە ${n(v)} ئێستا هی بەرهەمێکی ترە، بۆیە ئەمە ناگەڕێتەوە.`,
    seasonTaken: (v: number) => `ژمارە ${n(v)} ئێستا هی وەرزێکی ترە، بۆیە ئەمە ناگەڕێتەوە.`,
    episodeTaken: (v: number) => `ژمارە ${n(v)} ئێستا هی ئەڵقەیەکی ترە، بۆیە ئەمە ناگەڕێتەوە.`,
    chapterTaken: (name: string) => `ناوی «${echo(name)}» ئێستا هی بەشێکی ترە، بۆیە ئەمە ناگەڕێتەوە.`,
    slugTaken: (slug: string) => `ناسێنەری «${echo(slug)}» ئێستا هی ژانرێکی ترە، بۆیە ئەمە ناگەڕێتەوە.`,
    emailTaken: (email: string) => `ئیمەیڵی «${echo(email)}» ئێستا هی هەژمارێکی ترە، بۆیە ئەمە ناگەڕێتەوە.`,
    usernameTaken: (name: string) => `ناوی بەکارهێنەری «${echo(name)}» ئێستا هی هەژمارێکی ترە، بۆیە ئەمە ناگەڕێتەوە.`,
    parentInTrash: (what: string) => `سەرەتا ${what} بگەڕێنەوە: ئەویش لە سەبەتەی زبڵدایە.`,
    parentGone: (what: string) => `${what} بە هەمیشەیی سڕاوەتەوە، بۆیە ئەمە ناگەڕێتەوە.`,
    /** The row above, as the two messages above name it (by trash kind; `work` when the kind is not known). */
    parent: {
      movie: 'فیلمەکە',
      series: 'زنجیرەکە',
      manga: 'مانگاکە',
      work: 'بەرهەمەکە',
      season: 'وەرزەکە',
      episode: 'ئەڵقەکە',
      session: 'وەرزەکە',
      chapter: 'بەشەکە',
    } as Record<string, string>,
    label: {
      season: (v: number) => `وەرزی ${n(v)}`,
      episode: (v: number) => `ئەڵقەی ${n(v)}`,
      server: (name: string) => `سێرڤەری «${echo(name)}»`,
      chapter: (name: string) => `بەشی «${echo(name)}»`,
      page: (v: number) => `پەڕەی ${n(v)}`,
    },
  },

  // --- what hostile input gets: a list naming an id twice, a Host header that names no site
  duplicateId: (f: string, id: string) =>
    `${field(f)}: ناسنامەی «${echo(id)}» دوو جار هاتووە؛ هەر یەکێک تەنها یەک جار.`,
  badHost: 'سەرپەڕەی Host ـی داواکارییەکە ناوی ماڵپەڕێکی دروست نییە.',

  webNotBuilt:
    'ڕووکاری ماڵپەڕەکە هێشتا دروست نەکراوە. لە ڕەگی پرۆژەکەدا فەرمانی «pnpm build» جێبەجێ بکە، پاشان سێرڤەرەکە دووبارە دەست پێ بکەرەوە.',

  /** POST /csp-report (routes/csp-report): a body that is not a browser's CSP violation report. */
  cspReportInvalid: 'ئەمە ڕاپۆرتێکی دروستی پێشێلکردنی سیاسەتی ناوەڕۆک (CSP) نییە.',

  // --- sitemaps, feeds and structured data (src/seo/): what search engines and feed readers show
  seo: {
    siteName: 'ئەنیمی کورد',
    /** The breadcrumbs' names: the navbar's (design-system's strings). */
    crumbs: { home: 'سەرەکی', movie: 'فیلمەکان', series: 'زنجیرەکان', manga: 'مانگا', staff: 'ستاف' },
    feed: {
      all: 'ئەنیمی کورد · نوێترینەکان',
      allAbout: 'فیلم، ئەڵقە و بەشە نوێیەکانی مانگا بە کوردی',
      movie: 'فیلمە نوێیەکان · ئەنیمی کورد',
      series: 'ئەڵقە نوێیەکانی زنجیرەکان · ئەنیمی کورد',
      manga: 'بەشە نوێیەکانی مانگا · ئەنیمی کورد',
      genre: (name: string) => `${name} · ئەنیمی کورد`,
      work: (title: string) => `${title} · ئەنیمی کورد`,
      /** An entry: the work and which part of it came out. */
      episode: (title: string, season: number, episode: number) =>
        `${title} · وەرزی ${n(season)}، ئەڵقەی ${n(episode)}`,
      chapter: (title: string, session: number, chapter: string) =>
        `${title} · وەرزی ${n(session)}، بەشی ${chapter.replace(/\d/g, (d) => n(Number(d)))}`,
      watch: 'بینین',
      read: 'خوێندنەوە',
    },
  },
  // --- drafts and release times (numbered/release.ts)
  /** A create body with `publish_at` from an account that may add episodes or chapters but not publish them. */
  publishForbidden: 'ڕێگەت پێ نەدراوە بڵاوی بکەیتەوە: تەنها وەک ڕەشنووس زیاد دەکرێت، بێ کاتی بڵاوکردنەوە.',

  // --- translators submit: the part rule's refusals (contract partDecision) and the review of drafts
  notCredited: 'تەنها ئەو وەرگێڕ و دیزاینەرانەی ناویان لەسەر ئەم بەرهەمەیە دەتوانن بەشی بۆ زیاد بکەن.',
  notOwnDraft: 'تەنها ئەو ڕەشنووسانە دەتوانیت بگۆڕیت یان بسڕیتەوە کە خۆت دروستت کردوون.',
  alreadyPublished: 'ئەم بەشە بڵاوکراوەتەوە: تەنها بەڕێوەبەران دەتوانن بیگۆڕن.',
  notADraft: 'ئەم بەشە ڕەشنووس نییە: پێشتر بڵاوکراوەتەوە.',
  notSubmitted: 'ئەم بەشە بۆ پێداچوونەوە نەنێردراوە.',
  emptyDraft: 'بەشێکی بێ پەڕە ناتوانرێت بۆ پێداچوونەوە بنێردرێت: سەرەتا پەڕەکانی باربکە.',

  // --- following without an account (follow/routes.ts): the news request's refusals
  follow: {
    tooMany: (max: number) => `زۆرترین ${n(max)} بەرهەم دەکرێت لە یەک داواکاریدا بپرسرێت.`,
    badWork: (work: string) => `«${echo(work)}» بەرهەمێکی ناسراو نییە.`,
  },

  // --- the back-office lists' actions on many works at once (services/bulk.ts)
  bulk: {
    /** Some of the chosen works are not there (deleted meanwhile, or of another kind): nothing changed. */
    missing: (count: number) =>
      `${n(count)} لە بەرهەمە هەڵبژێردراوەکان نەدۆزرانەوە (لەوانەیە سڕابنەوە)، بۆیە هیچ گۆڕانکارییەک نەکرا.`,
    genreRequired: 'بۆ زیادکردنی ژانر، ژانرێک هەڵبژێرە.',
  },

  validation: validationMessages,
} as const;
