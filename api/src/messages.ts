/**
 * Every user-facing text of the api, in Sorani, in one place so the wording can be reviewed together.
 * Field names stay in Latin script inside «» so a developer can match them to the request.
 */

const num = new Intl.NumberFormat('ckb');
const n = (value: number): string => num.format(value);
const field = (name: string): string => `خانەی «${name}»`;

export const messages = {
  apiKey: 'کلیلی API (سەرپەڕەی x-api-key) نەنێردراوە یان هەڵەیە.',
  routeNotFound: (method: string, url: string) => `ڕێڕەوی «${method} ${url}» نەدۆزرایەوە.`,
  invalidJson: 'ناوەڕۆکی داواکارییەکە JSON ـێکی دروست نییە.',
  emptyJson: 'ناوەڕۆکی داواکارییەکە بەتاڵە، بەڵام JSON چاوەڕوان دەکرا.',
  unsupportedMediaType: 'جۆری ناوەڕۆکی نێردراو (Content-Type) پشتگیری ناکرێت.',
  bodyTooLarge: 'قەبارەی داواکارییەکە زۆر گەورەیە.',
  internal: 'هەڵەیەک لە ڕاژەکار ڕوویدا. تکایە دواتر هەوڵ بدەرەوە.',
  badRequest: 'داواکارییەکە دروست نییە.',

  loginFailed: 'ئیمەیڵ یان وشەی نهێنی هەڵەیە.',
  loginRateLimited: (seconds: number) =>
    `هەوڵی چوونەژوورەوەت زۆر دا. تکایە ${n(seconds)} چرکە چاوەڕێ بکە و دووبارە هەوڵ بدەرەوە.`,
  rateLimited: (seconds: number) => `داواکاریت زۆر ناردووە. تکایە ${n(seconds)} چرکە چاوەڕێ بکە.`,
  signInRequired: 'بۆ ئەم کارە پێویستە بچیتە ژوورەوە.',
  tokenInvalid: 'تۆکنەکە دروست نییە. تکایە دووبارە بچۆ ژوورەوە.',
  tokenExpired: 'ماوەی تۆکنەکە بەسەرچووە. تکایە دووبارە بچۆ ژوورەوە.',
  tokenRevoked: 'ئەم تۆکنە چیتر کار ناکات، چونکە هەژمارەکە گۆڕدراوە یان سڕاوەتەوە. تکایە دووبارە بچۆ ژوورەوە.',
  forbidden: 'ڕێگەت پێ نەدراوە ئەم کارە بکەیت.',

  workNotFound: 'ئەم بەرهەمە نەدۆزرایەوە.',
  userNotFound: 'ئەم بەکارهێنەرە نەدۆزرایەوە.',
  seasonNotFound: 'ئەم وەرزە نەدۆزرایەوە.',
  episodeNotFound: 'ئەم ئەڵقەیە نەدۆزرایەوە.',
  serverNotFound: 'ئەم ڕاژەکارە نەدۆزرایەوە.',
  chapterNotFound: 'ئەم بەشە نەدۆزرایەوە.',

  emailTaken: 'ئەم ئیمەیڵە (خانەی «email») پێشتر بۆ هەژمارێکی تر بەکارهاتووە.',
  usernameTaken: 'ئەم ناوی بەکارهێنەرە (خانەی «username») پێشتر بۆ هەژمارێکی تر بەکارهاتووە.',
  ownerFlagOnlyOwner: 'تەنها خاوەن دەتوانێت پلەی خاوەن (خانەی «is_owner») بدات یان لابەرێت.',
  ownerAccountOnlyOwner: 'تەنها خاوەن دەتوانێت هەژماری خاوەنێک بگۆڕێت یان بیسڕێتەوە.',
  lastOwner: 'ئەمە دوایین هەژماری خاوەنە: ناسڕدرێتەوە و پلەی خاوەنی لێ ناکرێتەوە.',
  unknownStaff: (f: string, id: string) => `${field(f)}: هیچ بەکارهێنەرێک بە ناسنامەی «${id}» نییە.`,
  seasonExists: (n: number) => `وەرزی ${num.format(n)} (خانەی «name_session») پێشتر هەیە.`,
  episodeExists: (n: number) => `ئەڵقەی ${num.format(n)} (خانەی «name_epsode») لەم وەرزەدا پێشتر هەیە.`,
  chapterExists: (name: string) => `بەشی «${name}» (خانەی «name_chapter») لەم وەرزەدا پێشتر هەیە.`,

  webNotBuilt:
    'ڕووکاری ماڵپەڕەکە هێشتا دروست نەکراوە. لە ڕەگی پرۆژەکەدا فەرمانی «pnpm build» جێبەجێ بکە، پاشان ڕاژەکارەکە دووبارە دەست پێ بکەرەوە.',

  validation: {
    required: (f: string) => `${field(f)} پێویستە.`,
    number: (f: string) => `${field(f)} دەبێت ژمارە بێت.`,
    integer: (f: string) => `${field(f)} دەبێت ژمارەیەکی تەواو بێت.`,
    string: (f: string) => `${field(f)} دەبێت دەق بێت.`,
    boolean: (f: string) => `${field(f)} دەبێت true یان false بێت.`,
    array: (f: string) => `${field(f)} دەبێت لیست بێت.`,
    object: (f: string) => `${field(f)} دەبێت ئۆبجێکت بێت.`,
    notEmpty: (f: string) => `${field(f)} نابێت بەتاڵ بێت.`,
    minLength: (f: string, limit: number) => `${field(f)} دەبێت لانیکەم ${n(limit)} پیت بێت.`,
    maxLength: (f: string, limit: number) => `${field(f)} نابێت لە ${n(limit)} پیت درێژتر بێت.`,
    minimum: (f: string, limit: number) => `${field(f)} نابێت لە ${n(limit)} کەمتر بێت.`,
    maximum: (f: string, limit: number) => `${field(f)} نابێت لە ${n(limit)} زیاتر بێت.`,
    oneOf: (f: string, allowed: readonly unknown[]) => `${field(f)} دەبێت یەکێک لەمانە بێت: ${allowed.join('، ')}.`,
    email: (f: string) => `${field(f)} ئیمەیڵێکی دروست نییە.`,
    unknownField: (f: string) => `${field(f)} نەناسراوە.`,
    invalid: (f: string) => `${field(f)} دروست نییە.`,
    limit: 'خانەی «limit» دەبێت ژمارەیەکی گەورەتر لە سفر بێت، یان -1 بۆ هەموویان.',
    nul: (f: string) => `${field(f)} پیتی نادروستی (NUL) تێدایە.`,
    noSpaces: (f: string) => `${field(f)} نابێت بۆشایی تێدا بێت.`,
    maxItems: (f: string, limit: number) => `${field(f)} نابێت لە ${n(limit)} دانە زیاتر بێت.`,
    nothingToUpdate: 'هیچ خانەیەک بۆ گۆڕین نەنێردراوە.',
    blank: (f: string) => `${field(f)} نابێت تەنها بۆشایی بێت.`,
  },
} as const;
