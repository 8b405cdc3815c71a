import { useAppDispatch } from '@ckb/api-client';
import { useGetServerReportsQuery, useHandleServerReportsMutation, type ServerReport } from '@ckb/api-client/admin';
import { Button, ErrorMessage, Link, LoadingMessage, formatNumber } from '@ckb/design-system';
import { DataTable, type DataTableColumn } from '@ckb/design-system/admin';
import { useEffect, useRef, useState } from 'react';
import { AdminPage } from '../../components/AdminPage.tsx';
import { when } from '../../components/activity/labels.ts';
import { outcome } from '../../lib/mutations.ts';
import { serverEditPath } from '../../lib/serverLink.ts';
import { strings } from '../../strings.ts';
import { reportStrings as t } from '../../components/reports/strings.ts';
import styles from './ReportsPage.module.css';

/**
 * /admin/reports: the servers visitors reported as not playing, worst first (the api's order), each linking to
 * its edit form; «چارەسەرکرا» clears a server's reports, and it leaves the list until it is reported again.
 */
export default function ReportsPage() {
  const dispatch = useAppDispatch();
  const query = useGetServerReportsQuery(undefined, { refetchOnMountOrArgChange: true });
  const [handle] = useHandleServerReportsMutation();
  const list = useRef<HTMLDivElement>(null);
  // after a row leaves, the focus goes to the row that took its place (else the list), not to the page's top
  const [refocus, setRefocus] = useState<number | null>(null);
  const reports = query.data;

  useEffect(() => {
    if (refocus === null || !reports || query.isFetching) return;
    const buttons = list.current?.querySelectorAll<HTMLButtonElement>('button[data-handle]') ?? [];
    (buttons[Math.min(refocus, buttons.length - 1)] ?? list.current)?.focus();
    setRefocus(null);
  }, [refocus, reports, query.isFetching]);

  const columns: DataTableColumn<ServerReport>[] = [
    {
      id: 'server',
      header: t.columns.server,
      primary: true,
      cell: (r) => (
        <Link to={serverEditPath(r)} aria-label={t.editServer(r.name_server)}>
          <span dir="auto">{r.name_server}</span>
        </Link>
      ),
    },
    {
      id: 'work',
      header: t.columns.work,
      cell: (r) => (
        <span className={styles.work}>
          <span dir="auto">{r.work.title}</span>
          <span className={styles.muted}>
            {r.season && r.episode ? t.place(r.season.name_session, r.episode.name_epsode) : t.film}
          </span>
        </span>
      ),
    },
    { id: 'today', header: t.columns.today, cell: (r) => formatNumber(r.today) },
    { id: 'week', header: t.columns.week, cell: (r) => formatNumber(r.week) },
    { id: 'all', header: t.columns.all, cell: (r) => formatNumber(r.count) },
    {
      id: 'last',
      header: t.columns.last,
      cell: (r) => (
        <span className={styles.work}>
          <time dateTime={new Date(r.last_reported_at).toISOString()}>{t.ago(r.last_reported_at)}</time>
          <span className={styles.muted}>{when(r.last_reported_at)}</span>
        </span>
      ),
    },
    {
      id: 'actions',
      header: t.columns.actions,
      compact: true,
      cell: (r) => (
        <Button
          size="sm"
          variant="secondary"
          data-handle=""
          aria-label={t.handleLabel(r.name_server, r.work.title)}
          onClick={async () => {
            const index = reports?.indexOf(r) ?? 0;
            const result = await outcome(dispatch, handle(r.server_id), {
              success: t.handled,
              errorPrefix: t.handleFailed,
            });
            if (result.ok) setRefocus(index);
          }}
        >
          {t.handle}
        </Button>
      ),
    },
  ];

  return (
    <AdminPage title={t.title} subtitle={reports && reports.length > 0 ? t.waiting(reports.length) : undefined}>
      <p className={styles.intro}>{t.intro}</p>
      {query.isLoading ? (
        <LoadingMessage label={strings.loading} />
      ) : query.isError && !reports ? (
        <ErrorMessage title={strings.loadFailed} onRetry={() => void query.refetch()} retryLabel={strings.retry} />
      ) : (
        <div ref={list} tabIndex={-1} className={styles.list}>
          <DataTable
            caption={t.caption}
            columns={columns}
            rows={reports ?? []}
            rowKey={(r) => r.server_id}
            busy={query.isFetching}
            empty={t.empty}
          />
        </div>
      )}
    </AdminPage>
  );
}
