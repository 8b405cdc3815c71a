import { useAppDispatch, type Episode, type Season, type Series } from '@ckb/api-client';
import {
  useAddEpisodeMutation,
  useAddEpisodeRangeMutation,
  useAddEpisodeServerMutation,
  useAddSeasonMutation,
  useDeleteEpisodeMutation,
  useDeleteEpisodeServerMutation,
  useDeleteSeasonMutation,
  useEditEpisodeServerMutation,
  usePublishEpisodeMutation,
  useUpdateEpisodeMutation,
  useUpdateSeasonMutation,
  type EpisodeRef,
  type SeasonRef,
} from '@ckb/api-client/admin';
import { EpisodeCreateBody, EpisodeUpdateBody } from '@ckb/contract';
import { formatNumber } from '@ckb/design-system';
import type { NumberedKind } from '../../components/numbered/kind.ts';
import { EpisodeRangeForm } from '../../components/numbered/EpisodeRangeForm.tsx';
import { FORM_PLAN } from '../../components/numbered/kind.ts';
import { NumberedChildren } from '../../components/numbered/NumberedChildren.tsx';
import { ServerList } from '../../components/ServerList.tsx';
import { WorkDetail } from '../../components/WorkDetail.tsx';
import { outcome, type Started } from '../../lib/mutations.ts';
import { strings } from '../../strings.ts';

/** /admin/series/{id}: the common work page, and its seasons (tabs) holding episodes and their servers. */
export default function SeriesDetailPage() {
  return <WorkDetail<Series> kind="series">{(series) => <NumberedChildren kind={SEASONS} work={series} />}</WorkDetail>;
}

/** An episode's servers, inside its opened item. */
function EpisodeServers({ child, childRef, name }: { child: Episode; childRef: EpisodeRef; name: string }) {
  const dispatch = useAppDispatch();
  const [addServer] = useAddEpisodeServerMutation();
  const [editServer] = useEditEpisodeServerMutation();
  const [removeServer] = useDeleteEpisodeServerMutation();
  const ok = async (started: Started) => (await outcome(dispatch, started, { success: strings.toasts.saved })).ok;
  return (
    <ServerList
      servers={child.server_epsode}
      context={name}
      actions={{
        add: (body) => ok(addServer({ ...childRef, body })),
        edit: (serverId, body) => ok(editServer({ ...childRef, serverId, body })),
        remove: (serverId) => ok(removeServer({ ...childRef, serverId })),
      }}
    />
  );
}

/** Episodes N..M of a season at once, each with the same server. */
function EpisodeRange({ seasonRef, seasonName, next }: { seasonRef: SeasonRef; seasonName: string; next: number }) {
  const dispatch = useAppDispatch();
  const [addRange] = useAddEpisodeRangeMutation();
  return (
    <EpisodeRangeForm
      title={`${strings.episodes.range.title}: ${seasonName}`}
      next={next}
      onSave={(body) => outcome(dispatch, addRange({ ...seasonRef, body }), FORM_PLAN)}
    />
  );
}

/** A series' seasons hold episodes (`epsode`, numbered by `name_epsode`), each opening onto its servers. */
const SEASONS: NumberedKind<{
  work: Series;
  season: Season;
  child: Episode;
  ref: EpisodeRef;
  create: typeof EpisodeCreateBody;
  update: typeof EpisodeUpdateBody;
}> = {
  title: strings.seasons.title,
  seasons: (series) => series.session,
  seasonDeleteBody: strings.seasons.deleteSeriesBody,
  useAddSeason: useAddSeasonMutation,
  useUpdateSeason: useUpdateSeasonMutation,
  useDeleteSeason: useDeleteSeasonMutation,
  child: {
    list: (season) => season.epsode,
    field: 'name_epsode',
    number: (episode) => episode.name_epsode,
    name: (episode) => strings.episodes.episode(episode.name_epsode),
    count: (episode) => strings.episodes.servers(episode.server_epsode.length),
    ref: (season, episode) => ({ ...season, epsodeId: episode._id }),
    create: EpisodeCreateBody,
    useAdd: useAddEpisodeMutation,
    useDelete: useDeleteEpisodeMutation,
    release: { usePublish: usePublishEpisodeMutation },
    labels: {
      title: strings.episodes.title,
      none: strings.episodes.none,
      add: strings.episodes.add,
      remove: (episode) => `${strings.episodes.deleteEpisode}: ${formatNumber(episode.name_epsode)}`,
      removeQuestion: strings.episodes.deleteQuestion,
      removeBody: strings.episodes.deleteBody,
    },
    rows: {
      layout: 'list',
      edit: {
        schema: EpisodeUpdateBody,
        text: (episode) => String(episode.name_epsode),
        useUpdate: useUpdateEpisodeMutation,
      },
      Body: EpisodeServers,
    },
    Bulk: EpisodeRange,
  },
};
