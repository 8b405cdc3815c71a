import { formatNumber } from '@ckb/design-system';

const n = (value: number) => formatNumber(value);

/** The works lists' own texts: the sortable columns and the actions on many works. */
export const listStrings = {
  views: 'بینراو',
  selectAll: 'هەڵبژاردنی هەموو بەرهەمەکانی ئەم پەڕەیە',
  select: (title: string) => `هەڵبژاردنی ${title}`,
  bulk: 'کار لەسەر هەڵبژێردراوەکان',
  chosen: (count: number) => `${n(count)} هەڵبژێردراو`,
  clear: 'لابردنی هەڵبژاردن',
  hide: 'شاردنەوە',
  show: 'پیشاندان',
  addGenre: 'زیادکردنی ژانر',
  genre: 'ژانر',
  delete: 'سڕینەوە',
  hideQuestion: (count: number) => `دڵنیایت دەتەوێت ${n(count)} بەرهەم بشاریتەوە؟`,
  showQuestion: (count: number) => `دڵنیایت دەتەوێت ${n(count)} بەرهەم پیشان بدەیت؟`,
  genreQuestion: (count: number, genre: string) => `ژانری «${genre}» بۆ ${n(count)} بەرهەم زیاد بکرێت؟`,
  deleteQuestion: (count: number) => `دڵنیایت دەتەوێت ${n(count)} بەرهەم بسڕیتەوە؟`,
  // what each kind has (a film has no seasons, a manga no servers), as the one-work delete says it
  deleteBody: {
    movies: 'سێرڤەر و وێنەکانیان لەگەڵیاندا دەچنە سەبەتەی زبڵ؛ دەتوانیت بیانگەڕێنیتەوە.',
    series: 'هەموو وەرز، ئەڵقە، سێرڤەر و وێنەکانیان لەگەڵیاندا دەچنە سەبەتەی زبڵ؛ دەتوانیت بیانگەڕێنیتەوە.',
    manga: 'هەموو وەرز، بەش، پەڕە و وێنەکانیان لەگەڵیاندا دەچنە سەبەتەی زبڵ؛ دەتوانیت بیانگەڕێنیتەوە.',
  },
  yes: 'بەڵێ',
  hidden: (count: number) => `${n(count)} بەرهەم شاردرایەوە`,
  shown: (count: number) => `${n(count)} بەرهەم پیشان درا`,
  genreAdded: (count: number) => `ژانرەکە بۆ ${n(count)} بەرهەم زیادکرا`,
  deleted: (count: number) => `${n(count)} بەرهەم سڕایەوە`,
  failed: 'کارەکە سەرنەکەوت، هیچ گۆڕانکارییەک نەکرا',
} as const;
