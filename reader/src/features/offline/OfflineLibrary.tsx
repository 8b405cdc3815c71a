import { useEffect } from 'react';
import { strings } from '../../strings.ts';
import styles from './OfflineLibrary.module.css';
import { SavedList } from './SavedList.tsx';

/** /read/: the standalone reader's start, the chapters saved on this device (readable without a network). */
export default function OfflineLibrary() {
  useEffect(() => {
    document.title = `${strings.savedChapters} · ${strings.offlineHome}`;
  }, []);
  return (
    <section className={styles.library} aria-labelledby="library-title">
      <h1 id="library-title" className={styles.title}>
        {strings.offlineHome}
      </h1>
      <h2 className={styles.subtitle}>{strings.savedChapters}</h2>
      <p className={styles.note}>{strings.offlineNote}</p>
      <SavedList />
    </section>
  );
}
