import { deleteSaved, onSavedChange, savedChapters, type SavedChapter } from '@ckb/api-client/offline';
import { Button, EmptyState, formatDate, formatNumber, formatSize, Link } from '@ckb/design-system';
import { useEffect, useState } from 'react';
import { chapterPath } from '../../lib/links.ts';
import { strings } from '../../strings.ts';
import styles from './offline.module.css';

const chapterNumber = (name: string) => (/^\d+(\.\d+)?$/.test(name) ? formatNumber(Number(name)) : name);
const QUALITY: Record<SavedChapter['quality'], string> = {
  low: strings.qualityLow,
  saver: strings.qualitySaver,
  high: strings.qualityHigh,
};

/** The chapters saved on this device, to open or delete (the library at /read/, an unsaved chapter offline). */
export function SavedList() {
  const [saved, setSaved] = useState(savedChapters);
  useEffect(() => onSavedChange(() => setSaved(savedChapters())), []);
  if (saved.length === 0) {
    return <EmptyState compact title={strings.noSaved} action={<Button href="/manga">{strings.backToList}</Button>} />;
  }
  return (
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
              {QUALITY[c.quality]} · {formatSize(c.bytes)} · {formatDate(new Date(c.savedAt).toISOString())}
            </span>
          </Link>
          <Button variant="secondary" size="sm" onClick={() => void deleteSaved(c.id)}>
            {strings.deleteSaved}
          </Button>
        </li>
      ))}
    </ul>
  );
}
