import type { PagePhoto } from '@ckb/api-client';
import { Button, ChevronEndIcon, ChevronStartIcon } from '@ckb/design-system';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  arrayMove,
  rectSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useEffect, useRef, useState } from 'react';
import { ConfirmButton } from '../../components/ConfirmButton.tsx';
import { strings } from '../../strings.ts';
import styles from './PageGrid.module.css';

const t = strings.chapterPage;

interface Props {
  pages: readonly PagePhoto[];
  /** The new order of every page id. */
  onReorder: (order: string[]) => void;
  onDelete: (pageId: string) => Promise<unknown>;
}

/**
 * The chapter's pages in order, each shown once it comes into view (threshold 0.1, SPEC §9). Reordering
 * by drag (pointer or touch), by keyboard (Space on a handle, arrows, Space; announced in Sorani), or with
 * the earlier/later buttons; each change is sent at once (`reorder`).
 */
export function PageGrid({ pages, onReorder, onDelete }: Props) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = pages.map((p) => p._id);
  const position = (id: string | number) => ids.indexOf(String(id)) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => t.dnd.picked(position(active.id)),
    onDragOver: ({ active, over }) => (over ? t.dnd.over(position(active.id), position(over.id)) : undefined),
    onDragEnd: ({ active, over }) => (over ? t.dnd.dropped(position(active.id), position(over.id)) : undefined),
    onDragCancel: ({ active }) => t.dnd.cancelled(position(active.id)),
  };
  const move = (from: number, to: number) => {
    if (to < 0 || to >= ids.length || from === to) return;
    onReorder(arrayMove(ids, from, to));
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) move(ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
  };

  if (pages.length === 0) return <p className={styles.empty}>{t.noPages}</p>;
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t.reorderHelp } }}
    >
      <SortableContext items={ids} strategy={rectSortingStrategy}>
        <ol className={styles.grid} aria-label={t.pages}>
          {pages.map((page, index) => (
            <PageTile
              key={page._id}
              page={page}
              number={index + 1}
              last={index === pages.length - 1}
              onMove={(delta) => move(index, index + delta)}
              onDelete={() => onDelete(page._id)}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

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

function PageTile({
  page,
  number,
  last,
  onMove,
  onDelete,
}: {
  page: PagePhoto;
  number: number;
  last: boolean;
  onMove: (delta: number) => void;
  onDelete: () => Promise<unknown>;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: page._id,
  });
  const [frame, seen] = useSeen<HTMLDivElement>();
  return (
    <li
      ref={setNodeRef}
      className={styles.tile}
      data-dragging={isDragging || undefined}
      data-page-id={page._id}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      <div ref={frame} className={styles.frame} style={{ aspectRatio: `${page.width || 2} / ${page.height || 3}` }}>
        {seen && (
          <img
            src={`${page.path_photo}?quality=high`}
            alt={t.page(number)}
            width={page.width}
            height={page.height}
            decoding="async"
            className={styles.image}
            style={{ backgroundImage: `url("${page.path_photo}?quality=low")` }}
          />
        )}
      </div>
      <div className={styles.bar}>
        <button
          ref={setActivatorNodeRef}
          type="button"
          className={styles.handle}
          aria-label={t.dragHandle(number)}
          {...attributes}
          {...listeners}
        >
          <span aria-hidden="true">⠿</span> {strings.chapterPage.page(number)}
        </button>
      </div>
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
        <ConfirmButton
          label={t.deletePage(number)}
          question={t.deletePageQuestion}
          details={<p>{t.deletePageBody}</p>}
          onConfirm={onDelete}
        />
      </div>
    </li>
  );
}
