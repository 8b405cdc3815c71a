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
import { EpisodeCreateBody, EpisodeUpdateBody } from '@ckb/contract';
import { Button, formatNumber } from '@ckb/design-system';
import { useState } from 'react';
import { ConfirmButton } from '../../components/ConfirmButton.tsx';
import { NumberedForm } from '../../components/NumberedForm.tsx';
import {
  FORM_PLAN,
  nextNumber,
  SeasonPanel,
  seasonAdded,
  SeasonTabs,
  seasonStyles as shared,
} from '../../components/SeasonTabs.tsx';
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

function Seasons({ series }: { series: Series }) {
  const dispatch = useAppDispatch();
  const [addSeason] = useAddSeasonMutation();
  return (
    <SeasonTabs
      title={strings.seasons.title}
      seasons={series.session}
      onAdd={(body) => seasonAdded(dispatch, addSeason({ id: series._id, body: body as never }))}
    >
      {(season, onDeleted) => <SeriesSeasonPanel series={series} season={season} onDeleted={onDeleted} />}
    </SeasonTabs>
  );
}

function SeriesSeasonPanel({ series, season, onDeleted }: { series: Series; season: Season; onDeleted: () => void }) {
  const dispatch = useAppDispatch();
  const [updateSeason] = useUpdateSeasonMutation();
  const [deleteSeason] = useDeleteSeasonMutation();
  const [addEpisode] = useAddEpisodeMutation();
  const ref = { id: series._id, sessionId: season._id };
  const name = strings.seasons.season(season.name_session);
  return (
    <SeasonPanel
      season={season}
      deleteBody={strings.seasons.deleteSeriesBody}
      onRename={(body) => outcome(dispatch, updateSeason({ ...ref, body: body as never }), FORM_PLAN)}
      onDelete={async () => {
        if ((await outcome(dispatch, deleteSeason(ref), { success: strings.toasts.deleted })).ok) onDeleted();
      }}
    >
      <h4 className={shared.subheading}>{strings.episodes.title}</h4>
      {season.epsode.length === 0 ? (
        <p className={shared.muted}>{strings.episodes.none}</p>
      ) : (
        <ul className={styles.episodes}>
          {season.epsode.map((episode) => (
            <EpisodeItem key={episode._id} series={series} season={season} episode={episode} />
          ))}
        </ul>
      )}
      <div className={shared.block}>
        <h4 className={shared.subheading}>{strings.episodes.add}</h4>
        <NumberedForm
          title={`${strings.episodes.add}: ${name}`}
          field="name_epsode"
          schema={EpisodeCreateBody}
          initial={{ name: nextNumber(season.epsode.map((e) => e.name_epsode)), detail: '' }}
          submitLabel={strings.episodes.add}
          onSave={(body) => outcome(dispatch, addEpisode({ ...ref, body: body as never }), FORM_PLAN)}
        />
      </div>
    </SeasonPanel>
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
          {episode.detail && <span className={shared.muted}> — {episode.detail}</span>}
          <span className={styles.count}>{strings.episodes.servers(episode.server_epsode.length)}</span>
        </summary>
        <div className={styles.episodeBody}>
          <div className={shared.actions}>
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
