import type { ChapterRead } from '@ckb/api-client';

/** The chapter the tests read: chapter 2 of the first season of manga 3 (its pages and links are each test's own). */
export const CHAPTER_2: Pick<ChapterRead, 'manga' | 'session' | 'chapter'> = {
  manga: {
    _id: 'm3',
    manga_id: 3,
    type: 'manga',
    en: 'Berserk',
    ku: 'بێرسێرک',
    poster: { low: '/p.webp', original: '/p.webp' },
    translator_id: [{ _id: 'u7', name: 'ئاراس', avatar: { low: '/a.webp', original: '/a.webp' } }],
  },
  session: { _id: 's1', name_session: 1 },
  chapter: { _id: 'c2', name_chapter: '2', detail: '', date: '2024-03-09' },
};
