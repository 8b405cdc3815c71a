import type { ActivityItem } from '@ckb/api-client/admin';
import { SECRET_CHANGED } from '@ckb/contract';
import { Button, Link } from '@ckb/design-system';
import { DataTable, type DataTableColumn } from '@ckb/design-system/admin';
import { KIND_PATH } from '../../lib/works.ts';
import { fieldLabel, valueText, when } from './labels.ts';
import { activityStrings as a } from './strings.ts';
import styles from './ActivityTable.module.css';

/** Where a work's admin page is, by the work's kind. */
const WORK_PAGE: Record<NonNullable<ActivityItem['work_kind']>, string> = {
  movie: KIND_PATH.movies,
  series: KIND_PATH.series,
  manga: KIND_PATH.manga,
};

const isWork = (item: ActivityItem) => item.kind === 'movie' || item.kind === 'series' || item.kind === 'manga';

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

/** The row written (its kind and label), and the work it belongs to, linked to the work's page while it exists. */
function Which({
  item,
  onWork,
  showWork,
}: {
  item: ActivityItem;
  onWork?: ((item: ActivityItem) => void) | undefined;
  showWork: boolean;
}) {
  const page = item.work && item.work_kind ? `${WORK_PAGE[item.work_kind]}/${item.work}` : null;
  const label = <bdi>{item.label || a.none}</bdi>;
  return (
    <span className={styles.which}>
      <span className={styles.kind}>{a.kinds[item.kind]}</span>
      {isWork(item) && page ? <Link to={page}>{label}</Link> : label}
      {showWork && !isWork(item) && page && item.work_title && (
        <span className={styles.kind}>
          {a.inWork}{' '}
          <Link to={page}>
            <bdi>{item.work_title}</bdi>
          </Link>
        </span>
      )}
      {onWork && item.work && (
        <Button
          size="sm"
          variant="secondary"
          onClick={() => onWork(item)}
          aria-label={a.onlyWork(item.work_title ?? item.label)}
        >
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
  showWork = true,
  onWork,
}: {
  items: readonly ActivityItem[];
  caption: string;
  empty: string;
  busy: boolean;
  showWho?: boolean;
  /** Name the work a child row belongs to (not in the work's own tab). */
  showWork?: boolean;
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
    { id: 'which', header: a.columns.which, cell: (item) => <Which item={item} onWork={onWork} showWork={showWork} /> },
  ];
  return <DataTable caption={caption} columns={columns} rows={items} rowKey={(i) => i._id} empty={empty} busy={busy} />;
}
