import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { strings } from '@ckb/design-system';
import { parseEmbed } from '@ckb/contract/embed';
import styles from './PlayerFrame.module.css';

/**
 * What a real player needs and nothing more: its own scripts and storage (it is another origin,
 * so `allow-same-origin` gives it no access to ours), fullscreen and presentation.
 * No popups, no top navigation, no forms, no downloads. Fullscreen is granted by `allow` alone: beside it, the
 * legacy `allowfullscreen` only earns a console warning that `allow` takes precedence.
 */
export const PLAYER_SANDBOX = 'allow-scripts allow-same-origin allow-presentation';
export const PLAYER_ALLOW = 'autoplay; fullscreen; picture-in-picture; encrypted-media';

export const PLAYER_STRINGS: Record<'empty' | 'refused' | 'title' | 'loading' | 'slow' | 'broken', string> = {
  empty: strings.playerEmpty,
  refused: strings.playerRefused,
  title: strings.playerTitle,
  loading: strings.playerLoading,
  slow: strings.playerSlow,
  broken: strings.playerBroken,
};

/** How long an embed may take to load before the player says so and offers another server. */
export const PLAYER_SLOW_MS = 20_000;

export interface PlayerFrameProps {
  /** The chosen server's embed code; `null` until a server is chosen (SPEC §4). */
  embedCode: string | null;
  /** Accessible name of the frame, e.g. the work and server name. */
  title?: string;
  strings?: Partial<typeof PLAYER_STRINGS>;
  /** The visitor said this server does not play: the frame gives way to the "broken" message. */
  broken?: boolean;
  /** Shown under a refused, slow or broken message: e.g. "try another server". */
  fallback?: ReactNode;
  slowAfterMs?: number;
}

type Load = 'loading' | 'loaded' | 'slow';

/**
 * The video player area, 16:9 at every width so nothing moves when a server is picked.
 * Only an `<iframe>` with an https source taken from the embed code is ever rendered (parseEmbed);
 * anything else shows a message and never the markup. While the embed loads a spinner covers it;
 * an embed that does not load in time, or that the visitor reports, shows a message and `fallback`.
 */
export function PlayerFrame({
  embedCode,
  title,
  strings,
  broken = false,
  fallback,
  slowAfterMs = PLAYER_SLOW_MS,
}: PlayerFrameProps) {
  const text = { ...PLAYER_STRINGS, ...strings };
  const parsed = useMemo(() => (embedCode === null ? null : parseEmbed(embedCode)), [embedCode]);
  const src = parsed?.ok ? parsed.src : null;
  const [load, setLoad] = useState<{ src: string | null; state: Load }>({ src, state: 'loading' });
  const state: Load = load.src === src ? load.state : 'loading';
  if (load.src !== src) setLoad({ src, state: 'loading' });

  useEffect(() => {
    if (!src || state !== 'loading') return;
    const timer = setTimeout(
      () => setLoad((l) => (l.src === src && l.state === 'loading' ? { src, state: 'slow' } : l)),
      slowAfterMs,
    );
    return () => clearTimeout(timer);
  }, [src, state, slowAfterMs]);

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
  } else if (!parsed.ok || broken) {
    body = (
      <div className={`${styles.message} ${styles.refused}`} role="alert" data-state={broken ? 'broken' : 'refused'}>
        <p>{broken ? text.broken : text.refused}</p>
        {fallback}
      </div>
    );
  } else {
    body = (
      <>
        <iframe
          key={parsed.src}
          className={styles.frame}
          src={parsed.src}
          title={title ?? text.title}
          sandbox={PLAYER_SANDBOX}
          allow={PLAYER_ALLOW}
          referrerPolicy="strict-origin-when-cross-origin"
          onLoad={() => setLoad({ src: parsed.src, state: 'loaded' })}
        />
        {state === 'loading' ? (
          <div className={`${styles.message} ${styles.loading}`} role="status" data-state="loading">
            <span className={styles.wheel} aria-hidden="true" />
            <p>{text.loading}</p>
          </div>
        ) : null}
        {state === 'slow' ? (
          <div className={`${styles.message} ${styles.refused}`} role="alert" data-state="slow">
            <p>{text.slow}</p>
            {fallback}
          </div>
        ) : null}
      </>
    );
  }
  return <div className={styles.root}>{body}</div>;
}
