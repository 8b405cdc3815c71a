import { strings } from '../strings.ts';
import styles from './LoadingMessage.module.css';

/** A waiting message in the page (the global spinner covers requests; this covers code loading). */
export function LoadingMessage({ label = strings.loading }: { label?: string }) {
  return (
    <p className={styles.loading} role="status">
      {label}
    </p>
  );
}
