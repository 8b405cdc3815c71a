import { readingOf, recordReading, type ChapterRead } from '@ckb/api-client';
import { useCallback, useEffect, useState } from 'react';

/** Pages other than the last are recorded after this pause, so paging through quickly writes once. */
const RECORD_AFTER_MS = 400;

/**
 * The visitor's place in this chapter, on this device (api-client's progress.ts). `resumeAt` is where
 * they stopped in it last time (read once, before this visit records anything), or null; while that
 * offer is open and page 1 is untouched nothing is recorded, so opening a chapter does not overwrite it.
 * `openAt` (a continue link's page) needs no offer: the reader goes there, and page 1 on the way is not recorded.
 */
export function useReadingRecord(
  { manga, session, chapter, pages }: ChapterRead,
  current: number,
  openAt: number | null = null,
) {
  const total = pages.length;
  const [resumeAt, setResumeAt] = useState<number | null>(() => {
    if (openAt !== null) return null;
    const before = readingOf(manga.manga_id);
    return before && before.session === session.name_session && before.chapter === chapter.name_chapter
      ? before.page > 1 && before.page <= total
        ? before.page
        : null
      : null;
  });

  // progress: the page on screen, once the visitor is reading (not while the resume offer is open)
  useEffect(() => {
    if ((resumeAt !== null || openAt !== null) && current === 0) return;
    const entry = {
      manga: manga.manga_id,
      title: manga.en || manga.ku,
      poster: manga.poster.low,
      session: session.name_session,
      chapter: chapter.name_chapter,
      page: current + 1,
      pages: total,
    };
    // the last page counts at once (the chapter is read); others after a short pause
    if (current + 1 >= total) {
      recordReading(entry);
      return;
    }
    const timer = setTimeout(() => recordReading(entry), RECORD_AFTER_MS);
    return () => clearTimeout(timer);
  }, [current, total, resumeAt, openAt, manga, session.name_session, chapter.name_chapter]);

  const closeResume = useCallback(() => setResumeAt(null), []);
  return { resumeAt, closeResume };
}
