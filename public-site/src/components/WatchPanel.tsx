import type { Server } from '@ckb/api-client';
import { PlayerFrame, ServerSelect } from '@ckb/design-system';
import { useServerChoice } from '../lib/useServerChoice.ts';
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
  /** The work's `_id`: the permanent ad shows under the player unless the work opted out (issue 14). */
  workId?: string;
}

/** The server dropdown and the player (SPEC §2, §4): empty until a server is chosen. */
export function WatchPanel({ work, title, servers, placeholder, workId }: Props) {
  const { server, choose } = useServerChoice(work, servers);
  return (
    <div className={styles.panel}>
      <div className={styles.select}>
        <ServerSelect
          servers={servers}
          value={server?._id ?? null}
          onChange={choose}
          strings={placeholder ? { none: placeholder } : undefined}
        />
      </div>
      <PlayerFrame
        embedCode={server ? server.embed_code : null}
        title={server ? strings.playerTitle(title, server.name_server) : undefined}
        strings={placeholder ? { empty: placeholder } : undefined}
      />
      {workId ? <PlayerAd workId={workId} /> : null}
    </div>
  );
}
