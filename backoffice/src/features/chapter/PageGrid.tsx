import type { PagePhoto } from '@ckb/api-client';
import { Button } from '@ckb/design-system';
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
import { arrayMove, rectSortingStrategy, SortableContext, sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { useEffect, useRef, useState } from 'react';
import { strings } from '../../strings.ts';
import { DeletePagesDialog } from './DeletePagesDialog.tsx';
import { PageTile } from './PageTile.tsx';
import styles from './PageGrid.module.css';

const t = strings.chapterPage;

interface Props {
  pages: readonly PagePhoto[];
  /** The new order of every page id. */
  onReorder: (order: string[]) => void;
  /** Deletes these pages (one or several, in the order shown); the dialog stays busy until it settles. */
  onDelete: (pageIds: string[]) => Promise<unknown>;
}

/**
 * The chapter's pages in order as thumbnails, each shown once it comes into view (threshold 0.1, SPEC §9).
 * Reordering by drag (pointer or touch), by keyboard (Space on a handle, arrows, Space; announced in
 * Sorani), or with the earlier/later buttons; each change is sent at once (`reorder`). Pages are deleted one
 * by its own quiet button, or several by their boxes, after a question that shows their pictures.
 *
 * A page's number is its place in `pages` as drawn now: names, alt texts and the question are built from
 * the index at each render (and the question from the ids it asks about), never kept from an earlier order.
 */
export function PageGrid({ pages, onReorder, onDelete }: Props) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = pages.map((p) => p._id);
  const position = (id: string | number) => ids.indexOf(String(id)) + 1;
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [asking, setAsking] = useState<readonly string[]>([]);
  const [busy, setBusy] = useState(false);
  // only pages still in the chapter count (a page deleted elsewhere leaves the selection)
  const selected = ids.filter((id) => chosen.has(id));
  const doomed = asking.flatMap((id) => {
    const number = position(id);
    return number > 0 ? [{ page: pages[number - 1]!, number }] : [];
  });
  const all = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (all.current) all.current.indeterminate = selected.length > 0 && selected.length < ids.length;
  });

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
  const select = (id: string, on: boolean) =>
    setChosen((now) => {
      const next = new Set(now);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const confirm = async () => {
    const going = doomed.map((d) => d.page._id);
    setBusy(true);
    try {
      await onDelete(going);
    } finally {
      setBusy(false);
      setAsking([]);
      setChosen((now) => new Set([...now].filter((id) => !going.includes(id))));
    }
  };

  if (pages.length === 0) return <p className={styles.empty}>{t.noPages}</p>;
  return (
    <>
      <div className={styles.toolbar}>
        <label className={styles.selectAll}>
          <input
            ref={all}
            type="checkbox"
            checked={selected.length === ids.length}
            onChange={(e) => setChosen(new Set(e.target.checked ? ids : []))}
          />
          {t.selectAll}
        </label>
        <span role="status" className={styles.count}>
          {selected.length > 0 ? t.selectedCount(selected.length) : ''}
        </span>
        <Button size="sm" variant="danger" disabled={selected.length === 0} onClick={() => setAsking(selected)}>
          {t.deleteSelected(selected.length)}
        </Button>
      </div>
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
                selected={chosen.has(page._id)}
                onSelect={(on) => select(page._id, on)}
                onMove={(delta) => move(index, index + delta)}
                onDelete={() => setAsking([page._id])}
              />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
      <DeletePagesDialog pages={doomed} busy={busy} onConfirm={() => void confirm()} onCancel={() => setAsking([])} />
    </>
  );
}
