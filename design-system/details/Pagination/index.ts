export { Pagination } from './Pagination.tsx';
export type { PaginationProps } from './Pagination.tsx';
export { pageItems } from './pageItems.ts';
export type { PageItem } from './pageItems.ts';
