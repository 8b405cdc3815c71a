/**
 * Search and genres: the search page, the genre filter of the lists and the genre links of the
 * detail pages. Apart from `strings.ts`, so the first visit to `/` does not download them.
 */
export const searchStrings = {
  title: 'گەڕان',
  resultsFor: (q: string) => `ئەنجامەکانی «${q}»`,
  query: 'ناوی بەرهەم',
  queryPlaceholder: 'بە کوردی، عەرەبی یان ئینگلیزی بنووسە...',
  submit: 'گەڕان',
  filters: 'پاڵاوتن',
  kind: 'جۆر',
  allKinds: 'هەموو جۆرەکان',
  genre: 'ژانر',
  allGenres: 'هەموو ژانرەکان',
  status: 'دۆخ',
  anyStatus: 'هەموو دۆخەکان',
  year: 'ساڵ',
  anyYear: 'هەر ساڵێک',
  sort: 'ڕیزکردن',
  sortRelevance: 'گونجاوترین',
  sortNewest: 'نوێترین',
  sortViews: 'زۆرترین بینراو',
  sortRating: 'بەرزترین هەڵسەنگاندن',
  clear: 'لابردنی پاڵاوتنەکان',
  noResults: 'هیچ بەرهەمێک نەدۆزرایەوە',
  noResultsHint: 'وشەیەکی تر تاقی بکەرەوە، یان لە ژانرێکەوە دەست پێ بکە:',
  genresHeading: 'ژانرەکان',
  activeGenre: (name: string) => `ژانر: ${name}`,
  removeGenre: 'لابردنی ژانر',
  resultCount: 'ئەنجام',
  /** Before the count when the api counted up to its cap (capped): «زیاتر لە ١٬٠٠٠ ئەنجام». */
  resultCountOver: 'زیاتر لە',
};
