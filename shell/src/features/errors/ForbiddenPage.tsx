import { Button } from '@ckb/design-system';
import { strings } from '../../strings.ts';
import styles from './ErrorPage.module.css';

/** /forbidden: where the role guards send users without the needed role (SPEC §6). */
export default function ForbiddenPage() {
  return (
    <section className={styles.page} aria-labelledby="forbidden-title">
      <p className={styles.code} aria-hidden="true">
        ٤٠٣
      </p>
      <h1 id="forbidden-title" className={styles.title}>
        {strings.forbiddenTitle}
      </h1>
      <p className={styles.body}>{strings.forbiddenBody}</p>
      <div className={styles.actions}>
        <Button to="/admin/users/profile">{strings.toProfile}</Button>
        <Button to="/" variant="secondary">
          {strings.backHome}
        </Button>
      </div>
    </section>
  );
}
