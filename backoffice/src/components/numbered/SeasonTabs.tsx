import { SeasonCreateBody, SeasonUpdateBody, type SeasonCreateBodyT, type SeasonUpdateBodyT } from '@ckb/contract';
import { Button } from '@ckb/design-system';
import { Tabs } from '@ckb/design-system/details';
import { useState, type ReactNode } from 'react';
import type { Outcome } from '../../lib/mutations.ts';
import { useLinkedServer } from '../../lib/serverLink.ts';
import { strings } from '../../strings.ts';
import { ConfirmButton } from '../ConfirmButton.tsx';
import { Section } from '../Section.tsx';
import { nextNumber } from './kind.ts';
import { NumberedForm } from './NumberedForm.tsx';
import styles from './SeasonTabs.module.css';

interface Season {
  _id: string;
  name_session: number;
}

interface TabsProps<S extends Season> {
  title: string;
  seasons: readonly S[];
  /** Adds a season and resolves with how it went and, when it worked, the work's seasons after it. */
  onAdd: (body: SeasonCreateBodyT) => Promise<{ result: Outcome; seasons: readonly S[] | null }>;
  /** A season's tab panel; `onDeleted` goes back to the first tab. */
  children: (season: S, onDeleted: () => void) => ReactNode;
}

/**
 * A work's seasons (a series' seasons, a manga's sessions) as tabs, and the form that adds one. The
 * new season's tab is opened once it is saved.
 */
export function SeasonTabs<S extends Season>({ title, seasons, onAdd, children }: TabsProps<S>) {
  // a link to one episode's server (the reports inbox) opens its season's tab
  const linked = useLinkedServer().season;
  const [selected, setSelected] = useState(linked ?? '');
  const current = seasons.find((s) => s._id === selected) ?? seasons[0];
  return (
    <Section title={title}>
      {seasons.length === 0 ? (
        <p className={styles.muted}>{strings.seasons.none}</p>
      ) : (
        <Tabs
          label={strings.seasons.tabs}
          selectedId={current?._id ?? ''}
          onSelect={setSelected}
          items={seasons.map((season) => ({
            id: season._id,
            label: strings.seasons.season(season.name_session),
            content: children(season, () => setSelected('')),
          }))}
        />
      )}
      <div className={styles.block}>
        <h3 className={styles.heading}>{strings.seasons.add}</h3>
        <NumberedForm
          title={strings.seasons.add}
          field="name_session"
          schema={SeasonCreateBody}
          initial={{ name: String(nextNumber(seasons.map((s) => s.name_session))), detail: '' }}
          submitLabel={strings.seasons.add}
          onSave={async (body) => {
            const { result, seasons: after } = await onAdd(body);
            const added = after?.find((s) => !seasons.some((old) => old._id === s._id));
            if (added) setSelected(added._id);
            return result;
          }}
        />
      </div>
    </Section>
  );
}

interface PanelProps {
  season: Season & { detail: string };
  /** What deleting the season takes with it (its episodes, its chapters and their pages). */
  deleteBody: string;
  onRename: (body: SeasonUpdateBodyT) => Promise<Outcome>;
  onDelete: () => Promise<void>;
  children: ReactNode;
}

/** One season's panel: its name with rename and delete, its detail, then what it holds. */
export function SeasonPanel({ season, deleteBody, onRename, onDelete, children }: PanelProps) {
  const [renaming, setRenaming] = useState(false);
  const name = strings.seasons.season(season.name_session);
  return (
    <div className={styles.panel}>
      <div className={styles.row}>
        <h3 className={styles.heading}>{name}</h3>
        <div className={styles.actions}>
          <Button size="sm" variant="secondary" onClick={() => setRenaming((r) => !r)} aria-expanded={renaming}>
            {strings.seasons.rename}
          </Button>
          <ConfirmButton
            label={strings.seasons.deleteSeason}
            question={strings.seasons.deleteQuestion}
            details={
              <>
                <p>{name}</p>
                <p>{deleteBody}</p>
              </>
            }
            onConfirm={onDelete}
          />
        </div>
      </div>
      {season.detail && <p className={styles.muted}>{season.detail}</p>}
      {renaming && (
        <NumberedForm
          title={strings.seasons.rename}
          field="name_session"
          schema={SeasonUpdateBody}
          editing
          initial={{ name: String(season.name_session), detail: season.detail }}
          onCancel={() => setRenaming(false)}
          onSave={async (body) => {
            const result = await onRename(body);
            if (result.ok) setRenaming(false);
            return result;
          }}
        />
      )}
      {children}
    </div>
  );
}
