import { useAppDispatch } from '@ckb/api-client';
import { outcome } from '../../lib/mutations.ts';
import { strings } from '../../strings.ts';
import { ChildRows } from './ChildRows.tsx';
import { FORM_PLAN, nextNumber, type NumberedKind, type NumberedTypes } from './kind.ts';
import { NumberedForm } from './NumberedForm.tsx';
import { SeasonPanel, SeasonTabs } from './SeasonTabs.tsx';
import styles from './SeasonTabs.module.css';

interface Props<T extends NumberedTypes> {
  kind: NumberedKind<T>;
  work: T['work'];
}

/**
 * A work's seasons as tabs (add one with the next number; the new one's tab opens), and in each tab the
 * season's rename and delete, its children, and the form that adds the next child. One drawing for
 * every kind; `kind` says what differs (see `kind.ts`).
 */
export function NumberedChildren<T extends NumberedTypes>({ kind, work }: Props<T>) {
  const dispatch = useAppDispatch();
  const [addSeason] = kind.useAddSeason();
  return (
    <SeasonTabs
      title={kind.title}
      seasons={kind.seasons(work)}
      onAdd={async (body) => {
        const started = addSeason({ id: work._id, body });
        const result = await outcome(dispatch, started, FORM_PLAN);
        const { data } = await started;
        return { result, seasons: data ? kind.seasons(data) : null };
      }}
    >
      {(season, onDeleted) => <SeasonChildren kind={kind} work={work} season={season} onDeleted={onDeleted} />}
    </SeasonTabs>
  );
}

function SeasonChildren<T extends NumberedTypes>({
  kind,
  work,
  season,
  onDeleted,
}: Props<T> & { season: T['season']; onDeleted: () => void }) {
  const dispatch = useAppDispatch();
  const [updateSeason] = kind.useUpdateSeason();
  const [deleteSeason] = kind.useDeleteSeason();
  const [addChild] = kind.child.useAdd();
  const { child } = kind;
  const ref = { id: work._id, sessionId: season._id };
  const next = nextNumber(child.list(season).map(child.number));
  return (
    <SeasonPanel
      season={season}
      deleteBody={kind.seasonDeleteBody}
      onRename={(body) => outcome(dispatch, updateSeason({ ...ref, body }), FORM_PLAN)}
      onDelete={async () => {
        if ((await outcome(dispatch, deleteSeason(ref), { success: strings.toasts.deleted })).ok) onDeleted();
      }}
    >
      <ChildRows kind={kind} work={work} seasonRef={ref} season={season} />
      <div className={styles.block}>
        <h4 className={styles.subheading}>{child.labels.add}</h4>
        <NumberedForm
          title={`${child.labels.add}: ${strings.seasons.season(season.name_session)}`}
          field={child.field}
          schema={child.create}
          initial={{ name: String(next), detail: '' }}
          submitLabel={child.labels.add}
          publishBox
          onSave={(body) => outcome(dispatch, addChild({ ...ref, body }), FORM_PLAN)}
        />
      </div>
      {child.Bulk && (
        <div className={styles.block}>
          <h4 className={styles.subheading}>{strings.episodes.range.title}</h4>
          <child.Bulk seasonRef={ref} seasonName={strings.seasons.season(season.name_session)} next={next} />
        </div>
      )}
    </SeasonPanel>
  );
}
