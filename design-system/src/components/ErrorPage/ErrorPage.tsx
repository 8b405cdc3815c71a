import { useId, type ReactNode } from 'react';
import { formatNumber } from '../../lib/format.ts';
import { strings } from '../../strings.ts';
import { Button } from '../Button/Button.tsx';
import styles from './ErrorPage.module.css';

export interface ErrorPageProps {
  /** 404 or 403, shown large in Kurdish digits (hidden from screen readers: the title says it). */
  code: 404 | 403;
  title?: string;
  body?: ReactNode;
  /** The page's actions; by default one button back to the start page. */
  actions?: ReactNode;
}

/**
 * A whole-page "not found" (or "forbidden"): the same words and look for an unknown path, film, series,
 * manga or staff member, wherever it is drawn (the shell or a remote), so a visitor meets one message, not
 * several that disagree.
 */
export function ErrorPage({ code, title, body, actions }: ErrorPageProps) {
  const id = useId();
  const heading = title ?? (code === 404 ? strings.notFoundTitle : strings.forbiddenTitle);
  return (
    <section className={styles.page} aria-labelledby={id} data-error-page={code}>
      <p className={styles.code} aria-hidden="true">
        {formatNumber(code)}
      </p>
      <h1 id={id} className={styles.title}>
        {heading}
      </h1>
      <p className={styles.body}>{body ?? (code === 404 ? strings.notFoundBody : strings.forbiddenBody)}</p>
      <div className={styles.actions}>{actions ?? <Button to="/">{strings.backHome}</Button>}</div>
    </section>
  );
}
