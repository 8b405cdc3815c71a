import { useEffect } from 'react';
import { strings } from '../../strings.ts';
import { FollowedList } from '../../components/offline/FollowedList.tsx';
import { SavedList } from '../../components/offline/SavedList.tsx';
import shared from '../../components/offline/offline.module.css';
import styles from './OfflineLibrary.module.css';

/** /read/: the standalone reader's start, the chapters saved on this device (readable without a network). */
export default function OfflineLibrary() {
  useEffect(() => {
    document.title = `${strings.savedChapters} · ${strings.offlineHome}`;
  }, []);
  return (
    <section className={shared.library} aria-labelledby="library-title">
      <h1 id="library-title" className={shared.title}>
        {strings.offlineHome}
      </h1>
      <h2 className={styles.subtitle}>{strings.savedChapters}</h2>
      <p className={shared.note}>{strings.offlineNote}</p>
      <SavedList />
      <FollowedList />
    </section>
  );
}
