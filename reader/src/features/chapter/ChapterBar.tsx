import type { ChapterRead } from '@ckb/api-client';
import { formatNumber, Link } from '@ckb/design-system';
import { ReadingProgress } from '@ckb/design-system/reader';
import type { Direction } from '../../lib/settings.ts';
import { strings } from '../../strings.ts';
import styles from './ChapterBar.module.css';
import { chapterLinkPath } from './chapterLinks.tsx';

interface Props {
  data: ChapterRead;
  /** The page on screen (0-based). */
  current: number;
  direction: Direction;
  /** Put away (useBars): slides down out of the screen. */
  hidden?: boolean;
}

/**
 * The bottom bar: previous chapter, the progress through this one, next chapter. It is laid out in the
 * reading direction (in a left-to-right manhwa "next" is on the right); its texts stay right to left.
 */
export function ChapterBar({ data: { manga, pages, previous, next }, current, direction, hidden }: Props) {
  const total = pages.length;
  const page = total ? current + 1 : 0;
  const placeholder = <span className={styles.chapterLinkPlaceholder} />;
  return (
    <nav className={styles.bottom} aria-label={strings.chapterNav} data-hidden={hidden || undefined}>
      <div className={styles.bottomInner} dir={direction}>
        {previous ? (
          <Link to={chapterLinkPath(manga.manga_id, previous)} className={styles.chapterLink} rel="prev" dir="rtl">
            {strings.previousChapter}
          </Link>
        ) : (
          placeholder
        )}
        <div className={styles.progress}>
          <ReadingProgress page={page} total={total} direction={direction} pageLabel={strings.pageOf} />
          <span className={styles.pageCount} dir="rtl">
            {strings.pageOf(formatNumber(page), formatNumber(total))}
          </span>
        </div>
        {next ? (
          <Link to={chapterLinkPath(manga.manga_id, next)} className={styles.chapterLink} rel="next" dir="rtl">
            {strings.nextChapter}
          </Link>
        ) : (
          placeholder
        )}
      </div>
    </nav>
  );
}
