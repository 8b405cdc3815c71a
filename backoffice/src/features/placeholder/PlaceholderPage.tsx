import { Button } from '@ckb/design-system';
import { strings } from '../../strings.ts';
import styles from './PlaceholderPage.module.css';

export default function PlaceholderPage() {
  return (
    <section className={styles.page} aria-labelledby="placeholder-title">
      <h1 id="placeholder-title" className={styles.title}>
        {strings.placeholderTitle}
      </h1>
      <p className={styles.body}>{strings.placeholderBody}</p>
      <Button to="/admin" variant="secondary">
        {strings.backToDashboard}
      </Button>
    </section>
  );
}
