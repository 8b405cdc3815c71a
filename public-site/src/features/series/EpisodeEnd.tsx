import { markWatched, setAutoNext, useAutoNext } from '@ckb/api-client';
import { Button, formatNumber, useNavigate } from '@ckb/design-system';
import { useEffect, useRef, useState } from 'react';
import { episodeSearch, WATCH_ID } from '../../lib/watchParams.ts';
import { strings } from '../../strings.ts';
import { stopLabel, type EpisodeStop } from './episodes.ts';
import styles from './EpisodeEnd.module.css';

/** How long the visitor has to stop the next episode from starting. */
export const AUTO_NEXT_SECONDS = 10;

type Phase = 'watching' | 'counting' | 'stopped';

/**
 * Watching flows on (the embedded players are other sites' and say nothing of the end): «تەواوم کرد» marks the
 * episode watched and, unless the visitor turned it off (a setting kept with their progress), starts the next
 * one after a countdown they can stop. The countdown is announced once when it starts; focus goes to its stop
 * button, then to the way on. The parent keys it by episode, so each episode starts again at «تەواوم کرد».
 */
export function EpisodeEnd({ work, playing, next }: { work: string; playing: EpisodeStop; next: EpisodeStop }) {
  const autoNext = useAutoNext();
  const navigate = useNavigate();
  const [phase, setPhase] = useState<Phase>('watching');
  const [left, setLeft] = useState(AUTO_NEXT_SECONDS);
  const box = useRef<HTMLDivElement>(null);
  const to = { search: episodeSearch(next.season.name_session, next.episode.name_epsode), hash: WATCH_ID };

  useEffect(() => {
    if (phase !== 'counting') return;
    if (left === 0) {
      void navigate(to);
      return;
    }
    const tick = setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => clearTimeout(tick);
  }, [phase, left]); // eslint-disable-line react-hooks/exhaustive-deps -- `to` follows `next`, fixed for this episode

  // «تەواوم کرد» is gone once pressed: focus moves to what replaced it (stop, then watch now)
  useEffect(() => {
    if (phase !== 'watching') box.current?.querySelector<HTMLElement>(`[data-focus="${phase}"]`)?.focus();
  }, [phase]);

  const finish = () => {
    markWatched(work, playing.season.name_session, playing.episode.name_epsode);
    setPhase(autoNext ? 'counting' : 'stopped');
  };
  const where = stopLabel(next);

  return (
    <div className={styles.end} ref={box}>
      {phase === 'watching' ? (
        <Button variant="secondary" onClick={finish}>
          {strings.finishedEpisode}
        </Button>
      ) : (
        <>
          {phase === 'counting' ? (
            <span className={styles.count} aria-hidden="true">
              {formatNumber(left)}
            </span>
          ) : null}
          <Button to={to} data-focus="stopped" aria-label={`${strings.watchNow}: ${where}`}>
            {strings.watchNow}
          </Button>
          {phase === 'counting' ? (
            <Button variant="ghost" data-focus="counting" onClick={() => setPhase('stopped')}>
              {strings.stopCountdown}
            </Button>
          ) : null}
        </>
      )}
      <label className={styles.setting}>
        <input
          type="checkbox"
          checked={autoNext}
          onChange={(e) => {
            setAutoNext(e.target.checked);
            if (!e.target.checked && phase === 'counting') setPhase('stopped');
          }}
        />
        {strings.autoNext}
      </label>
      {/* present from the start, so its changes are announced */}
      <p className="visually-hidden" role="status">
        {phase === 'counting'
          ? strings.autoNextIn(formatNumber(AUTO_NEXT_SECONDS), where)
          : phase === 'stopped'
            ? strings.autoNextStopped
            : ''}
      </p>
    </div>
  );
}
