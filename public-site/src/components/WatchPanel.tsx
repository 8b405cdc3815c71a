import {
  markWatched,
  recordWatching,
  useReportServerMutation,
  WATCHED_AFTER_MS,
  type ProgressWork,
  type Server,
} from '@ckb/api-client';
import { Button } from '@ckb/design-system';
import { PlayerFrame, ServerSelect } from '@ckb/design-system/details';
import { useEffect, useState, type ReactNode } from 'react';
import { useServerChoice } from '../lib/useServerChoice.ts';
import { useVisibleFor } from '../lib/useVisibleFor.ts';
import { strings } from '../strings.ts';
import { PlayerAd } from './PlayerAd.tsx';
import styles from './WatchPanel.module.css';

interface Props {
  /** Key of the work for the remembered server, e.g. `movie:12`. */
  work: string;
  /** Name of the work, for the player frame's accessible name. */
  title: string;
  servers: Server[];
  /** The player's hint while there is nothing to choose yet (a series before an episode is picked). */
  placeholder?: string;
  /** The server id of the URL (`?server=`), and where a choice is written back. */
  serverFromUrl?: string | null;
  onServerChange?: (id: string | null) => void;
  /** Under the player: the next-episode link. */
  after?: ReactNode;
  /** What the device's progress records once a server plays (the continue row, watched marks). */
  progress?: ProgressWork & { season?: number; episode?: number };
  /** The work's `_id`: the permanent ad shows under the player unless the work opted out. */
  workId?: string;
}

/**
 * The server dropdown and the player (SPEC §2, §4): the URL's, remembered or only server
 * plays at once; the player shows its loading state; "report broken server" records a report for staff and
 * offers another server, as does an embed that will not load.
 */
export function WatchPanel({
  work,
  title,
  servers,
  placeholder,
  serverFromUrl = null,
  onServerChange,
  after,
  progress,
  workId,
}: Props) {
  const { server, choose } = useServerChoice(work, servers, serverFromUrl, onServerChange);
  const playingId = server?._id ?? null;
  // The episode (or film) a server shows is the continue row's place at once; it counts as watched (its mark)
  // only once its page stayed on screen WATCHED_AFTER_MS with a server chosen, on this device.
  useEffect(() => {
    if (playingId && progress) recordWatching(work, progress);
  }, [work, playingId, progress?.season, progress?.episode]); // eslint-disable-line react-hooks/exhaustive-deps
  const episode = progress?.season !== undefined && progress.episode !== undefined ? progress : null;
  useVisibleFor(playingId && episode ? `${work}/${episode.season}/${episode.episode}` : null, WATCHED_AFTER_MS, () => {
    if (episode) markWatched(work, episode.season!, episode.episode!);
  });
  const [report, reporting] = useReportServerMutation();
  const [reported, setReported] = useState<ReadonlySet<string>>(() => new Set());
  const broken = server !== null && reported.has(server._id);
  const others = servers.filter((s) => s._id !== server?._id && !reported.has(s._id));

  async function reportBroken() {
    if (!server) return;
    const id = server._id;
    setReported((prev) => new Set(prev).add(id));
    await report(id);
  }

  const tryAnother = others.length ? (
    <Button variant="secondary" onClick={() => choose(others[0]!._id)}>
      {strings.tryAnotherServer(others[0]!.name_server)}
    </Button>
  ) : (
    <p className={styles.noOther}>{strings.noOtherServer}</p>
  );

  return (
    <div className={styles.panel}>
      <PlayerFrame
        embedCode={server ? server.embed_code : null}
        title={server ? strings.playerTitle(title, server.name_server) : undefined}
        strings={placeholder ? { empty: placeholder } : undefined}
        broken={broken}
        fallback={server ? tryAnother : undefined}
      />
      <div className={styles.controls}>
        <div className={styles.select}>
          <ServerSelect
            servers={servers}
            value={server?._id ?? null}
            onChange={choose}
            strings={placeholder ? { none: placeholder } : undefined}
          />
        </div>
        {server ? (
          <Button
            variant="ghost"
            className={styles.report}
            onClick={() => void reportBroken()}
            disabled={broken || reporting.isLoading}
            aria-describedby={broken ? `${work}-reported` : undefined}
          >
            {strings.reportServer}
          </Button>
        ) : null}
        {after}
      </div>
      {broken ? (
        <p id={`${work}-reported`} className={styles.thanks} role="status">
          {strings.reportThanks}
        </p>
      ) : null}
      {workId ? <PlayerAd workId={workId} /> : null}
    </div>
  );
}
