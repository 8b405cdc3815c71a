import type { ReactNode } from 'react';
import styles from './EmptyState.module.css';

export type EmptyStateTone = 'empty' | 'waiting' | 'error';

export interface EmptyStateProps {
  /** The message itself, e.g. 'هیچ نەدۆزرایەوە'. */
  title: ReactNode;
  /** An optional second line. */
  children?: ReactNode;
  /** `waiting` is announced politely, `error` assertively; `empty` is plain text. */
  tone?: EmptyStateTone;
  /** An optional action under the text (a link or a retry button). */
  action?: ReactNode;
  /** Smaller padding, for a list inside a tab or a card. */
  compact?: boolean;
  /** The title's element: `h1` when the message is the whole page (a work that was not found). */
  titleAs?: 'p' | 'h1' | 'h2' | 'h3';
}

const ROLE: Record<EmptyStateTone, 'status' | 'alert' | undefined> = {
  empty: undefined,
  waiting: 'status',
  error: 'alert',
};

function Icon({ tone }: { tone: EmptyStateTone }) {
  if (tone === 'waiting') return <span className={styles.pulse} aria-hidden="true" />;
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" width="40" height="40" aria-hidden="true" focusable="false">
      {tone === 'error' ? (
        <path
          fill="currentColor"
          d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm0 5a1.2 1.2 0 0 1 1.2 1.2v4.6a1.2 1.2 0 1 1-2.4 0V8.2A1.2 1.2 0 0 1 12 7Zm0 9.2a1.3 1.3 0 1 1 0 2.6 1.3 1.3 0 0 1 0-2.6Z"
        />
      ) : (
        <path
          fill="currentColor"
          d="M4 5a2 2 0 0 1 2-2h12a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V5Zm2 0v9h3.2a1 1 0 0 1 .9.6 2 2 0 0 0 3.8 0 1 1 0 0 1 .9-.6H18V5H6Z"
        />
      )}
    </svg>
  );
}

/** A page- or list-level message for the waiting, empty and error states (SPEC §8): nothing is ever blank. */
export function EmptyState({
  title,
  children,
  tone = 'empty',
  action,
  compact,
  titleAs: Title = 'p',
}: EmptyStateProps) {
  return (
    <div
      className={[styles.root, compact ? styles.compact : '', styles[tone]].filter(Boolean).join(' ')}
      role={ROLE[tone]}
      data-tone={tone}
    >
      <Icon tone={tone} />
      <Title className={styles.title}>{title}</Title>
      {children ? <div className={styles.body}>{children}</div> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
