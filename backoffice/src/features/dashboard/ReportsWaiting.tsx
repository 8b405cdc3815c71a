import { useGetServerReportsQuery } from '@ckb/api-client/admin';
import { formatNumber, Link } from '@ckb/design-system';
import { strings } from '../../strings.ts';
import { reportStrings as t } from '../../components/reports/strings.ts';
import styles from './DashboardPage.module.css';

/**
 * The dashboard's count of reported servers, linking to the inbox. The caller shows it only to those who may
 * open the inbox; it reads the inbox's own cached answer, so handling a report there changes this number too.
 */
export function ReportsWaiting() {
  const query = useGetServerReportsQuery(undefined, { refetchOnMountOrArgChange: true });
  const waiting = (query.data?.length ?? 0) > 0;
  return (
    <li className={[styles.card, styles.wide, waiting && styles.waiting].filter(Boolean).join(' ')}>
      <span className={styles.count} aria-busy={query.isLoading}>
        {query.data ? formatNumber(query.data.length) : query.isError ? strings.countUnavailable : '…'}
      </span>
      <Link to="/admin/reports" className={styles.label}>
        {t.card}
      </Link>
    </li>
  );
}
