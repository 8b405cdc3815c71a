import type { CSSProperties } from 'react';
import styles from './PriorityImage.module.css';

export interface PriorityImageProps {
  low: string;
  original?: string;
  alt: string;
  /** The largest picture of the page: eager with high fetch priority. */
  priority?: boolean;
  /** A fixed frame (`'2 / 3'`); without it the picture fills its container's block size. */
  ratio?: string;
  className?: string;
  style?: CSSProperties;
}

/**
 * The low picture with the original stacked over it. Unlike `Image`, the swap needs no script: the
 * browser paints the original as soon as it has it, even while the page's code is busy, which is
 * what the largest paint of a page (the home hero, a work's poster) should do.
 */
export function PriorityImage({ low, original, alt, priority = false, ratio, className, style }: PriorityImageProps) {
  const upgrade = Boolean(original) && original !== low;
  const loading = priority ? ('eager' as const) : ('lazy' as const);
  return (
    <span
      className={[styles.frame, ratio ? styles.fixed : styles.fill, className].filter(Boolean).join(' ')}
      style={{ aspectRatio: ratio, ...style }}
    >
      <img
        src={low}
        alt={upgrade ? '' : alt}
        className={upgrade ? styles.low : styles.only}
        loading={loading}
        decoding="async"
        fetchPriority={priority && !upgrade ? 'high' : undefined}
      />
      {upgrade ? (
        <img
          src={original}
          alt={alt}
          className={styles.high}
          loading={loading}
          decoding="async"
          fetchPriority={priority ? 'high' : undefined}
        />
      ) : null}
    </span>
  );
}
