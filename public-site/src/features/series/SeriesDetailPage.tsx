import {
  isEpisodeWatched,
  useGetSeriesByNumberQuery,
  useWatching,
  type Episode,
  type Season,
  type Series,
  type WatchingProgress,
} from '@ckb/api-client';
import {
  EmptyState,
  formatDate,
  formatMoney,
  formatNumber,
  Link,
  TypeBadge,
  useParams,
  type LinkProps,
  useDocumentTitle,
} from '@ckb/design-system';
import { Tabs } from '@ckb/design-system/details';
import { useEffect, useRef, useState } from 'react';
import { DetailHero } from '../../components/DetailHero.tsx';
import { DetailLayout } from '../../components/DetailLayout.tsx';
import layout from '../../components/DetailLayout.module.css';
import { Fact } from '../../components/Fact.tsx';
import { InfoList } from '../../components/InfoList.tsx';
import { isNotFound, NothingFound, Problem, Waiting } from '../../components/PageStates.tsx';
import { Section } from '../../components/Section.tsx';
import { ShareAction } from '../../components/ShareAction.tsx';
import { StaffCredits } from '../../components/StaffCredits.tsx';
import { WatchButton } from '../../components/WatchButton.tsx';
import { WatchPanel } from '../../components/WatchPanel.tsx';
import { formatRating, hasNumber } from '../../lib/format.ts';
import { episodeSearch, scrollToPlayer, useWatchParams, WATCH_ID } from '../../lib/watchParams.ts';
import { strings } from '../../strings.ts';
import { detailStrings } from '../../detailStrings.ts';
import styles from './SeriesDetailPage.module.css';
import { PageFrame } from '../../components/PageFrame.tsx';

/** SPEC §2: series show a fixed assessment value. */
export const SERIES_ASSESSMENT = 'A';

const bySeason = (a: Season, b: Season) => Number(a.name_session) - Number(b.name_session);
const byEpisode = (a: Episode, b: Episode) => Number(a.name_epsode) - Number(b.name_epsode);

/** Past this many episodes a season's list is cut into ranges of this size (as Miruro does). */
export const EPISODE_RANGE = 50;

/** Every episode in watching order, with its season. */
export function watchOrder(series: Series): Array<{ season: Season; episode: Episode }> {
  return [...(series.session ?? [])]
    .sort(bySeason)
    .flatMap((season) => [...season.epsode].sort(byEpisode).map((episode) => ({ season, episode })));
}

const label = (value: number | string) => {
  const n = Number(value);
  return Number.isFinite(n) ? formatNumber(n) : String(value);
};

/** The page's link to an episode: `?season=&episode=`, kept on this page (the shell keeps it mounted). */
function EpisodeLink({
  season,
  episode,
  children,
  ...rest
}: { season: Season; episode: Episode } & Omit<LinkProps, 'to'>) {
  return (
    <Link to={{ search: episodeSearch(season.name_session, episode.name_epsode), hash: WATCH_ID }} {...rest}>
      {children}
    </Link>
  );
}

/**
 * The player, then the seasons as tabs of episode links (SPEC §2; issue 12 §1). The season, episode and
 * server live in the URL, so reload, back and a shared link land on the same episode; an episode link works
 * before the scripts have started (the server draws the page with that episode). Long seasons come in ranges.
 */
