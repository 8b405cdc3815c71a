import type { ActivityKind } from '@ckb/contract';

/**
 * The word for each kind of thing staff write, once for the history and the trash (the trash's kinds are the
 * history's without the pictures), so both screens name a thing alike.
 */
export const KIND_LABELS = {
  movie: 'فیلم',
  series: 'زنجیرە',
  manga: 'مانگا',
  season: 'وەرز',
  episode: 'ئەڵقە',
  server: 'سێرڤەر',
  session: 'وەرزی مانگا',
  chapter: 'بەش',
  page: 'پەڕە',
  ad: 'ڕیکلام',
  banner: 'بانەر',
  genre: 'ژانر',
  user: 'هەژمار',
  image: 'وێنە',
} as const satisfies Record<ActivityKind, string>;
