import { Button, EmptyState, formatDate, formatNumber, Link } from '@ckb/design-system';
import { useEffect, useState } from 'react';
import { chapterPath } from '../../lib/links.ts';
import { deleteSaved, formatSize, onSavedChange, savedChapters } from '../../lib/offline.ts';
import { strings } from '../../strings.ts';
import styles from './OfflineLibrary.module.css';

const chapterNumber = (name: string) => (/^\d+(\.\d+)?$/.test(name) ? formatNumber(Number(name)) : name);

/** /read/: the standalone reader's start, the chapters saved on this device (readable without a network). */
export default function OfflineLibrary() {
  const [saved, setSaved] = useState(savedChapters);
  useEffect(() => onSavedChange(() => setSaved(savedChapters())), []);
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
      {saved.length === 0 ? (
        <EmptyState compact title={strings.noSaved} action={<Button href="/manga">{strings.backToList}</Button>} />
      ) : (
        <ul className={styles.list}>
          {saved.map((c) => (
            <li key={c.id} className={styles.item}>
              <Link to={chapterPath(c.manga, c.session, c.chapter)} className={styles.link}>
                <bdi className={styles.work}>{c.title}</bdi>
                <span>
                  {strings.chapterOf(formatNumber(c.session), chapterNumber(c.chapter))} ·{' '}
                  {strings.pages(formatNumber(c.pages))}
                </span>
                <span className={styles.meta}>
                  {c.quality === 'high' ? strings.qualityHigh : strings.qualityLow} · {formatSize(c.bytes)} ·{' '}
                  {formatDate(new Date(c.savedAt).toISOString())}
                </span>
              </Link>
              <Button variant="secondary" size="sm" onClick={() => void deleteSaved(c.id)}>
                {strings.deleteSaved}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
