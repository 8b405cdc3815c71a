import { strings } from '../strings.ts';
import styles from './Skeleton.module.css';

/** Placeholder cards with the size of real ones, so nothing jumps when the data arrives. */
export function cardSkeletons(count: number) {
  return Array.from({ length: count }, (_, i) => (
    <div key={`skeleton-${i}`} className={styles.card} aria-hidden="true">
      <div className={styles.poster} />
      <div className={styles.line} />
      <div className={`${styles.line} ${styles.short}`} />
    </div>
  ));
}

/** The waiting message that goes with skeletons: announced, not shown. */
export function WaitingAnnouncement({ label = strings.waiting }: { label?: string }) {
  return (
    <p className="visually-hidden" role="status">
      {label}
    </p>
  );
}
