import { Button } from '@ckb/design-system';
import { strings } from '../../strings.ts';
import styles from './offline.module.css';
import { SavedList } from './SavedList.tsx';

/** A chapter the offline reader cannot reach: not saved on this device, and no network. Lists what is saved. */
export function NotSaved({ onRetry }: { onRetry: () => void }) {
  return (
    <section className={styles.library} aria-labelledby="not-saved-title">
      <h1 id="not-saved-title" className={styles.title}>
        {strings.notSaved}
      </h1>
      <p className={styles.note}>{strings.notSavedHint}</p>
      <SavedList />
      <Button variant="secondary" onClick={onRetry}>
        {strings.retry}
      </Button>
    </section>
  );
}
