import { useAppDispatch, type Episode, type Season, type Series } from '@ckb/api-client';
import {
  useAddEpisodeMutation,
  useAddEpisodeServerMutation,
  useAddSeasonMutation,
  useDeleteEpisodeMutation,
  useDeleteEpisodeServerMutation,
  useDeleteSeasonMutation,
  useEditEpisodeServerMutation,
  useUpdateEpisodeMutation,
  useUpdateSeasonMutation,
} from '@ckb/api-client/admin';
import { EpisodeCreateBody, EpisodeUpdateBody, SeasonCreateBody, SeasonUpdateBody } from '@ckb/contract';
import { Button, formatNumber, Tabs } from '@ckb/design-system';
import { useState } from 'react';
import { ConfirmButton } from '../../components/ConfirmButton.tsx';
import { NumberedForm } from '../../components/NumberedForm.tsx';
import { Section } from '../../components/Section.tsx';
import { ServerList } from '../../components/ServerList.tsx';
import { WorkDetail } from '../../components/WorkDetail.tsx';
import { outcome } from '../../lib/mutations.ts';
import { strings } from '../../strings.ts';
import styles from './SeriesDetailPage.module.css';

/** /admin/series/{id}: the common work page, and its seasons (tabs) holding episodes and their servers. */
export default function SeriesDetailPage() {
  return <WorkDetail<Series> kind="series">{(series) => <Seasons series={series} />}</WorkDetail>;
}

const SAVED = { success: strings.toasts.saved };
/** Duplicates and refused numbers are shown beside the field. */
const FORM_PLAN = { ...SAVED, quiet: [400, 409] };
const nextNumber = (numbers: number[]) => String(numbers.length ? Math.floor(Math.max(...numbers)) + 1 : 1);

function Seasons({ series }: { series: Series }) {
  const dispatch = useAppDispatch();
  const [addSeason] = useAddSeasonMutation();
  const [selected, setSelected] = useState<string>('');
  const seasons = series.session;
  const current = seasons.find((s) => s._id === selected) ?? seasons[0];
  return (
    <Section title={strings.seasons.title}>
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
            content: <SeasonPanel series={series} season={season} onDeleted={() => setSelected('')} />,
          }))}
        />
      )}
      <div className={styles.block}>
        <h3 className={styles.heading}>{strings.seasons.add}</h3>
        <NumberedForm
          title={strings.seasons.add}
          field="name_session"
          schema={SeasonCreateBody}
          initial={{ name: nextNumber(seasons.map((s) => s.name_session)), detail: '' }}
          submitLabel={strings.seasons.add}
          onSave={async (body) => {
            const started = addSeason({ id: series._id, body: body as never });
            const result = await outcome(dispatch, started, FORM_PLAN);
            const data = await started.unwrap().catch(() => null);
            const added = data?.session.find((s) => !seasons.some((old) => old._id === s._id));
            if (added) setSelected(added._id);
            return result;
          }}
        />
      </div>
    </Section>
  );
}

function SeasonPanel({ series, season, onDeleted }: { series: Series; season: Season; onDeleted: () => void }) {
  const dispatch = useAppDispatch();
  const [updateSeason] = useUpdateSeasonMutation();
  const [deleteSeason] = useDeleteSeasonMutation();
  const [addEpisode] = useAddEpisodeMutation();
  const [renaming, setRenaming] = useState(false);
  const ref = { id: series._id, sessionId: season._id };
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
                <p>{strings.seasons.deleteSeriesBody}</p>
              </>
            }
            onConfirm={async () => {
              if ((await outcome(dispatch, deleteSeason(ref), { success: strings.toasts.deleted })).ok) onDeleted();
            }}
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
            const result = await outcome(dispatch, updateSeason({ ...ref, body: body as never }), FORM_PLAN);
            if (result.ok) setRenaming(false);
            return result;
          }}
        />
      )}
      <h4 className={styles.subheading}>{strings.episodes.title}</h4>
      {season.epsode.length === 0 ? (
        <p className={styles.muted}>{strings.episodes.none}</p>
      ) : (
        <ul className={styles.episodes}>
          {season.epsode.map((episode) => (
            <EpisodeItem key={episode._id} series={series} season={season} episode={episode} />
          ))}
        </ul>
      )}
      <div className={styles.block}>
        <h4 className={styles.subheading}>{strings.episodes.add}</h4>
        <NumberedForm
          title={`${strings.episodes.add}: ${name}`}
          field="name_epsode"
          schema={EpisodeCreateBody}
          initial={{ name: nextNumber(season.epsode.map((e) => e.name_epsode)), detail: '' }}
          submitLabel={strings.episodes.add}
          onSave={(body) => outcome(dispatch, addEpisode({ ...ref, body: body as never }), FORM_PLAN)}
        />
      </div>
    </div>
  );
}

function EpisodeItem({ series, season, episode }: { series: Series; season: Season; episode: Episode }) {
  const dispatch = useAppDispatch();
  const [updateEpisode] = useUpdateEpisodeMutation();
  const [deleteEpisode] = useDeleteEpisodeMutation();
  const [addServer] = useAddEpisodeServerMutation();
  const [editServer] = useEditEpisodeServerMutation();
  const [removeServer] = useDeleteEpisodeServerMutation();
  const [editing, setEditing] = useState(false);
  const ref = { id: series._id, sessionId: season._id, epsodeId: episode._id };
  const name = strings.episodes.episode(episode.name_epsode);
  const ok = async (started: Parameters<typeof outcome>[1]) => (await outcome(dispatch, started, SAVED)).ok;
  return (
    <li className={styles.episode}>
      <details>
        <summary className={styles.summary}>
          <span className={styles.episodeName}>{name}</span>
          {episode.detail && <span className={styles.muted}> — {episode.detail}</span>}
          <span className={styles.count}>{strings.episodes.servers(episode.server_epsode.length)}</span>
        </summary>
        <div className={styles.episodeBody}>
          <div className={styles.actions}>
            <Button size="sm" variant="secondary" onClick={() => setEditing((e) => !e)} aria-expanded={editing}>
              {`${strings.edit}: ${name}`}
            </Button>
            <ConfirmButton
              label={`${strings.episodes.deleteEpisode}: ${formatNumber(episode.name_epsode)}`}
              question={strings.episodes.deleteQuestion}
              details={
                <>
                  <p>{name}</p>
                  <p>{strings.episodes.deleteBody}</p>
                </>
              }
              onConfirm={() => outcome(dispatch, deleteEpisode(ref), { success: strings.toasts.deleted })}
            />
          </div>
          {editing && (
            <NumberedForm
              title={`${strings.edit}: ${name}`}
              field="name_epsode"
              schema={EpisodeUpdateBody}
              editing
              initial={{ name: String(episode.name_epsode), detail: episode.detail }}
              onCancel={() => setEditing(false)}
              onSave={async (body) => {
                const result = await outcome(dispatch, updateEpisode({ ...ref, body: body as never }), FORM_PLAN);
                if (result.ok) setEditing(false);
                return result;
              }}
            />
          )}
          <ServerList
            servers={episode.server_epsode}
            context={name}
            actions={{
              add: (body) => ok(addServer({ ...ref, body })),
              edit: (serverId, body) => ok(editServer({ ...ref, serverId, body })),
              remove: (serverId) => ok(removeServer({ ...ref, serverId })),
            }}
          />
        </div>
      </details>
    </li>
  );
}
