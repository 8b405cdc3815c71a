import { formatNumber } from '@ckb/design-system';
import { cx } from '../../src/lib/cx.ts';
import { adminStrings } from '../strings.ts';
import styles from './ProgressBar.module.css';

export interface ProgressBarProps {
  /** 0 to 1; `null` while the amount is unknown (e.g. the server is working). */
  value: number | null;
  /** Names the bar for assistive technology (e.g. the file's name). */
  label?: string;
  /** Shows the percentage beside the bar. */
  showValue?: boolean;
  tone?: 'primary' | 'success' | 'danger';
  className?: string;
}

const percent = (value: number) => Math.round(Math.min(1, Math.max(0, value)) * 100);

/** A determinate or indeterminate progress bar (`role="progressbar"`), filling from the inline start. */
export function ProgressBar({
  value,
  label = adminStrings.progress,
  showValue = false,
  tone = 'primary',
  className,
}: ProgressBarProps) {
  const known = value !== null && Number.isFinite(value);
  const pct = known ? percent(value) : 0;
  const text = known ? `${formatNumber(pct)}٪` : undefined;
  return (
    <div className={cx(styles.wrap, className)}>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={known ? pct : undefined}
        aria-valuetext={text}
        className={cx(styles.track, styles[tone], !known && styles.indeterminate)}
      >
        <div className={styles.bar} style={known ? { inlineSize: `${pct}%` } : undefined} />
      </div>
      {showValue && text && (
        <span className={styles.value} aria-hidden="true">
          {text}
        </span>
      )}
    </div>
  );
}
