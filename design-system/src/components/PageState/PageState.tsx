import type { ReactNode } from 'react';
import { cx } from '../../lib/cx.ts';
import { AlertIcon } from '../../lib/icons.tsx';
import { strings } from '../../strings.ts';
import { Button } from '../Button/Button.tsx';
import styles from './PageState.module.css';

export interface LoadingMessageProps {
  label?: string;
  className?: string;
}

/** The in-page waiting message (SPEC: "a waiting message while loading"). */
export function LoadingMessage({ label = strings.loading, className }: LoadingMessageProps) {
  return (
    <div className={cx(styles.state, className)} role="status">
      <span className={styles.wheel} aria-hidden="true" />
      <p className={styles.text}>{label}</p>
    </div>
  );
}

export interface ErrorMessageProps {
  title?: string;
  /** The api's `message`, or any detail. */
  message?: ReactNode;
  /** Shows a retry button. */
  onRetry?: () => void;
  retryLabel?: string;
  className?: string;
}

/** An in-page error block (`role="alert"`), with an optional retry. */
export function ErrorMessage({
  title = strings.errorTitle,
  message,
  onRetry,
  retryLabel = strings.retry,
  className,
}: ErrorMessageProps) {
  return (
    <div className={cx(styles.state, styles.error, className)} role="alert">
      <span className={styles.icon}>
        <AlertIcon size={32} />
      </span>
      <p className={styles.title}>{title}</p>
      {message && <div className={styles.text}>{message}</div>}
      {onRetry && (
        <Button variant="secondary" onClick={onRetry}>
          {retryLabel}
        </Button>
      )}
    </div>
  );
}
