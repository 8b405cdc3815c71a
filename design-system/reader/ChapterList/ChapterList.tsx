import { Link } from '@ckb/design-system';
import { useEffect, useRef } from 'react';
import { cx } from '../../src/lib/cx.ts';
import { readerStrings } from '../strings.ts';
import styles from './ChapterList.module.css';

export interface ChapterListItem {
  key: string;
  to: string;
  label: string;
  /** A second line: the chapter's detail, its page count. */
  detail?: string;
  read?: boolean;
  /** A chapter being read: where the visitor stopped (`پەڕەی ٥ لە ٢٠`), shown as its mark. */
  reading?: string;
}

export interface ChapterListProps {
  items: ChapterListItem[];
  currentKey: string;
  /** Names the list (e.g. the session). */
  label: string;
  readLabel?: string;
  className?: string;
}

/**
 * The chapters of a session as links, the current one marked (`aria-current="page"`) and scrolled into
 * view; chapters already read carry a mark with its text, the one being read its page.
 */
export function ChapterList({ items, currentKey, label, readLabel = readerStrings.read, className }: ChapterListProps) {
  const currentRef = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    currentRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [currentKey]);
  return (
    <ol className={cx(styles.list, className)} aria-label={label}>
      {items.map((item) => {
        const current = item.key === currentKey;
        return (
          <li key={item.key}>
            <Link
              ref={current ? currentRef : undefined}
              to={item.to}
              className={cx(styles.item, current && styles.current)}
              aria-current={current ? 'page' : undefined}
            >
              <span className={styles.label}>{item.label}</span>
              {item.detail ? <span className={styles.detail}>{item.detail}</span> : null}
              {item.read ? (
                <span className={styles.read}>✓ {readLabel}</span>
              ) : item.reading ? (
                <span className={styles.reading}>{item.reading}</span>
              ) : null}
            </Link>
          </li>
        );
      })}
    </ol>
  );
}
