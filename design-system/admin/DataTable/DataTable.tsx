import type { ReactNode } from 'react';
import { cx } from '../../src/lib/cx.ts';
import { adminStrings } from '../strings.ts';
import styles from './DataTable.module.css';

export interface DataTableColumn<T> {
  id: string;
  /** Column header; on phones also the label beside each value. */
  header: string;
  cell: (row: T) => ReactNode;
  /** The row's main cell (its title): a header cell for the row, shown first and large on phones. */
  primary?: boolean;
  /** A narrow column (an action, a badge): no label on phones. */
  compact?: boolean;
  /** A thumbnail: on phones it sits beside the card's other lines. Implies `compact`. */
  media?: boolean;
  align?: 'start' | 'end';
  /** The table may be ordered by this column (see `sort`): its header becomes a button. */
  sortable?: boolean;
}

/** The order the rows are in, and how to change it (the caller keeps it, e.g. in the URL). */
export interface DataTableSort {
  /** The column id the rows are ordered by. */
  by: string;
  order: 'asc' | 'desc';
  /** A sortable header was pressed: the caller picks the new order (usually: same column flips). */
  onSort: (columnId: string) => void;
}

/** Rows that can be chosen (for an action on many): a checkbox first in each row and one for the page. */
export interface DataTableSelection<T> {
  selected: ReadonlySet<string>;
  onChange: (next: Set<string>) => void;
  /** The checkbox's name for a row, e.g. «هەڵبژاردنی Naruto». */
  rowLabel: (row: T) => string;
  /** The header checkbox's name, e.g. «هەڵبژاردنی هەموو ئەم پەڕەیە». */
  allLabel: string;
}

export interface DataTableProps<T> {
  /** Names the table (a caption, visually hidden unless `showCaption`). */
  caption: string;
  showCaption?: boolean;
  columns: readonly DataTableColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  /** Shown in place of the rows when there are none. */
  empty?: ReactNode;
  /** Rows are being replaced (a new page, a filter): dims them and sets aria-busy. */
  busy?: boolean;
  className?: string;
  sort?: DataTableSort;
  selection?: DataTableSelection<T>;
}

/**
 * A simple table of records. From 640px it is a table; narrower, each row becomes a card with its
 * values labelled by their column, so nothing scrolls sideways at 390px. The explicit roles keep the
 * table's meaning for assistive technology when CSS changes its display.
 */
export function DataTable<T>({
  caption,
  showCaption = false,
  columns,
  rows,
  rowKey,
  empty = adminStrings.noRows,
  busy = false,
  className,
  sort,
  selection,
}: DataTableProps<T>) {
  if (rows.length === 0) {
    return (
      <div className={cx(styles.empty, className)} role="status">
        {empty}
      </div>
    );
  }
  const keys = rows.map(rowKey);
  const chosenHere = keys.filter((k) => selection?.selected.has(k)).length;
  const toggle = (key: string, on: boolean) => {
    if (!selection) return;
    const next = new Set(selection.selected);
    if (on) next.add(key);
    else next.delete(key);
    selection.onChange(next);
  };
  const toggleAll = (on: boolean) => {
    if (!selection) return;
    const next = new Set(selection.selected);
    for (const k of keys) {
      if (on) next.add(k);
      else next.delete(k);
    }
    selection.onChange(next);
  };
  const header = (c: DataTableColumn<T>) => {
    const text = c.compact || c.media ? <span className="visually-hidden">{c.header}</span> : c.header;
    if (!sort || !c.sortable) return text;
    const active = sort.by === c.id;
    return (
      <button type="button" className={styles.sort} onClick={() => sort.onSort(c.id)}>
        {text}
        <span className={styles.arrow} aria-hidden="true">
          {active ? (sort.order === 'asc' ? '▲' : '▼') : '↕'}
        </span>
      </button>
    );
  };
  return (
    <table role="table" className={cx(styles.table, busy && styles.busy, className)} aria-busy={busy || undefined}>
      <caption className={showCaption ? styles.caption : 'visually-hidden'}>{caption}</caption>
      <thead role="rowgroup" className={styles.head}>
        <tr role="row">
          {selection && (
            <th role="columnheader" scope="col" className={cx(styles.compact, styles.check)}>
              <input
                type="checkbox"
                aria-label={selection.allLabel}
                checked={chosenHere > 0 && chosenHere === keys.length}
                ref={(el) => {
                  if (el) el.indeterminate = chosenHere > 0 && chosenHere < keys.length;
                }}
                onChange={(e) => toggleAll(e.target.checked)}
              />
            </th>
          )}
          {columns.map((c) => (
            <th
              key={c.id}
              role="columnheader"
              scope="col"
              aria-sort={
                sort && c.sortable
                  ? sort.by === c.id
                    ? sort.order === 'asc'
                      ? 'ascending'
                      : 'descending'
                    : 'none'
                  : undefined
              }
              className={cx((c.compact || c.media) && styles.compact, c.align === 'end' && styles.end)}
            >
              {header(c)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody role="rowgroup">
        {rows.map((row, i) => {
          const key = keys[i]!;
          const chosen = selection?.selected.has(key) ?? false;
          return (
            <tr key={key} role="row" className={cx(styles.row, chosen && styles.chosen)}>
              {selection && (
                <td role="cell" className={cx(styles.compact, styles.check)}>
                  <input
                    type="checkbox"
                    aria-label={selection.rowLabel(row)}
                    checked={chosen}
                    onChange={(e) => toggle(key, e.target.checked)}
                  />
                </td>
              )}
              {columns.map((c) =>
                c.primary ? (
                  <th key={c.id} role="rowheader" scope="row" className={styles.primary}>
                    {c.cell(row)}
                  </th>
                ) : (
                  <td
                    key={c.id}
                    role="cell"
                    data-label={c.compact || c.media ? undefined : c.header}
                    className={cx(
                      (c.compact || c.media) && styles.compact,
                      c.media && styles.media,
                      c.align === 'end' && styles.end,
                    )}
                  >
                    {c.cell(row)}
                  </td>
                ),
              )}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
