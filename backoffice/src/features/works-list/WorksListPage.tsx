import { useGetMangaListQuery, useGetMoviesQuery, useGetSeriesListQuery, type ListArgs } from '@ckb/api-client';
import { WORK_LIST_SORTS, type WorkListSortT } from '@ckb/contract';
import { DataTable, SelectField, TextField, type DataTableColumn } from '@ckb/design-system/admin';
import {
  Button,
  ErrorMessage,
  formatNumber,
  Link,
  LoadingMessage,
  TypeBadge,
  useSearchParams,
} from '@ckb/design-system';
import { Pagination } from '@ckb/design-system/details';
import { useEffect, useState } from 'react';
import { AdminPage } from '../../components/AdminPage.tsx';
import { adminPath, publicNumber, type AnyWork, type Kind } from '../../lib/works.ts';
import { strings } from '../../strings.ts';
import { BulkBar } from './BulkBar.tsx';
import { listStrings } from './strings.ts';
import styles from './WorksListPage.module.css';

/** SPEC §9: admin lists show 12 per page. */
export const PAGE_SIZE = 12;
const SELECT: Record<Kind, string> = {
  movies: '_id movie_id en ku poster active_show type view',
  series: '_id series_id en ku poster active_show type status view',
  manga: '_id manga_id en ku poster active_show type status view',
};
const hooks = { movies: useGetMoviesQuery, series: useGetSeriesListQuery, manga: useGetMangaListQuery };

type Visibility = 'all' | 'shown' | 'hidden';

/**
 * The column each sort of the api belongs to. The public number is given at creation, so its order is also the
 * order works were added in: the `added` sort has no column of its own.
 */
const SORT_COLUMN: Record<WorkListSortT, string> = { number: 'number', title: 'name', added: 'number', views: 'views' };
const COLUMN_SORT: Record<string, WorkListSortT> = { number: 'number', name: 'title', views: 'views' };

/**
 * /admin/movies, /admin/series, /admin/manga (SPEC §2): 12 per page, rows linking by record id, and
 * (beyond the SPEC) a filter by title and by visibility. Page and filters live in the URL, so a list
 * can be bookmarked, shared and left with the back button.
 */
