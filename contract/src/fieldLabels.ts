/**
 * What each wire field is called in Sorani: the label the back-office's forms show beside it. The api's
 * messages name a field by this label too (`validation.ts` `wireField`), so a person reads the word they see
 * on the screen, never the wire name; the wire name stays in the OpenAPI schema for developers.
 * `glossary.test.ts` checks that every field of a request body or query in this package has a label here.
 */
export const FIELD_LABELS: Readonly<Record<string, string>> = {
  // --- works
  en: 'ناوی ئینگلیزی',
  ku: 'ناوی کوردی',
  ar: 'ناوی عەرەبی',
  or: 'ناوی ڕەسەن',
  alt_titles: 'ناوە جیاوازەکان',
  about: 'دەربارە',
  country: 'وڵات',
  language: 'زمان',
  date_publish: 'ڕێکەوتی بڵاوبوونەوە',
  time: 'ماوە (خولەک)',
  budget: 'بودجە ($)',
  revenue: 'داهات ($)',
  imdb: 'IMDb',
  rating: 'هەڵسەنگاندن (٠–١٠)',
  assessment: 'پۆلێن (تەمەن)',
  director: 'دەرهێنەر',
  trailer: 'بەستەری ترەیلەر',
  status: 'دۆخ',
  type: 'جۆر',
  author: 'نووسەر',
  name_studio: 'ستۆدیۆ',
  genre: 'ژانر',
  genres: 'ژانرەکان',
  translator_id: 'وەرگێڕەکان',
  designer_id: 'دیزاینەرەکان',
  technique_id: 'تەکنیکارەکان',
  active_show: 'پیشاندان بۆ خەڵک',
  active_show_on_slide: 'سلایدی پەڕەی سەرەکی',
  active_show_on_swiper: 'سلایدی پەڕەی سەرەکی',
  poster: 'پۆستەر',
  background: 'وێنەی پشتەوە',

  // --- seasons, episodes, chapters, servers, pages
  name_session: 'ژمارەی وەرز',
  name_epsode: 'ژمارەی ئەڵقە',
  from: 'لە ئەڵقەی',
  to: 'تا ئەڵقەی',
  name_chapter: 'ناوی بەش',
  detail: 'وردەکاری (ئارەزوومەندانە)',
  // --- drafts and their review
  publish_at: 'کاتی بڵاوکردنەوە',
  note: 'تێبینی پێداچوونەوە',
  servers: 'سێرڤەرەکان',
  name_server: 'ناوی سێرڤەر',
  embed_code: 'کۆدی لێدەر',
  photo_path_array: 'پەڕەکان',
  order: 'ڕیزی پەڕەکان',

  // --- accounts
  name: 'ناو',
  username: 'ناوی بەکارهێنەر',
  email: 'ئیمەیڵ',
  password: 'وشەی نهێنی',
  current_password: 'وشەی نهێنی ئێستا',
  role: 'ناونیشانی ڕۆڵ',
  avatar: 'وێنەی کەسی',
  is_owner: 'خاوەن',
  is_dev: 'گەشەپێدەر',
  is_supervisor: 'سەرپەرشتیار',
  is_admin: 'بەڕێوەبەر',
  is_translator: 'وەرگێڕ',
  is_designer: 'دیزاینەر',
  is_technique: 'تەکنیکار',

  // --- genres, ads, banners
  slug: 'ناسێنەر (لاتینی)',
  ids: 'ڕیزبەندی ژانرەکان',
  link: 'بەستەر',
  placement: 'شوێنی ڕیکلام',
  starts_on: 'ڕێکەوتی دەستپێکردن',
  ends_on: 'ڕێکەوتی کۆتایی',
  active: 'چالاکە',
  desktop: 'وێنەی کۆمپیوتەر',
  mobile: 'وێنەی مۆبایل',
  off: 'بێ ڕیکلام',
  title: 'سەردێڕ',
  text: 'دەق',
  position: 'شوێن لە سلایدەکاندا',
  work: 'بەرهەم',
  user: 'بەکارهێنەر',
  message: 'پەیام',

  // --- lists and search (the address's query)
  page: 'ژمارەی پەڕە',
  limit: 'ژمارەی دانە لە هەر پەڕەیەکدا',
  select: 'خانە داواکراوەکان',
  q: 'وشەی گەڕان',
  sort: 'ڕیزکردن',
  kind: 'جۆر',
  year: 'ساڵ',
  day: 'ڕۆژ',
  _id: 'ناسنامە',

  // --- the address's own parts (the api's routes: ids, the reader's numbers, an image's quality)
  id: 'ناسنامە',
  sessionId: 'ناسنامەی وەرز',
  epsodeId: 'ناسنامەی ئەڵقە',
  serverId: 'ناسنامەی سێرڤەر',
  chapterId: 'ناسنامەی بەش',
  pageId: 'ناسنامەی پەڕە',
  number: 'ژمارەی بەرهەم',
  session: 'ژمارەی وەرز',
  chapter: 'ناوی بەش',
  slot: 'جۆری وێنە',
  quality: 'کوالیتی',

  // --- the whole request, when no single field is wrong
  body: 'ناوەڕۆکی داواکارییەکە',
  querystring: 'ناونیشانی داواکارییەکە',
  params: 'ناونیشانی داواکارییەکە',

  // --- the works lists: an action on many works (contract/src/bulk.ts)
  action: 'کار',
  work_ids: 'بەرهەمە هەڵبژێردراوەکان',
};

/**
 * The label of a field by its path (`servers.0.embed_code` is «کۆدی لێدەر»: the last name that is not an
 * index), or null when the field is not one of this package's (an unknown field a client sent).
 */
export function fieldLabel(path: string): string | null {
  const name = path
    .split('.')
    .filter((part) => !/^\d+$/.test(part))
    .pop();
  return name !== undefined && Object.hasOwn(FIELD_LABELS, name) ? FIELD_LABELS[name]! : null;
}
