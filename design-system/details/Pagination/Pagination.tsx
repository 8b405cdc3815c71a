import { useLayoutEffect, useRef, type MouseEvent, type ReactNode } from 'react';
import { ChevronEndIcon, ChevronStartIcon, formatNumber, Link, strings } from '@ckb/design-system';
import { cx } from '../../src/lib/cx.ts';
import { pageItems } from './pageItems.ts';
import styles from './Pagination.module.css';

interface CommonProps {
  /** The current page, from 1. */
  page: number;
  totalPages: number;
  /** Pages shown on each side of the current one. */
  siblings?: number;
  /** The nav landmark's name. */
  label?: string;
  previousLabel?: string;
  nextLabel?: string;
  /** Accessible name of a page item: `پەڕەی ٣`. */
  pageLabel?: (page: number) => string;
  className?: string;
}

/** Links (public lists keep the page in the URL, SPEC §2) or buttons (local state): give one of the two. */
export type PaginationProps = CommonProps &
  (
    | { hrefFor: (page: number) => string; onPageChange?: (page: number) => void }
    | { hrefFor?: undefined; onPageChange: (page: number) => void }
  );

const defaultPageLabel = (page: number) => `${strings.page} ${formatNumber(page)}`;

/**
 * Previous and next (disabled at the ends, SPEC §4) around a numbered strip with gaps for many pages.
 * The chevrons point along the reading direction and mirror in RTL.
 */
export function Pagination({
  page,
  totalPages,
  siblings = 1,
  hrefFor,
  onPageChange,
  label = strings.pagination,
  previousLabel = strings.previous,
  nextLabel = strings.next,
  pageLabel = defaultPageLabel,
  className,
}: PaginationProps) {
  const total = Math.max(1, Math.floor(totalPages));
  const current = Math.min(Math.max(1, Math.floor(page)), total);
  const navRef = useRef<HTMLElement>(null);
  const keepFocus = useRef(false);

  // Reaching an end disables the control just used; keep keyboard focus in the strip, on the current page.
  useLayoutEffect(() => {
    if (!keepFocus.current) return;
    keepFocus.current = false;
    const nav = navRef.current;
    const active = document.activeElement;
    if (nav && (!active || !nav.contains(active) || active.matches(':disabled, [aria-disabled="true"]'))) {
      nav.querySelector<HTMLElement>('[aria-current="page"]')?.focus();
    }
  }, [current]);

  const go = (target: number) => (event: MouseEvent) => {
    keepFocus.current = true;
    if (!hrefFor) event.preventDefault();
    onPageChange?.(target);
  };

  const control = (
    target: number,
    content: ReactNode,
    props: { className?: string; rel?: string; label?: string; current?: boolean; disabled?: boolean },
  ) => {
    const common = {
      className: props.className,
      'aria-label': props.label,
      'aria-current': props.current ? ('page' as const) : undefined,
    };
    if (hrefFor) {
      if (props.disabled) {
        return (
          <a {...common} role="link" aria-disabled="true">
            {content}
          </a>
        );
      }
      return (
        <Link {...common} to={hrefFor(target)} rel={props.rel} onClick={go(target)}>
          {content}
        </Link>
      );
    }
    return (
      <button {...common} type="button" disabled={props.disabled} onClick={props.current ? undefined : go(target)}>
        {content}
      </button>
    );
  };

  return (
    <nav ref={navRef} aria-label={label} className={cx(styles.pagination, className)}>
      {control(
        current - 1,
        <>
          <ChevronStartIcon size={18} />
          <span>{previousLabel}</span>
        </>,
        { className: cx(styles.step, styles.previous), rel: 'prev', disabled: current <= 1 },
      )}
      <ol className={styles.strip}>
        {pageItems(current, total, siblings).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              {control(item, formatNumber(item), {
                className: styles.page,
                label: pageLabel(item),
                current: item === current,
              })}
            </li>
          ) : (
            <li key={item} className={styles.gap} aria-hidden="true">
              …
            </li>
          ),
        )}
      </ol>
      {control(
        current + 1,
        <>
          <span>{nextLabel}</span>
          <ChevronEndIcon size={18} />
        </>,
        { className: cx(styles.step, styles.next), rel: 'next', disabled: current >= total },
      )}
    </nav>
  );
}
