import { useWatching, type Series } from '@ckb/api-client';
import { EmptyState } from '@ckb/design-system';
import { Tabs } from '@ckb/design-system/details';
import { useEffect, useRef, useState } from 'react';
import { WatchPanel } from '../../components/WatchPanel.tsx';
import { detailStrings } from '../../detailStrings.ts';
import { scrollToPlayer, useWatchParams } from '../../lib/watchParams.ts';
import { strings } from '../../strings.ts';
import { EpisodeEnd } from './EpisodeEnd.tsx';
import { EpisodeLink } from './EpisodeLink.tsx';
import { numberLabel, sortedSeasons, stopLabel, watchOrder } from './episodes.ts';
import { SeasonEpisodes } from './SeasonEpisodes.tsx';
import styles from './SeriesEpisodes.module.css';

const NO_SERVERS: never[] = [];

/**
 * The player, then the seasons as tabs of episode links (SPEC §2). The season, episode and server live in
 * the URL, so reload, back and a shared link land on the same episode; an episode link works before the
 * scripts have started (the server draws the page with that episode). Long seasons come in ranges.
 */
export function SeriesEpisodes({ series }: { series: Series }) {
  const seasons = sortedSeasons(series);
  const work = `series:${series.series_id}`;
  const progress = useWatching(work);
  const { season: seasonParam, episode: episodeParam, server: serverParam, setServer } = useWatchParams();
  const order = watchOrder(series);
  const at = order.findIndex(
    ({ season, episode }) =>
      String(season.name_session) === seasonParam && String(episode.name_epsode) === episodeParam,
  );
  const playing = at >= 0 ? order[at]! : null;
  const next = at >= 0 ? order[at + 1] : undefined;
  const previous = at > 0 ? order[at - 1] : undefined;
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

  const where = playing ? stopLabel(playing) : null;

  return (
    <div className={styles.episodes}>
      <div className={styles.player}>
        {where ? (
          <p className={styles.where} aria-live="polite">
            {where}
          </p>
        ) : null}
        <WatchPanel
          work={work}
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
            <>
              {previous || next ? (
                // previous before next: in the interface's direction, as the arrows point
                <div className={styles.steps}>
                  {previous ? (
                    <EpisodeLink
                      season={previous.season}
                      episode={previous.episode}
                      className={styles.step}
                      aria-label={strings.previousEpisodeOf(stopLabel(previous))}
                    >
                      <span aria-hidden="true" data-mirror="">
                        ←
                      </span>
                      {strings.previousEpisode}
                    </EpisodeLink>
                  ) : null}
                  {next ? (
                    <EpisodeLink
                      season={next.season}
                      episode={next.episode}
                      className={styles.step}
                      aria-label={strings.nextEpisodeOf(stopLabel(next))}
                    >
                      {strings.nextEpisode}
                      <span aria-hidden="true" data-mirror="">
                        →
                      </span>
                    </EpisodeLink>
                  ) : null}
                </div>
              ) : null}
              {playing && next ? (
                <EpisodeEnd key={playing.episode._id} work={work} playing={playing} next={next} />
              ) : null}
            </>
          }
        />
      </div>
      <Tabs
        label={detailStrings.seasons}
        selectedId={tab}
        onSelect={setTab}
        items={seasons.map((season) => ({
          id: season._id,
          label: strings.season(numberLabel(season.name_session)),
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
