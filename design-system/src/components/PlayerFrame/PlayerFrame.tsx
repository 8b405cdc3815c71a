import { useMemo } from 'react';
import { strings } from '../../strings.ts';
import { parseEmbed } from './parseEmbed.ts';
import styles from './PlayerFrame.module.css';

/**
 * What a real player needs and nothing more: its own scripts and storage (it is another origin,
 * so `allow-same-origin` gives it no access to ours), fullscreen and presentation.
 * No popups, no top navigation, no forms, no downloads.
 */
export const PLAYER_SANDBOX = 'allow-scripts allow-same-origin allow-presentation';
export const PLAYER_ALLOW = 'autoplay; fullscreen; picture-in-picture; encrypted-media';

export const PLAYER_STRINGS: Record<'empty' | 'refused' | 'title', string> = {
  empty: strings.playerEmpty,
  refused: strings.playerRefused,
  title: strings.playerTitle,
};

export interface PlayerFrameProps {
  /** The chosen server's embed code; `null` until a server is chosen (SPEC §4). */
  embedCode: string | null;
  /** Accessible name of the frame, e.g. the work and server name. */
  title?: string;
  strings?: Partial<typeof PLAYER_STRINGS>;
}

/**
 * The video player area, 16:9 at every width so nothing moves when a server is picked.
 * Only an `<iframe>` with an https source taken from the embed code is ever rendered (parseEmbed);
 * anything else shows a message and never the markup.
 */
export function PlayerFrame({ embedCode, title, strings }: PlayerFrameProps) {
  const text = { ...PLAYER_STRINGS, ...strings };
  const parsed = useMemo(() => (embedCode === null ? null : parseEmbed(embedCode)), [embedCode]);

  let body;
  if (!parsed) {
    body = (
      <div className={styles.message} data-state="empty">
        <svg viewBox="0 0 24 24" width="48" height="48" aria-hidden="true" focusable="false">
          <path fill="currentColor" d="M8 5.5v13a1 1 0 0 0 1.5.9l10-6.5a1 1 0 0 0 0-1.8l-10-6.5A1 1 0 0 0 8 5.5Z" />
        </svg>
        <p>{text.empty}</p>
      </div>
    );
  } else if (!parsed.ok) {
    body = (
      <div className={`${styles.message} ${styles.refused}`} role="alert" data-state="refused">
        <p>{text.refused}</p>
      </div>
    );
  } else {
    body = (
      <iframe
        key={parsed.src}
        className={styles.frame}
        src={parsed.src}
        title={title ?? text.title}
        sandbox={PLAYER_SANDBOX}
        allow={PLAYER_ALLOW}
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
    );
  }
  return <div className={styles.root}>{body}</div>;
}
