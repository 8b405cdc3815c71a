import type { PagePhoto } from '@ckb/api-client';
import { Button, ChevronEndIcon, ChevronStartIcon, TrashIcon } from '@ckb/design-system';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useEffect, useRef, useState } from 'react';
import { strings } from '../../strings.ts';
import styles from './PageGrid.module.css';

const t = strings.chapterPage;

/**
 * A page's picture at a thumbnail's size: the data saver's variant (800 px, a few dozen KB) over the tiny
 * blurred `low` while it loads; `high` (1600 px) would cost a chapter of twenty pages several MB here.
 */
export const thumbnailOf = (page: PagePhoto) => `${page.path_photo}?quality=saver`;
export const placeholderOf = (page: PagePhoto) => `url("${page.path_photo}?quality=low")`;

/** Becomes true once the element is at least 10% visible (SPEC §9: visibility threshold 0.1). */
function useSeen<T extends Element>() {
  const ref = useRef<T>(null);
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || seen) return;
    if (typeof IntersectionObserver === 'undefined') return setSeen(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setSeen(true);
          observer.disconnect();
        }
      },
      { threshold: 0.1 },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [seen]);
  return [ref, seen] as const;
}

interface Props {
  page: PagePhoto;
  /** Its place in the order shown now (1-based): every name and the alt text come from it, never from the wire. */
  number: number;
  last: boolean;
  selected: boolean;
  onSelect: (on: boolean) => void;
  onMove: (delta: number) => void;
  onDelete: () => void;
}

/** One page: its picture, a box to select it, a handle to drag it, earlier/later, and one quiet delete. */
export function PageTile({ page, number, last, selected, onSelect, onMove, onDelete }: Props) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: page._id,
  });
  const [frame, seen] = useSeen<HTMLDivElement>();
  return (
    <li
      ref={setNodeRef}
      className={styles.tile}
      data-dragging={isDragging || undefined}
      data-selected={selected || undefined}
      data-page-id={page._id}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      <div ref={frame} className={styles.frame} style={{ aspectRatio: `${page.width || 2} / ${page.height || 3}` }}>
        {seen && (
          <img
            src={thumbnailOf(page)}
            alt={t.page(number)}
            width={page.width}
            height={page.height}
            decoding="async"
            className={styles.image}
            style={{ backgroundImage: placeholderOf(page) }}
          />
        )}
        <label className={styles.select}>
          <input
            type="checkbox"
            checked={selected}
            onChange={(e) => onSelect(e.target.checked)}
            aria-label={t.selectPage(number)}
          />
        </label>
      </div>
      <button
        ref={setActivatorNodeRef}
        type="button"
        className={styles.handle}
        aria-label={t.dragHandle(number)}
        {...attributes}
        {...listeners}
      >
        <span aria-hidden="true">⠿</span> {t.page(number)}
      </button>
      <div className={styles.actions}>
        <Button
          size="sm"
          variant="ghost"
          disabled={number === 1}
          onClick={() => onMove(-1)}
          aria-label={t.moveEarlier(number)}
        >
          <ChevronStartIcon size={18} />
        </Button>
        <Button size="sm" variant="ghost" disabled={last} onClick={() => onMove(1)} aria-label={t.moveLater(number)}>
          <ChevronEndIcon size={18} />
        </Button>
        <Button
          size="sm"
          variant="ghost"
          className={styles.delete}
          onClick={onDelete}
          aria-label={t.deletePage(number)}
        >
          <TrashIcon size={18} />
        </Button>
      </div>
    </li>
  );
}