function Episodes({ series }: { series: Series }) {
  const seasons = [...(series.session ?? [])].sort(bySeason);
  const progress = useWatching(`series:${series.series_id}`);
  const { season: seasonParam, episode: episodeParam, server: serverParam, setServer } = useWatchParams();
  const order = watchOrder(series);
  const at = order.findIndex(
    ({ season, episode }) =>
      String(season.name_session) === seasonParam && String(episode.name_epsode) === episodeParam,
  );
  const playing = at >= 0 ? order[at]! : null;
  const next = at >= 0 ? order[at + 1] : undefined;
  const [tab, setTab] = useState(() => playing?.season._id ?? seasons[0]?._id ?? '');
  // A new episode from a link moves its season's tab forward; the visitor's own tab choice is kept otherwise.
  const [shown, setShown] = useState(playing?.episode._id);
  if (playing && shown !== playing.episode._id) {
    setShown(playing.episode._id);
    setTab(playing.season._id);
  }
  const first = useRef(true);
  useEffect(() => {
    // Not on the first render: a shared link or a reload already lands at #watch (or where the visitor was).
    if (first.current) {
      first.current = false;
      return;
    }
    if (playing) scrollToPlayer();
  }, [playing?.episode._id]); // eslint-disable-line react-hooks/exhaustive-deps

  if (seasons.length === 0) return <EmptyState compact title={detailStrings.noSeasons} />;

  const where = playing
    ? `${strings.season(label(playing.season.name_session))} · ${strings.episode(label(playing.episode.name_epsode))}`
    : null;
  const nextWhere = next
    ? `${strings.season(label(next.season.name_session))} · ${strings.episode(label(next.episode.name_epsode))}`
    : null;

  return (
    <div className={styles.episodes}>
      <div className={styles.player}>
        {where ? (
          <p className={styles.where} aria-live="polite">
            {where}
          </p>
        ) : null}
        <WatchPanel
          work={`series:${series.series_id}`}
          workId={series._id}
          title={where ? `${series.en} · ${where}` : series.en}
          servers={playing?.episode.server_epsode ?? NO_SERVERS}
          placeholder={playing ? undefined : detailStrings.chooseEpisode}
          serverFromUrl={serverParam}
          onServerChange={setServer}
          progress={
            playing
              ? {
                  title: series.en,
                  poster: series.poster?.low,
                  season: playing.season.name_session,
                  episode: playing.episode.name_epsode,
                }
              : undefined
          }
          after={
            next && nextWhere ? (
              <EpisodeLink
                season={next.season}
                episode={next.episode}
                className={styles.next}
                aria-label={strings.nextEpisodeOf(nextWhere)}
              >
                {strings.nextEpisode}
                <span aria-hidden="true" data-mirror="">
                  →
                </span>
              </EpisodeLink>
            ) : null
          }
        />
      </div>
      <Tabs
        label={detailStrings.seasons}
        selectedId={tab}
        onSelect={setTab}
        items={seasons.map((season) => ({
          id: season._id,
          label: strings.season(label(season.name_session)),
          content:
            season.epsode.length === 0 ? (
              <EmptyState compact title={detailStrings.noEpisodes} />
            ) : (
              <SeasonEpisodes season={season} playingId={playing?.episode._id ?? null} progress={progress} />
            ),
        }))}
      />
    </div>
  );
}

