import { useGetReviewQueueQuery, useGetServerReportsQuery } from '@ckb/api-client/admin';
import { formatNumber, Link } from '@ckb/design-system';
import { strings } from '../../strings.ts';
import { reportStrings } from '../../components/reports/strings.ts';
import { reviewStrings } from '../../components/review/strings.ts';
import styles from './DashboardPage.module.css';

/**
 * A dashboard card counting what waits in an inbox (reported servers, drafts to review), linking to it. The caller
 * shows it only to those who may open the inbox. It reads the inbox's own cached answer, so handling an item there
 * changes this number too.
 */
function WaitingCard({
  query,
  to,
  label,
}: {
  query: { data?: readonly unknown[]; isLoading: boolean; isError: boolean };
  to: string;
  label: string;
}) {
  const waiting = (query.data?.length ?? 0) > 0;
  return (
    <li className={[styles.card, styles.wide, waiting && styles.waiting].filter(Boolean).join(' ')}>
      <span className={styles.count} aria-busy={query.isLoading}>
        {query.data ? formatNumber(query.data.length) : query.isError ? strings.countUnavailable : '…'}
      </span>
      <Link to={to} className={styles.label}>
        {label}
      </Link>
    </li>
  );
}

export function ReportsWaiting() {
  const query = useGetServerReportsQuery(undefined, { refetchOnMountOrArgChange: true });
  return <WaitingCard query={query} to="/admin/reports" label={reportStrings.card} />;
}

export function ReviewWaiting() {
  const query = useGetReviewQueueQuery(undefined, { refetchOnMountOrArgChange: true });
  return <WaitingCard query={query} to="/admin/review" label={reviewStrings.card} />;
}
