import { Button } from '@ckb/design-system';
import { strings } from '../../strings.ts';
import { useNoShellAd } from '../../components/ShellAd.tsx';
import styles from './ErrorPage.module.css';

/** Any unknown path (SPEC §2): 404, nothing was found, a button back to the start page. */
export function NotFoundPage() {
  useNoShellAd();
  return (
    <section className={styles.page} aria-labelledby="not-found-title">
      <p className={styles.code} aria-hidden="true">
        {strings.notFoundCode}
      </p>
      <h1 id="not-found-title" className={styles.title}>
        <span className="visually-hidden">404 — </span>
        {strings.notFoundTitle}
      </h1>
      <p className={styles.body}>{strings.notFoundBody}</p>
      <Button to="/">{strings.backHome}</Button>
    </section>
  );
}
