import { Button, EmptyState, formatNumber, useDocumentTitle } from '@ckb/design-system';
import { Pagination } from '@ckb/design-system/details';
import { useRef, type ReactNode } from 'react';
import { listPagePath } from '../lib/links.ts';
import { startPaging, useFocusAfterPaging } from '../lib/paging.ts';
import { strings } from '../strings.ts';
import { Problem, Waiting } from './PageStates.tsx';
import { WorkGrid, type GridWork } from './WorkGrid.tsx';
import styles from './ListPage.module.css';

export interface PagedResult<T> {
  data?: { results: T[]; totalPages: number; totalItems: number };
  isLoading: boolean;
  isFetching: boolean;
  isError: boolean;
  refetch: () => unknown;
}

interface Props<T> {
  title: string;
  /** The list's path: pages link to `${base}?page=n`. */
  base: string;
  page: number;
  result: PagedResult<T>;
  toWork: (item: T) => GridWork;
  emptyTitle: string;
  emptyDetail?: ReactNode;
  /** The active filter (a genre), shown under the title so the visitor sees why the list is shorter. */
  filter?: ReactNode;
}

/**
 * A public list (SPEC §2): 14 per page, the page in the URL, previous / next disabled at the
 * ends and a numbered strip; waiting, error, empty and out-of-range states.
 */
export function ListPage<T>({ title, base, page, result, toWork, emptyTitle, emptyDetail, filter }: Props<T>) {
  const { data, isLoading, isFetching, isError, refetch } = result;
  const outOfRange = !!data && data.totalItems > 0 && data.results.length === 0;
  useDocumentTitle(
    outOfRange
      ? strings.nothingFound
      : page > 1
        ? `${title} · ${strings.pageOf(formatNumber(page), formatNumber(data?.totalPages ?? page))}`
        : title,
  );

  const headingRef = useRef<HTMLHeadingElement>(null);
  useFocusAfterPaging(headingRef, page);

  let body: ReactNode;
  if (isLoading) body = <Waiting />;
  else if (isError && !data) body = <Problem onRetry={() => void refetch()} />;
  else if (!data || data.totalItems === 0)
    body = <EmptyState title={emptyTitle}>{emptyDetail ?? strings.emptyListHint}</EmptyState>;
  else if (outOfRange)
    body = (
      <EmptyState
        title={strings.nothingFound}
        titleAs="h2"
        action={
          <Button variant="secondary" to={base}>
            {strings.toFirstPage}
          </Button>
        }
      >
        {strings.pageOutOfRange}
      </EmptyState>
    );
  else
    body = (
      <div className={styles.results} aria-busy={isFetching || undefined}>
        <WorkGrid works={data.results.map(toWork)} titleAs="h2" eager={4} density="wide" label={title} />
      </div>
    );

  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <h1 ref={headingRef} className={styles.title} tabIndex={-1}>
          {title}
        </h1>
        {data && data.totalItems > 0 ? (
          <p className={styles.count}>
            {formatNumber(data.totalItems)} {strings.listCount}
          </p>
        ) : null}
      </div>
      {filter}
      {body}
      {/* past the end no page is current: the pager would clamp to the last and mark it */}
      {data && data.totalPages > 1 && !outOfRange ? (
        <Pagination
          page={page}
          totalPages={data.totalPages}
          hrefFor={(p) => listPagePath(base, p)}
          onPageChange={startPaging}
          className={styles.pagination}
        />
      ) : null}
    </div>
  );
}
