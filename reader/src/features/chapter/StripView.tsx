import type { PagePhoto } from '@ckb/api-client';
import type { PageFit, PageLoad } from '@ckb/design-system/reader';
import { useEffect, useImperativeHandle, useRef, type Ref } from 'react';
import { strings } from '../../strings.ts';
import { PageView } from './PageView.tsx';
import styles from './StripView.module.css';

export interface PageNavigator {
  /** Brings page `index` (0-based) to the screen. */
  show(index: number, behavior?: ScrollBehavior): void;
}

interface Props {
  pages: PagePhoto[];
  loads: PageLoad[];
  fit: PageFit;
  /** Column width on wide screens (px). */
  width: number;
  /** Space between pages (px). */
  gap: number;
  marks: { x: number; y: number }[];
  dataSaver: boolean;
  onCurrent: (index: number) => void;
  /** The first page's high variant has arrived. */
  onPainted?: () => void;
  ref?: Ref<PageNavigator>;
}

/**
 * The long strip (SPEC §2's default): every page in one column, without gaps unless the visitor chose one
 * (settings' `stripGap`), a region named like the
 * paged mode's (a landmark to jump past the toolbar to the pages). The page on screen is the
 * one under a line a third of the way down the viewport (the last one once the end is reached).
 */
export function StripView({ pages, loads, fit, width, gap, marks, dataSaver, onCurrent, onPainted, ref }: Props) {
  const frames = useRef<(HTMLElement | null)[]>([]);
  const onCurrentRef = useRef(onCurrent);
  useEffect(() => {
    onCurrentRef.current = onCurrent;
  });

  useImperativeHandle(ref, () => ({
    show(index, behavior = 'auto') {
      const el = frames.current[index];
      if (!el) return;
      // below the sticky navbar and toolbar
      const chrome = parseFloat(getComputedStyle(el).getPropertyValue('--reader-chrome')) || 0;
      window.scrollTo({ top: el.getBoundingClientRect().top + window.scrollY - chrome, behavior });
    },
  }));

  useEffect(() => {
    let frame = 0;
    let last = -1;
    const measure = () => {
      frame = 0;
      const list = frames.current;
      if (list.length === 0) return;
      const line = window.innerHeight / 3;
      let index: number;
      const doc = document.documentElement;
      if (window.innerHeight + window.scrollY >= doc.scrollHeight - 4) {
        index = list.length - 1;
      } else {
        // the pages are one column in order: binary search for the last one starting above the line
        let lo = 0;
        let hi = list.length - 1;
        while (lo < hi) {
          const mid = Math.ceil((lo + hi) / 2);
          const top = list[mid]?.getBoundingClientRect().top ?? 0;
          if (top <= line) lo = mid;
          else hi = mid - 1;
        }
        index = lo;
      }
      if (index !== last) {
        last = index;
        onCurrentRef.current(index);
      }
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      if (frame) cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [pages]);

  return (
    <section
      className={styles.strip}
      aria-label={strings.pagesRegion}
      data-pages
      style={{ '--strip-width': `${width}px`, '--strip-gap': `${gap}px` } as React.CSSProperties}
    >
      {pages.map((page, i) => (
        <PageView
          key={page._id}
          ref={(el) => {
            frames.current[i] = el;
          }}
          page={page}
          index={i}
          total={pages.length}
          load={loads[i] ?? 'none'}
          fit={fit}
          priority={i === 0}
          mark={marks[i]}
          dataSaver={dataSaver}
          onHighLoaded={i === 0 ? onPainted : undefined}
        />
      ))}
    </section>
  );
}