export function WorksListPage({ kind }: { kind: Kind }) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const q = params.get('q') ?? '';
  const show = (['shown', 'hidden'].includes(params.get('show') ?? '') ? params.get('show') : 'all') as Visibility;
  const sortParam = params.get('sort') as WorkListSortT | null;
  const sort: WorkListSortT = sortParam && WORK_LIST_SORTS.includes(sortParam) ? sortParam : 'number';
  const order = params.get('order') === 'asc' ? 'asc' : 'desc';
  const [typed, setTyped] = useState(q);
  const [selected, setSelected] = useState<Set<string>>(() => new Set());

  const update = (change: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(change)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    if (!('page' in change)) next.delete('page');
    setParams(next, { replace: !('page' in change) });
  };

  // Typing filters after a short pause, not on every key.
  useEffect(() => {
    if (typed.trim() === q) return;
    const timer = setTimeout(() => update({ q: typed.trim() || null }), 350);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [typed]);

  const args: ListArgs = {
    page,
    limit: PAGE_SIZE,
    select: SELECT[kind],
    ...(q ? { q } : {}),
    ...(show !== 'all' ? { activeShow: show === 'shown' } : {}),
    ...(sort !== 'number' || order !== 'desc' ? { sort, order } : {}),
  };
  // a column pressed again flips its order; a new column starts A→Z for titles, largest first otherwise
  const onSort = (column: string) => {
    const next = COLUMN_SORT[column];
    if (!next) return;
    const nextOrder = next === sort ? (order === 'asc' ? 'desc' : 'asc') : next === 'title' ? 'asc' : 'desc';
    update(next === 'number' && nextOrder === 'desc' ? { sort: null, order: null } : { sort: next, order: nextOrder });
  };
  const query = hooks[kind](args);
  const data = query.data;
  const hrefFor = (p: number) => {
    const next = new URLSearchParams(params);
    if (p > 1) next.set('page', String(p));
    else next.delete('page');
    const search = next.toString();
    return `/admin/${kind}${search ? `?${search}` : ''}`;
  };

  const columns: DataTableColumn<Partial<AnyWork>>[] = [
    {
      id: 'poster',
      header: strings.list.poster,
      media: true,
      cell: (w) => (
        <img
          className={styles.thumb}
          src={w.poster?.low ?? '/img/poster/default.png'}
          alt=""
          width={48}
          height={72}
          loading="lazy"
        />
      ),
    },
    {
      id: 'name',
      header: strings.list.name,
      primary: true,
      sortable: true,
      cell: (w) => (
        <span className={styles.name}>
          <Link to={adminPath(kind, w)} dir="auto">
            {w.en}
          </Link>
          <span className={styles.ku} dir="auto">
            {w.ku}
          </span>
        </span>
      ),
    },
    { id: 'number', header: '#', sortable: true, cell: (w) => strings.number(publicNumber(kind, w) ?? 0) },
    ...(kind === 'manga'
      ? [
          {
            id: 'type',
            header: strings.list.type,
            cell: (w: Partial<AnyWork>) => (w.type ? <TypeBadge type={w.type} /> : null),
          },
        ]
      : []),
    { id: 'views', header: listStrings.views, sortable: true, cell: (w) => formatNumber(Number(w.view ?? 0)) },
    {
      id: 'state',
      header: strings.list.state,
      cell: (w) => (
        <span className={w.active_show === 'true' ? styles.visible : styles.invisible}>
          {w.active_show === 'true' ? strings.list.visible : strings.list.invisible}
        </span>
      ),
    },
  ];

  return (
    <AdminPage
      title={strings.kinds[kind].title}
      subtitle={data ? strings.list.total(data.totalItems) : undefined}
      actions={
        <Button to={`/admin/add${kind === 'movies' ? '' : `?type=${kind}`}`} variant="secondary">
          {strings.list.addNew}
        </Button>
      }
    >
      <form
        className={styles.filters}
        role="search"
        aria-label={strings.list.filters}
        onSubmit={(e) => e.preventDefault()}
      >
        <TextField
          type="search"
          name="q"
          label={strings.list.search}
          hint={strings.list.searchHint}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') update({ q: typed.trim() || null });
          }}
        />
        <SelectField
          name="show"
          label={strings.list.visibility}
          value={show}
          onChange={(e) => update({ show: e.target.value === 'all' ? null : e.target.value })}
          options={[
            { value: 'all', label: strings.list.all },
            { value: 'shown', label: strings.list.shown },
            { value: 'hidden', label: strings.list.hidden },
          ]}
        />
      </form>
      {query.isLoading ? (
        <LoadingMessage label={strings.loading} />
      ) : query.isError && !data ? (
        <ErrorMessage title={strings.loadFailed} onRetry={() => void query.refetch()} retryLabel={strings.retry} />
      ) : (
        <>
          <BulkBar kind={kind} selected={selected} onClear={() => setSelected(new Set())} />
          <DataTable
            caption={strings.kinds[kind].title}
            sort={{ by: SORT_COLUMN[sort], order, onSort }}
            selection={{
              selected,
              onChange: setSelected,
              rowLabel: (w) => listStrings.select(w.en ?? ''),
              allLabel: listStrings.selectAll,
            }}
            columns={columns}
            rows={data?.results ?? []}
            rowKey={(w) => w._id ?? ''}
            busy={query.isFetching}
            empty={strings.list.empty}
          />
          {data && data.totalPages > 1 && (
            <Pagination page={page} totalPages={data.totalPages} hrefFor={hrefFor} label={strings.list.pages} />
          )}
        </>
      )}
    </AdminPage>
  );
}
