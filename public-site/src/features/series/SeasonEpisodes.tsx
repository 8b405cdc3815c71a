import { isEpisodeWatched, type Season, type WatchingProgress } from '@ckb/api-client';
import { useState } from 'react';
import { detailStrings } from '../../detailStrings.ts';
import { strings } from '../../strings.ts';
import { EpisodeLink } from './EpisodeLink.tsx';
import { ReleaseMark } from '../../components/ReleaseMark.tsx';
import { inRange, numberLabel, rangeCount, rangeOf, sortedEpisodes } from './episodes.ts';
import styles from './SeriesEpisodes.module.css';

/** One season's episodes; past `EPISODE_RANGE` of them, a row of ranges picks which part is listed. */
export function SeasonEpisodes({
  season,
  playingId,
  progress,
}: {
  season: Season;
  playingId: string | null;
  progress: WatchingProgress | null;
}) {
  const episodes = sortedEpisodes(season);
  const ranges = rangeCount(episodes.length);
  const playingAt = episodes.findIndex((e) => e._id === playingId);
  const [range, setRange] = useState(() => (playingAt >= 0 ? rangeOf(playingAt) : 0));
  const [seen, setSeen] = useState(playingAt);
  if (playingAt !== seen) {
    setSeen(playingAt);
    if (playingAt >= 0) setRange(rangeOf(playingAt));
  }
  return (
    <div className={styles.season}>
      {ranges > 1 ? (
        <div className={styles.ranges} role="group" aria-label={strings.episodeRanges}>
          {Array.from({ length: ranges }, (_, i) => {
            const part = inRange(episodes, i);
            return (
              <button
                key={i}
                type="button"
                className={styles.range}
                aria-pressed={i === range}
                data-early={`range:${season._id}:${i}`}
                onClick={() => setRange(i)}
              >
                {strings.episodeRange(numberLabel(part[0]!.name_epsode), numberLabel(part.at(-1)!.name_epsode))}
              </button>
            );
          })}
        </div>
      ) : null}
      <ul className={styles.episodeGrid} aria-label={detailStrings.episodes}>
        {inRange(episodes, range).map((ep) => {
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
                  {strings.episode(numberLabel(ep.name_epsode))}
                  {watched ? (
                    <span className={styles.watched}>
                      <span aria-hidden="true">✓</span>
                      <span className="visually-hidden">{strings.watched}</span>
                    </span>
                  ) : null}
                </span>
                <ReleaseMark publishAt={ep.publish_at} />
                {ep.detail ? <span className={styles.episodeDetail}>{ep.detail}</span> : null}
              </EpisodeLink>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
