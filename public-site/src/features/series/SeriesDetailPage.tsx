import { useGetSeriesByNumberQuery, type Episode, type Season, type Series } from '@ckb/api-client';
import { EmptyState, formatDate, formatMoney, formatNumber, Tabs, TypeBadge, useParams } from '@ckb/design-system';
import { useState } from 'react';
import { DetailHero } from '../../components/DetailHero.tsx';
import { DetailLayout } from '../../components/DetailLayout.tsx';
import layout from '../../components/DetailLayout.module.css';
import { Fact } from '../../components/Fact.tsx';
import { InfoList } from '../../components/InfoList.tsx';
import { isNotFound, NothingFound, Problem, Waiting } from '../../components/PageStates.tsx';
import { Section } from '../../components/Section.tsx';
import { ShareAction } from '../../components/ShareAction.tsx';
import { StaffCredits } from '../../components/StaffCredits.tsx';
import { WatchPanel } from '../../components/WatchPanel.tsx';
import { formatRating, hasNumber } from '../../lib/format.ts';
import { useDocumentTitle } from '../../lib/useDocumentTitle.ts';
import { strings } from '../../strings.ts';
import styles from './SeriesDetailPage.module.css';
import { PageFrame } from '../../components/PageFrame.tsx';

/** SPEC §2: series show a fixed assessment value. */
export const SERIES_ASSESSMENT = 'A';

const bySeason = (a: Season, b: Season) => Number(a.name_session) - Number(b.name_session);

/**
 * Seasons as tabs of episodes; choosing an episode fills the server dropdown, choosing a server plays it
 * (SPEC §2). The choice stays in the page, not the URL: the shell re-mounts a page (with its fade) on
 * every change of the full path, which would flash the whole page at each episode.
 */
function Episodes({ series }: { series: Series }) {
  const seasons = [...(series.session ?? [])].sort(bySeason);
  const [playingIds, setPlayingIds] = useState<{ season: string; episode: string } | null>(null);
  const playingSeason = seasons.find((s) => s._id === playingIds?.season);
  const playing = playingSeason?.epsode.find((e) => e._id === playingIds?.episode);
  const [tab, setTab] = useState(() => seasons[0]?._id ?? '');

  if (seasons.length === 0) return <EmptyState compact title={strings.noSeasons} />;

  function choose(season: Season, episode: Episode) {
    setPlayingIds({ season: season._id, episode: episode._id });
  }

  const where =
    playingSeason && playing
      ? `${strings.season(formatNumber(playingSeason.name_session))} · ${strings.episode(formatNumber(playing.name_epsode))}`
      : null;

  return (
    <div className={styles.episodes}>
      <Tabs
        label={strings.seasons}
        selectedId={tab}
        onSelect={setTab}
        items={seasons.map((season) => ({
          id: season._id,
          label: strings.season(formatNumber(season.name_session)),
          content:
            season.epsode.length === 0 ? (
              <EmptyState compact title={strings.noEpisodes} />
            ) : (
              <ul className={styles.episodeGrid} aria-label={strings.episodes}>
                {[...season.epsode]
                  .sort((a, b) => Number(a.name_epsode) - Number(b.name_epsode))
                  .map((ep) => {
                    const current = playing?._id === ep._id;
                    return (
                      <li key={ep._id}>
                        <button
                          type="button"
                          className={styles.episode}
                          aria-pressed={current}
                          onClick={() => choose(season, ep)}
                        >
                          <span className={styles.episodeNumber}>{strings.episode(formatNumber(ep.name_epsode))}</span>
                          {ep.detail ? <span className={styles.episodeDetail}>{ep.detail}</span> : null}
                        </button>
                      </li>
                    );
                  })}
              </ul>
            ),
        }))}
      />
      <div className={styles.player}>
        {where ? (
          <p className={styles.where} aria-live="polite">
            {where}
          </p>
        ) : null}
        <WatchPanel
          work={`series:${series.series_id}`}
          title={where ? `${series.en} · ${where}` : series.en}
          servers={playing?.server_epsode ?? NO_SERVERS}
          placeholder={playing ? undefined : strings.chooseEpisode}
        />
      </div>
    </div>
  );
}

const NO_SERVERS: never[] = [];

function SeriesDetail({ series }: { series: Series }) {
  const rating = formatRating(series.rating);
  const status =
    series.status === 'continue'
      ? strings.statusContinue
      : series.status === 'finish'
        ? strings.statusFinish
        : series.status;
  return (
    <DetailLayout
      hero={
        <DetailHero
          en={series.en}
          ku={series.ku}
          poster={series.poster}
          background={series.background}
          facts={
            <>
              <TypeBadge type="series" />
              {rating ? <Fact label={strings.rating}>★ {rating}</Fact> : null}
              {status ? <Fact label={strings.status}>{status}</Fact> : null}
              {hasNumber(series.view) ? (
                <Fact label={strings.viewCount}>
                  {formatNumber(series.view)} {strings.views}
                </Fact>
              ) : null}
            </>
          }
          actions={<ShareAction title={series.en} />}
        />
      }
    >
      <Section title={strings.watchHeading}>
        <Episodes series={series} />
      </Section>
      {series.about ? (
        <Section title={strings.about}>
          <p className={layout.about}>{series.about}</p>
        </Section>
      ) : null}
      <Section title={strings.info}>
        <InfoList
          items={[
            { label: strings.viewCount, value: hasNumber(series.view) ? formatNumber(series.view) : null },
            { label: strings.status, value: status },
            { label: strings.country, value: series.country },
            { label: strings.language, value: series.language },
            { label: strings.publishDate, value: series.date_publish ? formatDate(series.date_publish) : null },
            {
              label: strings.duration,
              value: hasNumber(series.time) ? `${formatNumber(series.time)} ${strings.minutes}` : null,
            },
            { label: strings.budget, value: hasNumber(series.budget) ? formatMoney(series.budget) : null },
            { label: strings.revenue, value: hasNumber(series.revenue) ? formatMoney(series.revenue) : null },
            { label: strings.type, value: <TypeBadge type="series" /> },
            { label: strings.rating, value: rating },
            { label: strings.assessment, value: SERIES_ASSESSMENT },
            { label: strings.director, value: series.director },
          ]}
        />
      </Section>
      <Section title={strings.staffHeading}>
        <StaffCredits
          groups={[
            { title: strings.translators, people: series.translator_id },
            { title: strings.designers, people: series.designer_id },
            { title: strings.technicians, people: series.technique_id },
          ]}
        />
      </Section>
    </DetailLayout>
  );
}

/** /series/{series_id} (SPEC §2): waiting message, then the series, 'هیچ نەدۆزرایەوە' when there is none, or 'کێشەیەک هەیە' (§8). */
function SeriesDetailPageContent() {
  const { id = '' } = useParams();
  const { currentData: data, isFetching, isError, error, refetch } = useGetSeriesByNumberQuery(id);
  const missing = !isFetching && isError && isNotFound(error);
  useDocumentTitle(data?.en ?? (missing ? strings.nothingFound : strings.seriesTitle));
  if (isFetching && !data) return <Waiting />;
  if (missing) return <NothingFound backTo="/series" />;
  if (isError || !data) return <Problem page onRetry={() => void refetch()} />;
  return <SeriesDetail key={data._id} series={data} />;
}

export default function SeriesDetailPage() {
  return (
    <PageFrame>
      <SeriesDetailPageContent />
    </PageFrame>
  );
}
