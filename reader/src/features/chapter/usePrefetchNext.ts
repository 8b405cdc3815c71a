import { pageUrls, useGetChapterQuery, type ChapterRead } from '@ckb/api-client';
import { useEffect } from 'react';

/** About a quarter of the way through, the next chapter's page list and first pictures are fetched. */
const PREFETCH_AT = 0.25;
const PREFETCH_PICTURES = 3;

/** The next chapter's page list, then its first low pictures, once the visitor is PREFETCH_AT through this one. */
export function usePrefetchNext({ manga, next, pages }: ChapterRead, current: number): void {
  const total = pages.length;
  const prefetchNext = next !== null && total > 0 && (current + 1) / total >= PREFETCH_AT;
  const { data: upcoming } = useGetChapterQuery(
    next
      ? { manga: manga.manga_id, session: next.name_session, chapter: next.name_chapter }
      : { manga: 0, session: 0, chapter: '' },
    { skip: !prefetchNext },
  );
  useEffect(() => {
    if (!upcoming) return;
    for (const page of upcoming.pages.slice(0, PREFETCH_PICTURES)) {
      const img = new Image();
      img.src = pageUrls(page.path_photo).low;
    }
  }, [upcoming]);
}
