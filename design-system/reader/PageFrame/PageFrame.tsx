import { formatNumber } from '@ckb/design-system';
import { useState, type CSSProperties, type ReactNode, type Ref } from 'react';
import { cx } from '../../src/lib/cx.ts';
import { readerStrings } from '../strings.ts';
import styles from './PageFrame.module.css';

/** What a page may load: nothing (far from the screen: released), its low variant, or both. */
export type PageLoad = 'none' | 'low' | 'high';
export type PageFit = 'width' | 'height' | 'original';

export interface PageFrameProps {
  /** 1-based page number and the chapter's page count: the picture's alternative text. */
  page: number;
  total: number;
  /** The stored size: the box takes its final size from it before any picture arrives. */
  width: number;
  height: number;
  low: string;
  high: string;
  load: PageLoad;
  fit?: PageFit;
  /** Watermark position, each 0–79 (%), over the page; decoration, hidden from assistive technology. */
  watermark?: { x: number; y: number };
  watermarkArt?: ReactNode;
  /**
   * Above the fold: high fetch priority, and the high variant shows the moment the browser has it, with no
   * script in between (a page drawn on the server paints before its scripts run). Others fade in once loaded.
   * (Pictures load as soon as `load` allows: the reader decides.)
   */
  priority?: boolean;
  /** Shown (data saver) when only the low variant may load: a button to load this page in high quality. */
  onLoadHigh?: () => void;
  onHighLoaded?: () => void;
  /** Text overrides. */
  pageLabel?: (page: string, total: string) => string;
  loadHighLabel?: string;
  ref?: Ref<HTMLElement>;
  className?: string;
}

const FIT_CLASS: Record<PageFit, string | undefined> = {
  width: styles.fitWidth,
  height: styles.fitHeight,
  original: styles.fitOriginal,
};

/**
 * One chapter page: a box of the page's exact proportions (no layout shift while pictures arrive), the
 * low variant first, the high one faded in over it once loaded; nothing at all when released.
 */
export function PageFrame({
  page,
  total,
  width,
  height,
  low,
  high,
  load,
  fit = 'width',
  watermark,
  watermarkArt,
  priority = false,
  onLoadHigh,
  onHighLoaded,
  pageLabel = readerStrings.pageOf,
  loadHighLabel = readerStrings.loadHigh,
  ref,
  className,
}: PageFrameProps) {
  const [loadedHigh, setLoadedHigh] = useState<string | null>(null);
  const alt = pageLabel(formatNumber(page), formatNumber(total));
  const style = { '--page-w': width, '--page-h': height } as CSSProperties;
  const showHigh = load === 'high';
  const highReady = showHigh && loadedHigh === high;
  return (
    <figure
      ref={ref}
      className={cx(styles.frame, FIT_CLASS[fit], className)}
      style={style}
      data-page={page}
      data-load={load}
      data-quality={highReady ? 'high' : load === 'none' ? 'none' : 'low'}
    >
      {load !== 'none' ? (
        <img
          className={styles.low}
          src={low}
          alt={highReady ? '' : alt}
          width={width}
          height={height}
          decoding="async"
          fetchPriority={priority ? 'high' : undefined}
        />
      ) : (
        <span className={styles.placeholder} role="img" aria-label={alt} />
      )}
      {showHigh ? (
        <img
          className={cx(styles.high, highReady && styles.ready, priority && styles.eager)}
          src={high}
          alt={highReady ? alt : ''}
          width={width}
          height={height}
          decoding="async"
          fetchPriority={priority ? 'high' : undefined}
          onLoad={() => {
            setLoadedHigh(high);
            onHighLoaded?.();
          }}
        />
      ) : null}
      {watermark && watermarkArt ? (
        <span
          className={styles.watermark}
          aria-hidden="true"
          style={{ insetInlineStart: `${watermark.x}%`, insetBlockStart: `${watermark.y}%` }}
        >
          {watermarkArt}
        </span>
      ) : null}
      {load === 'low' && onLoadHigh ? (
        <button type="button" className={styles.loadHigh} onClick={onLoadHigh}>
          {loadHighLabel}
        </button>
      ) : null}
    </figure>
  );
}
