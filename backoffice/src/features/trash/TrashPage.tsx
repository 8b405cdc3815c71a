import { trashKindsOf, type TrashKind } from '@ckb/contract/roles';
import { useAppDispatch } from '@ckb/api-client';
import {
  useGetTrashQuery,
  usePurgeTrashMutation,
  useRestoreTrashMutation,
  type TrashItem,
} from '@ckb/api-client/admin';
import { DataTable, SelectField, type DataTableColumn } from '@ckb/design-system/admin';
import { Pagination } from '@ckb/design-system/details';
import { Button, ErrorMessage, LoadingMessage, formatNumber, useSearchParams } from '@ckb/design-system';
import { AdminPage } from '../../components/AdminPage.tsx';
import { ConfirmButton } from '../../components/ConfirmButton.tsx';
import { outcome } from '../../lib/mutations.ts';
import { useMe } from '../../lib/useMe.ts';
import { strings } from '../../strings.ts';
import { trashStrings as t } from './strings.ts';
import styles from './TrashPage.module.css';

/** SPEC §9: admin lists show 12 per page. */
export const PAGE_SIZE = 12;

const DAY_MS = 86_400_000;

/**
 * /admin/trash: what deletes moved to the trash, newest first, of the kinds the signed-in account may delete
 * (the api filters the same way): what it was (with the rows above it), who deleted it and when, when it goes
 * for good; restore, or purge after a question. The kind filter and the page are in the URL.
 */
export default function TrashPage() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const kind = (params.get('kind') ?? '') as TrashKind | '';
  const { me } = useMe();
  const dispatch = useAppDispatch();
  const query = useGetTrashQuery({ page, limit: PAGE_SIZE, kind: kind || undefined });
  const [restore] = useRestoreTrashMutation();
  const [purge] = usePurgeTrashMutation();
  const data = query.data;
  const first = data?.results[0];
  const days = first ? Math.round((Date.parse(first.expires_at) - Date.parse(first.deleted_at)) / DAY_MS) : null;

  const hrefFor = (p: number) => {
    const next = new URLSearchParams(params);
    if (p > 1) next.set('page', String(p));
    else next.delete('page');
    const search = next.toString();
    return search ? `/admin/trash?${search}` : '/admin/trash';
  };

  const columns: DataTableColumn<TrashItem>[] = [
    {
      id: 'what',
      header: t.what,
      primary: true,
      cell: (item) => (
        <span className={styles.what}>
          <bdi>{item.label}</bdi>
          <span className={styles.muted}>{t.contents(item.rows, item.files)}</span>
        </span>
      ),
    },
    { id: 'kind', header: t.kind, cell: (item) => t.kinds[item.kind] },
    { id: 'by', header: t.by, cell: (item) => (item.deleted_by ? <bdi>{item.deleted_by.name}</bdi> : t.nobody) },
    { id: 'when', header: t.when, cell: (item) => <time dateTime={item.deleted_at}>{t.date(item.deleted_at)}</time> },
    {
      id: 'expires',
      header: t.expires,
      cell: (item) => <time dateTime={item.expires_at}>{t.date(item.expires_at)}</time>,
    },
    {
      id: 'actions',
      header: t.actions,
      compact: true,
      cell: (item) => (
        <span className={styles.actions}>
          <Button
            size="sm"
            variant="secondary"
            onClick={() =>
              void outcome(dispatch, restore(item._id), { success: t.restored, errorPrefix: t.restoreFailed })
            }
            aria-label={`${t.restore}: ${item.label}`}
          >
            {t.restore}
          </Button>
          <ConfirmButton
            label={t.purge}
            question={t.purgeQuestion(item.label)}
            details={t.purgeDetails}
            confirmLabel={t.purge}
            onConfirm={() => outcome(dispatch, purge(item._id), { success: t.purged })}
          />
        </span>
      ),
    },
  ];

  const kinds = trashKindsOf(me);
  return (
    <AdminPage
      title={t.title}
      subtitle={data && days !== null ? t.subtitle(data.totalItems, formatNumber(days)) : undefined}
    >
      <form className={styles.filters} role="search" onSubmit={(e) => e.preventDefault()}>
        <SelectField
          name="kind"
          label={t.kindFilter}
          value={kind}
          onChange={(e) => {
            const next = new URLSearchParams(params);
            if (e.target.value) next.set('kind', e.target.value);
            else next.delete('kind');
            next.delete('page');
            setParams(next);
          }}
          placeholder={t.allKinds}
          options={kinds.map((k) => ({ value: k, label: t.kinds[k] }))}
        />
      </form>
      {query.isLoading ? (
        <LoadingMessage label={strings.loading} />
      ) : query.isError && !data ? (
        <ErrorMessage title={strings.loadFailed} onRetry={() => void query.refetch()} retryLabel={strings.retry} />
      ) : (
        <>
          <DataTable
            caption={t.caption}
            columns={columns}
            rows={data?.results ?? []}
            rowKey={(item) => item._id}
            busy={query.isFetching}
            empty={t.empty}
          />
          {data && data.totalPages > 1 && (
            <Pagination page={page} totalPages={data.totalPages} hrefFor={hrefFor} label={t.pages} />
          )}
        </>
      )}
    </AdminPage>
  );
}
