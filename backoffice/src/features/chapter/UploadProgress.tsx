import type { PageUploadItem, PageUploadTotals } from '@ckb/api-client/admin';
import { Button } from '@ckb/design-system';
import { ProgressBar } from '@ckb/design-system/admin';
import { strings } from '../../strings.ts';
import styles from './UploadPanel.module.css';

const t = strings.chapterPage;
const MB = 1024 * 1024;

/** Pages and bytes done, the speed and the time left, above one overall bar (filling from the right). */
export function UploadSummary({ totals, running }: { totals: PageUploadTotals; running: boolean }) {
  const parts = [
    t.progressPages(totals.stored + totals.skipped, totals.pages),
    t.progressBytes(totals.bytesSent / MB, totals.bytes / MB),
    // speed and time left only while something is on its way
    ...(running && totals.speed > 0 ? [t.speed(totals.speed / MB)] : []),
    ...(running && totals.secondsLeft !== null ? [t.timeLeft(totals.secondsLeft)] : []),
  ];
  const value = totals.pages ? (totals.stored + totals.skipped) / totals.pages : 0;
  return (
    <div className={styles.summary}>
      <p className={styles.figures}>{parts.join(' · ')}</p>
      <ProgressBar value={value} label={t.progressSummary} showValue />
    </div>
  );
}

interface RowProps {
  item: Pick<PageUploadItem, 'name' | 'status' | 'progress' | 'error'>;
  canCancel: boolean;
  onRetry: () => void;
  onCancel: () => void;
}

/** One file: its name, status, own bar, and when it failed the server's reason with a retry. */
export function FileRow({ item, canCancel, onRetry, onCancel }: RowProps) {
  const finished = item.status === 'done' || item.status === 'skipped';
  return (
    <li className={styles.file} data-status={item.status}>
      {/* the row reads right to left; the file's name keeps its own order, isolated, at the row's start */}
      <span className={styles.name}>
        <bdi dir="auto">{item.name}</bdi>
      </span>
      <span className={styles.status}>{t.status[item.status]}</span>
      <ProgressBar
        className={styles.bar}
        value={item.status === 'processing' ? null : item.progress}
        label={item.name}
        tone={item.status === 'failed' ? 'danger' : finished ? 'success' : 'primary'}
      />
      {item.status === 'failed' && <span className={styles.error}>{item.error}</span>}
      {(item.status === 'failed' || canCancel) && (
        <div className={styles.actions}>
          {item.status === 'failed' && (
            <Button size="sm" variant="secondary" onClick={onRetry} aria-label={`${t.retry}: ${item.name}`}>
              {t.retry}
            </Button>
          )}
          {canCancel && (
            <Button size="sm" variant="ghost" onClick={onCancel} aria-label={`${t.cancelFile}: ${item.name}`}>
              {t.cancelFile}
            </Button>
          )}
        </div>
      )}
    </li>
  );
}
