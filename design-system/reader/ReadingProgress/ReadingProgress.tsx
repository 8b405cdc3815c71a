import { formatNumber } from '@ckb/design-system';
import { cx } from '../../src/lib/cx.ts';
import { readerStrings } from '../strings.ts';
import styles from './ReadingProgress.module.css';

export interface ReadingProgressProps {
  /** 1-based page on screen. */
  page: number;
  total: number;
  /**
   * The reading direction, not the page's `dir`: a right-to-left manga fills from the right, a
   * left-to-right manhwa from the left, in an RTL interface as in an LTR one.
   */
  direction: 'rtl' | 'ltr';
  label?: string;
  pageLabel?: (page: string, total: string) => string;
  className?: string;
}

/** How far into the chapter: a thin bar filling in the reading direction, with its value in words. */
export function ReadingProgress({
  page,
  total,
  direction,
  label = readerStrings.progress,
  pageLabel = readerStrings.pageOf,
  className,
}: ReadingProgressProps) {
  const pct = total > 0 ? Math.round((Math.min(page, total) / total) * 100) : 0;
  return (
    <div
      className={cx(styles.track, className)}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={total}
      aria-valuenow={Math.min(page, total)}
      aria-valuetext={pageLabel(formatNumber(page), formatNumber(total))}
      dir={direction}
      data-direction={direction}
    >
      <span className={styles.fill} style={{ inlineSize: `${pct}%` }} />
    </div>
  );
}
