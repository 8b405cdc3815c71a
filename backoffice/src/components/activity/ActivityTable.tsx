import type { ActivityItem } from '@ckb/api-client/admin';
import { SECRET_CHANGED } from '@ckb/contract';
import { Button, Link } from '@ckb/design-system';
import { DataTable, type DataTableColumn } from '@ckb/design-system/admin';
import { KIND_PATH } from '../../lib/works.ts';
import { fieldLabel, valueText, when } from './labels.ts';
import { activityStrings as a } from './strings.ts';
import styles from './ActivityTable.module.css';

/** The admin page of a work entry's own work (films, series, manga): where "which" links to. */
const WORK_PAGE: Partial<Record<ActivityItem['kind'], string>> = {
  movie: KIND_PATH.movies,
  series: KIND_PATH.series,
  manga: KIND_PATH.manga,
};

/**
 * An edit's fields, each as `before ← after` (the reading direction), under the forms' own labels; a secret
 * only as changed.
 */
export function Changes({ item }: { item: ActivityItem }) {
  const entries = Object.entries(item.changes ?? {});
  if (entries.length === 0) return null;
  return (
    <dl className={styles.changes} aria-label={a.changes}>
      {entries.map(([field, [before, after]]) => (
        <div key={field} className={styles.change}>
          <dt>{fieldLabel(item.kind, field)}</dt>
          <dd>
            {before === SECRET_CHANGED ? (
              a.changed
            ) : (
              <>
                <del className={styles.before}>
                  <bdi>{valueText(field, before)}</bdi>
                </del>{' '}
                <span aria-hidden="true">{a.arrow}</span>{' '}
                <ins className={styles.after}>
                  <bdi>{valueText(field, after)}</bdi>
                </ins>
              </>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function Which({ item, onWork }: { item: ActivityItem; onWork?: ((item: ActivityItem) => void) | undefined }) {
  const page = WORK_PAGE[item.kind];
  const label = <bdi>{item.label || a.none}</bdi>;
  return (
    <span className={styles.which}>
      <span className={styles.kind}>{a.kinds[item.kind]}</span>
      {page && item.action !== 'delete' && item.action !== 'purge' ? (
        <Link to={`${page}/${item.target}`}>{label}</Link>
      ) : (
        label
      )}
      {onWork && page && item.work && (
        <Button size="sm" variant="secondary" onClick={() => onWork(item)} aria-label={a.onlyWork(item.label)}>
          {a.onlyThisWork}
        </Button>
      )}
    </span>
  );
}

/** The entries as a table: who, when, what (the action and its changes), which. */
export function ActivityTable({
  items,
  caption,
  empty,
  busy,
  showWho = true,
  onWork,
}: {
  items: readonly ActivityItem[];
  caption: string;
  empty: string;
  busy: boolean;
  showWho?: boolean;
  /** Offered on a work's own entries: narrow the list to that work's history. */
  onWork?: (item: ActivityItem) => void;
}) {
  const columns: DataTableColumn<ActivityItem>[] = [
    ...(showWho
      ? [
          {
            id: 'who',
            header: a.columns.who,
            primary: true,
            cell: (item: ActivityItem) => (
              <Link to={`/admin/users/${item.actor._id}`} dir="ltr">
                @{item.actor.username}
              </Link>
            ),
          },
        ]
      : []),
    {
      id: 'when',
      header: a.columns.when,
      cell: (item) => <time dateTime={new Date(item.at).toISOString()}>{when(item.at)}</time>,
    },
    {
      id: 'what',
      header: a.columns.what,
      cell: (item) => (
        <div className={styles.what}>
          <span>{a.actions[item.action]}</span>
          <Changes item={item} />
        </div>
      ),
    },
    { id: 'which', header: a.columns.which, cell: (item) => <Which item={item} onWork={onWork} /> },
  ];
  return <DataTable caption={caption} columns={columns} rows={items} rowKey={(i) => i._id} empty={empty} busy={busy} />;
}