/** One season's episodes; past `EPISODE_RANGE` of them, a row of ranges picks which part is listed. */
function SeasonEpisodes({
  season,
  playingId,
  progress,
}: {
  season: Season;
  playingId: string | null;
  progress: WatchingProgress | null;
}) {
  const episodes = [...season.epsode].sort(byEpisode);
  const ranges = episodes.length > EPISODE_RANGE ? Math.ceil(episodes.length / EPISODE_RANGE) : 1;
  const playingAt = episodes.findIndex((e) => e._id === playingId);
  const [range, setRange] = useState(() => (playingAt >= 0 ? Math.floor(playingAt / EPISODE_RANGE) : 0));
  const [seen, setSeen] = useState(playingAt);
  if (playingAt !== seen) {
    setSeen(playingAt);
    if (playingAt >= 0) setRange(Math.floor(playingAt / EPISODE_RANGE));
  }
  const listed = ranges > 1 ? episodes.slice(range * EPISODE_RANGE, (range + 1) * EPISODE_RANGE) : episodes;
  return (
    <div className={styles.season}>
      {ranges > 1 ? (
        <div className={styles.ranges} role="group" aria-label={strings.episodeRanges}>
          {Array.from({ length: ranges }, (_, i) => {
            const from = episodes[i * EPISODE_RANGE]!;
            const to = episodes[Math.min(episodes.length, (i + 1) * EPISODE_RANGE) - 1]!;
            return (
              <button
                key={i}
                type="button"
                className={styles.range}
                aria-pressed={i === range}
                data-early={`range:${season._id}:${i}`}
                onClick={() => setRange(i)}
              >
                {strings.episodeRange(label(from.name_epsode), label(to.name_epsode))}
              </button>
            );
          })}
        </div>
      ) : null}
      <ul className={styles.episodeGrid} aria-label={detailStrings.episodes}>
        {listed.map((ep) => {
          const current = playingId === ep._id;
          const watched = isEpisodeWatched(progress, season.name_session, ep.name_epsode);
          return (
            <li key={ep._id}>
              <EpisodeLink
                season={season}
                episode={ep}
                className={styles.episode}
                aria-current={current ? 'true' : undefined}
                data-watched={watched || undefined}
              >
                <span className={styles.episodeNumber}>
                  {strings.episode(label(ep.name_epsode))}
                  {watched ? (
                    <span className={styles.watched}>
                      <span aria-hidden="true">✓</span>
                      <span className="visually-hidden">{strings.watched}</span>
                    </span>
                  ) : null}
                </span>
                {ep.detail ? <span className={styles.episodeDetail}>{ep.detail}</span> : null}
              </EpisodeLink>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

const NO_SERVERS: never[] = [];

function SeriesDetail({ series }: { series: Series }) {
  const rating = formatRating(series.rating);
  // The watch button starts at the first episode, or goes back to the last one watched on this device.
  const order = watchOrder(series);
  const progress = useWatching(`series:${series.series_id}`);
  const resume = order.find(
    (o) => o.season.name_session === progress?.season && o.episode.name_epsode === progress?.episode,
  );
  const start = resume ?? order[0];
  const status =
    series.status === 'continue'
      ? detailStrings.statusContinue
      : series.status === 'finish'
        ? detailStrings.statusFinish
        : series.status;
  return (
    <DetailLayout
      kind="series"
      hero={
        <DetailHero
          en={series.en}
          genres={series.genres}
          ku={series.ku}
          poster={series.poster}
          background={series.background}
          facts={
            <>
              <TypeBadge type="series" />
              {rating ? <Fact label={detailStrings.rating}>★ {rating}</Fact> : null}
              {status ? <Fact label={detailStrings.status}>{status}</Fact> : null}
              {hasNumber(series.view) ? (
                <Fact label={detailStrings.viewCount}>
                  {formatNumber(series.view)} {strings.views}
                </Fact>
              ) : null}
            </>
          }
          actions={
            <>
              {start ? (
                <WatchButton
                  to={{ search: episodeSearch(start.season.name_session, start.episode.name_epsode), hash: WATCH_ID }}
                >
                  {resume ? strings.continueWatching : strings.watch}
                </WatchButton>
              ) : null}
              <ShareAction title={series.en} />
            </>
          }
        />
      }
    >
      <Section title={detailStrings.watchHeading} id={WATCH_ID} className={layout.watch}>
        <Episodes series={series} />
      </Section>
      {series.about ? (
        <Section title={detailStrings.about}>
          <p className={layout.about}>{series.about}</p>
        </Section>
      ) : null}
      <Section title={detailStrings.info}>
        <InfoList
          items={[
            { label: detailStrings.viewCount, value: hasNumber(series.view) ? formatNumber(series.view) : null },
            { label: detailStrings.status, value: status },
            { label: detailStrings.country, value: series.country },
            { label: detailStrings.language, value: series.language },
            { label: detailStrings.publishDate, value: series.date_publish ? formatDate(series.date_publish) : null },
            {
              label: detailStrings.duration,
              value: hasNumber(series.time) ? `${formatNumber(series.time)} ${detailStrings.minutes}` : null,
            },
            { label: detailStrings.budget, value: hasNumber(series.budget) ? formatMoney(series.budget) : null },
            { label: detailStrings.revenue, value: hasNumber(series.revenue) ? formatMoney(series.revenue) : null },
            { label: detailStrings.type, value: <TypeBadge type="series" /> },
            { label: detailStrings.rating, value: rating },
            { label: detailStrings.assessment, value: SERIES_ASSESSMENT },
            { label: detailStrings.director, value: series.director },
          ]}
        />
      </Section>
      <Section title={detailStrings.staffHeading}>
        <StaffCredits
          groups={[
            { title: detailStrings.translators, people: series.translator_id },
            { title: detailStrings.designers, people: series.designer_id },
            { title: detailStrings.technicians, people: series.technique_id },
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
