import { useGetReviewQueueQuery } from '@ckb/api-client/admin';
import { formatNumber, Link } from '@ckb/design-system';
import { strings } from '../../strings.ts';
import { reviewStrings as t } from '../../components/review/strings.ts';
import styles from './DashboardPage.module.css';

/**
 * The dashboard's count of drafts waiting for review, linking to the queue. Shown only to those who may open the
 * queue; it reads the queue's own cached answer, so publishing or sending one back there changes this number too.
 */
export function ReviewWaiting() {
  const query = useGetReviewQueueQuery(undefined, { refetchOnMountOrArgChange: true });
  const waiting = (query.data?.length ?? 0) > 0;
  return (
    <li className={[styles.card, styles.wide, waiting && styles.waiting].filter(Boolean).join(' ')}>
      <span className={styles.count} aria-busy={query.isLoading}>
        {query.data ? formatNumber(query.data.length) : query.isError ? strings.countUnavailable : '…'}
      </span>
      <Link to="/admin/review" className={styles.label}>
        {t.card}
      </Link>
    </li>
  );
}
