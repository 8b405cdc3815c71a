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
}: DataTableProps<T>) {
  if (rows.length === 0) {
    return (
      <div className={cx(styles.empty, className)} role="status">
        {empty}
      </div>
    );
  }
  return (
    <table role="table" className={cx(styles.table, busy && styles.busy, className)} aria-busy={busy || undefined}>
      <caption className={showCaption ? styles.caption : 'visually-hidden'}>{caption}</caption>
      <thead role="rowgroup" className={styles.head}>
        <tr role="row">
          {columns.map((c) => (
            <th
              key={c.id}
              role="columnheader"
              scope="col"
              className={cx((c.compact || c.media) && styles.compact, c.align === 'end' && styles.end)}
            >
              {c.compact || c.media ? <span className="visually-hidden">{c.header}</span> : c.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody role="rowgroup">
        {rows.map((row) => (
          <tr key={rowKey(row)} role="row" className={styles.row}>
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
        ))}
      </tbody>
    </table>
  );
}
