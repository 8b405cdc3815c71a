import { Button, formatNumber, useParams } from '@ckb/design-system';
import { strings } from '../../strings.ts';
import styles from './ChapterPage.module.css';

/** The reader's route. The reader itself is a later issue; this screen says so, honestly. */
/** Route params are text; numbers among them are shown in Sorani digits. */
const localDigits = (value: string) => (/^\d+$/.test(value) ? formatNumber(Number(value)) : value);

export default function ChapterPage() {
  const { id = '', session = '', chapter = '' } = useParams();
  return (
    <section className={styles.page} aria-labelledby="reader-title">
      <h1 id="reader-title" className={styles.title}>
        {strings.title}
      </h1>
      <p className={styles.where}>{strings.chapterOf(localDigits(session), localDigits(chapter))}</p>
      <p className={styles.note}>{strings.comingSoon}</p>
      <Button to={`/manga/${encodeURIComponent(id)}`} variant="secondary">
        {strings.backToManga}
      </Button>
    </section>
  );
}
