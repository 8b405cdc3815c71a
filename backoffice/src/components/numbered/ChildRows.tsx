import { useAppDispatch } from '@ckb/api-client';
import type { SeasonRef } from '@ckb/api-client/admin';
import { Button, Link } from '@ckb/design-system';
import { DataTable } from '@ckb/design-system/admin';
import { useState } from 'react';
import { outcome } from '../../lib/mutations.ts';
import { useLinkedServer } from '../../lib/serverLink.ts';
import { strings } from '../../strings.ts';
import { ConfirmButton } from '../ConfirmButton.tsx';
import { FORM_PLAN, type ListRows, type NumberedKind, type NumberedTypes } from './kind.ts';
import { NumberedForm } from './NumberedForm.tsx';
import { ReleaseActions, ReleaseBadge } from './Release.tsx';
import styles from './ChildRows.module.css';
import shared from './SeasonTabs.module.css';

interface Props<T extends NumberedTypes> {
  kind: NumberedKind<T>;
  work: T['work'];
  seasonRef: SeasonRef;
  season: T['season'];
}

/** A season's children, laid out as the kind says: items that open (episodes) or a table (chapters). */
export function ChildRows<T extends NumberedTypes>({ kind, work, seasonRef, season }: Props<T>) {
  const { child } = kind;
  const children = child.list(season);
  const { rows } = child;
  if (rows.layout === 'table') {
    return (
      <DataTable
        caption={`${child.labels.title}: ${strings.seasons.season(season.name_session)}`}
        rows={children}
        rowKey={(c) => c._id}
        empty={child.labels.none}
        columns={[
          {
            id: 'name',
            header: strings.fields[child.field]!,
            primary: true,
            cell: (c) => <Link to={rows.link(child.ref(seasonRef, c), work)}>{child.name(c)}</Link>,
          },
          {
            id: 'release',
            header: strings.release.state,
            cell: (c) => (
              <div className={styles.release}>
                <ReleaseBadge publishAt={c.publish_at} />
                <Release kind={kind} item={c} childRef={child.ref(seasonRef, c)} work={work} season={season} />
              </div>
            ),
          },
          { id: 'count', header: rows.countHeader, cell: child.count },
          { id: 'detail', header: strings.fields.detail!, cell: (c) => c.detail || '—' },
          {
            id: 'delete',
            header: strings.delete,
            compact: true,
            cell: (c) => <DeleteChild kind={kind} item={c} childRef={child.ref(seasonRef, c)} />,
          },
        ]}
      />
    );
  }
  return (
    <>
      <h4 className={shared.subheading}>{child.labels.title}</h4>
      {children.length === 0 ? (
        <p className={shared.muted}>{child.labels.none}</p>
      ) : (
        <ul className={styles.list}>
          {children.map((c) => (
            <ChildItem
              key={c._id}
              kind={kind}
              rows={rows}
              item={c}
              childRef={child.ref(seasonRef, c)}
              work={work}
              season={season}
            />
          ))}
        </ul>
      )}
    </>
  );
}

interface ItemProps<T extends NumberedTypes> {
  kind: NumberedKind<T>;
  item: T['child'];
  childRef: T['ref'];
}

/** Where a child is: its work and season (for the preview's address). */
type Place<T extends NumberedTypes> = { work: T['work']; season: T['season'] };

/** A child's release actions (publish now, at a time, back to a draft, preview). */
function Release<T extends NumberedTypes>({ kind, item, childRef, work, season }: ItemProps<T> & Place<T>) {
  const [publish] = kind.child.release.usePublish();
  const { preview } = kind.child.release;
  return (
    <ReleaseActions
      publishAt={item.publish_at}
      name={kind.child.name(item)}
      publish={(body) => publish({ ...childRef, body })}
      {...(preview ? { preview: preview(work, season, item) } : {})}
    />
  );
}

/**
 * One child that opens: its name, release badge, detail and count; inside, edit, delete and the release
 * actions, then the kind's `Body`.
 */
function ChildItem<T extends NumberedTypes>({
  kind,
  rows,
  item,
  childRef,
  work,
  season,
}: ItemProps<T> & Place<T> & { rows: ListRows<T> }) {
  const dispatch = useAppDispatch();
  const [update] = rows.edit.useUpdate();
  const [editing, setEditing] = useState(false);
  // a link to one of its servers (the reports inbox) opens it; it closes as any other after that
  const linked = useLinkedServer().episode === item._id;
  const { child } = kind;
  const name = child.name(item);
  const { Body } = rows;
  return (
    <li className={styles.item}>
      <details open={linked || undefined}>
        <summary className={styles.summary}>
          <span className={styles.name}>{name}</span>
          <ReleaseBadge publishAt={item.publish_at} />
          {item.detail && <span className={shared.muted}> — {item.detail}</span>}
          <span className={styles.count}>{child.count(item)}</span>
        </summary>
        <div className={styles.body}>
          <div className={shared.actions}>
            <Button size="sm" variant="secondary" onClick={() => setEditing((e) => !e)} aria-expanded={editing}>
              {`${strings.edit}: ${name}`}
            </Button>
            <DeleteChild kind={kind} item={item} childRef={childRef} />
          </div>
          <Release kind={kind} item={item} childRef={childRef} work={work} season={season} />
          {editing && (
            <NumberedForm
              title={`${strings.edit}: ${name}`}
              field={child.field}
              schema={rows.edit.schema}
              editing
              initial={{ name: rows.edit.text(item), detail: item.detail }}
              onCancel={() => setEditing(false)}
              onSave={async (body) => {
                const result = await outcome(dispatch, update({ ...childRef, body }), FORM_PLAN);
                if (result.ok) setEditing(false);
                return result;
              }}
            />
          )}
          <Body child={item} childRef={childRef} name={name} />
        </div>
      </details>
    </li>
  );
}

/** A child's delete button: it asks first, naming the child and what goes with it. */
function DeleteChild<T extends NumberedTypes>({ kind, item, childRef }: ItemProps<T>) {
  const dispatch = useAppDispatch();
  const [remove] = kind.child.useDelete();
  const { labels, name } = kind.child;
  return (
    <ConfirmButton
      label={labels.remove(item)}
      question={labels.removeQuestion}
      details={
        <>
          <p>{name(item)}</p>
          <p>{labels.removeBody}</p>
        </>
      }
      onConfirm={() => outcome(dispatch, remove(childRef), { success: strings.toasts.deleted })}
    />
  );
}
