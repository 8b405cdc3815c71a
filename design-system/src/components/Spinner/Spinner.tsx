import { cx } from '../../lib/cx.ts';
import { strings } from '../../strings.ts';
import styles from './Spinner.module.css';

export interface SpinnerProps {
  /**
   * `inline` sits in the flow; `overlay` covers the page and blocks it; `indicator` is a small
   * fixed pill that never blocks the page and only shows when the wait lasts (the shell's global one).
   */
  mode?: 'inline' | 'overlay' | 'indicator';
  /** Announced to screen readers; shown under the wheel in overlay mode. */
  label?: string;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

/** A loading wheel with a Sorani status text (`role="status"`). */
export function Spinner({ mode = 'inline', label = strings.loading, size = 'md', className }: SpinnerProps) {
  const wheel = <span className={cx(styles.wheel, styles[size])} aria-hidden="true" />;
  if (mode === 'indicator') {
    return (
      <div className={cx(styles.indicator, className)} role="status" data-mode="indicator">
        {wheel}
        <span className={styles.indicatorLabel}>{label}</span>
      </div>
    );
  }
  if (mode === 'overlay') {
    return (
      <div className={cx(styles.overlay, className)} role="status" data-mode="overlay">
        <div className={styles.card}>
          {wheel}
          <span className={styles.overlayLabel}>{label}</span>
        </div>
      </div>
    );
  }
  return (
    <span className={cx(styles.inline, className)} role="status" data-mode="inline">
      {wheel}
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
