import { Button } from '@ckb/design-system';
import { strings } from '../../strings.ts';
import styles from './RemoteFailed.module.css';

export function RemoteFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <section className={styles.box} role="alert" aria-labelledby="remote-failed-title">
      <h1 id="remote-failed-title" className={styles.title}>
        {strings.remoteFailedTitle}
      </h1>
      <p className={styles.body}>{strings.remoteFailedBody}</p>
      <Button onClick={onRetry}>{strings.retry}</Button>
    </section>
  );
}
