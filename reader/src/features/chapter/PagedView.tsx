import type { PagePhoto } from '@ckb/api-client';
import { formatNumber } from '@ckb/design-system';
import type { PageFit, PageLoad } from '@ckb/design-system/reader';
import { useLayoutEffect, useRef, type CSSProperties } from 'react';
import type { Direction } from '../../lib/settings.ts';
import { strings } from '../../strings.ts';
import styles from './PagedView.module.css';
import { PageView } from './PageView.tsx';

interface Props {
  pages: PagePhoto[];
  /** The pages on screen (0-based): one, or the two of a spread. */
  shown: readonly number[];
  /** Spreads are on (lib/spreads.ts): the pages on screen sit side by side, in the reading direction. */
  spread: boolean;
  loads: PageLoad[];
  fit: PageFit;
  direction: Direction;
  marks: { x: number; y: number }[];
  dataSaver: boolean;
  onNext: () => void;
  onPrevious: () => void;
  /** The first page's high variant has arrived. */
  onPainted?: () => void;
  /** A panel (drawer, dialog) is open over the reader. */
  panelOpen: boolean;
}

/** Below this horizontal travel a touch is a tap, not a swipe (px). */
const SWIPE = 50;

/**
 * One page at a time, or a spread of two on a wide screen (the visitor's choice, lib/spreads.ts). Two tap zones
 * (real buttons) and swipes follow the reading direction, not the interface's: in a right-to-left manga the left
 * side goes forward, in a left-to-right manhwa the right.
 * The neighbours' pictures load in hidden frames, so turning a page shows it at once.
 */
export function PagedView({
  pages,
  shown,
  spread,
  loads,
  fit,
  direction,
  marks,
  dataSaver,
  onNext,
  onPrevious,
  onPainted,
  panelOpen,
}: Props) {
  const index = shown[0]!;
  const last = shown[shown.length - 1]!;
  const start = useRef<{ x: number; y: number } | null>(null);
  const stage = useRef<HTMLDivElement>(null);
  // each page starts with the stage's top at the screen's top: the page has the whole screen (again once a panel
  // closes: an open drawer holds the page's scroll, so the mode chosen in it is aligned after it)
  useLayoutEffect(() => {
    const box = stage.current?.getBoundingClientRect();
    if (box && !panelOpen) window.scrollTo({ top: box.top + window.scrollY });
  }, [index, panelOpen]);
  if (!pages[index]) return null;

  const forwardIsLeft = direction === 'rtl';
  const zone = (side: 'left' | 'right') => {
    const forward = (side === 'left') === forwardIsLeft;
    return (
      <button
        type="button"
        className={`${styles.zone} ${side === 'left' ? styles.zoneLeft : styles.zoneRight}`}
        aria-label={forward ? strings.nextPage : strings.previousPage}
        onClick={forward ? onNext : onPrevious}
        // a tap turns the page without taking the focus: the zone is invisible, so its ring would be a stray line
        onMouseDown={(e) => e.preventDefault()}
        data-zone={forward ? 'next' : 'previous'}
      />
    );
  };

  return (
    <section
      className={styles.paged}
      aria-roledescription="carousel"
      aria-label={strings.pagesRegion}
      data-pages
      onPointerDown={(e) => {
        start.current = { x: e.clientX, y: e.clientY };
      }}
      onPointerUp={(e) => {
        const from = start.current;
        start.current = null;
        if (!from) return;
        const dx = e.clientX - from.x;
        const dy = e.clientY - from.y;
        if (Math.abs(dx) < SWIPE || Math.abs(dy) > Math.abs(dx)) return;
        // a finger moving right pulls the page on the left into view: forward in a right-to-left book
        const forward = dx > 0 === forwardIsLeft;
        if (forward) onNext();
        else onPrevious();
      }}
    >
      <div ref={stage} className={styles.stage} data-spread={spread ? direction : undefined}>
        {pages.map((p, i) => {
          const near = (i >= index - 1 && i <= last + 1) || (loads[i] ?? 'none') !== 'none';
          if (!near) return null;
          return (
            <div
              key={p._id}
              className={styles.slide}
              hidden={!shown.includes(i)}
              // a spread's slide is as wide as its page fitted to the screen's height (PagedView.module.css)
              style={spread ? ({ '--page-w': p.width, '--page-h': p.height } as CSSProperties) : undefined}
            >
              <PageView
                page={p}
                index={i}
                total={pages.length}
                load={loads[i] ?? 'none'}
                fit={fit}
                priority={shown.includes(i)}
                mark={marks[i]}
                dataSaver={dataSaver}
                onHighLoaded={i === index ? onPainted : undefined}
              />
            </div>
          );
        })}
        <div className={styles.zones} dir="ltr">
          {zone('left')}
          {zone('right')}
        </div>
      </div>
      <p className="visually-hidden" aria-live="polite">
        {last > index
          ? strings.pagesOf(formatNumber(index + 1), formatNumber(last + 1), formatNumber(pages.length))
          : strings.pageOf(formatNumber(index + 1), formatNumber(pages.length))}
      </p>
    </section>
  );
}
