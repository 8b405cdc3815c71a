import type { ListArgs } from '@ckb/api-client';

/**
 * The arguments of the public queries, in one place: the route table starts a page's first requests
 * while the page's code is still downloading (routes.tsx), and the page's own hooks must ask for the
 * very same arguments to share those requests.
 */

/** SPEC §9: public lists show 14 per page, home rows 8, the staff grid 12. */
export const LIST_SIZE = 14;
export const ROW_SIZE = 8;
export const STAFF_SIZE = 12;

const select = {
  movies: 'en ku poster movie_id genres',
  series: 'en ku about type poster view rating series_id genres',
  manga: 'en ku poster manga_id type genres',
};

export type Kind = keyof typeof select;

export const listArgs = (kind: Kind, page: number, genre?: string): ListArgs => ({
  page,
  limit: LIST_SIZE,
  activeShow: true,
  select: select[kind],
  ...(genre ? { genre } : {}),
});

export const rowArgs = (kind: Kind): ListArgs => ({ page: 1, limit: ROW_SIZE, activeShow: true, select: select[kind] });

export const POPULAR_ARGS = { page: 1, limit: 10 };
