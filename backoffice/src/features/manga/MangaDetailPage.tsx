import type { Chapter, Manga, MangaSession } from '@ckb/api-client';
import {
  useAddChapterMutation,
  useAddMangaSessionMutation,
  useDeleteChapterMutation,
  useDeleteMangaSessionMutation,
  usePublishChapterMutation,
  useUpdateMangaSessionMutation,
  type ChapterRef,
} from '@ckb/api-client/admin';
import type { ChapterUpdateBody } from '@ckb/contract';
import { ChapterCreateBody } from '@ckb/contract';
import type { NumberedKind } from '../../components/numbered/kind.ts';
import { NumberedChildren } from '../../components/numbered/NumberedChildren.tsx';
import { WorkDetail } from '../../components/WorkDetail.tsx';
import { chapterAdminPath, chapterPublicPath } from '../../lib/works.ts';
import { strings } from '../../strings.ts';

/** /admin/manga/{id}: the common work page, and its seasons (sessions) as tabs of chapters. */
export default function MangaDetailPage() {
  return <WorkDetail<Manga> kind="manga">{(manga) => <NumberedChildren kind={SESSIONS} work={manga} />}</WorkDetail>;
}

/**
 * A manga's seasons hold chapters (named by `name_chapter`: "12", "12.5", "Extra"), listed in a table
 * whose names open the chapter's own page (its pages are edited there).
 */
const SESSIONS: NumberedKind<{
  work: Manga;
  season: MangaSession;
  child: Chapter;
  ref: ChapterRef;
  create: typeof ChapterCreateBody;
  update: typeof ChapterUpdateBody;
}> = {
  title: `${strings.seasons.title} ${'\u2014'} ${strings.chapters.title}`,
  seasons: (manga) => manga.session,
  seasonDeleteBody: strings.seasons.deleteMangaBody,
  useAddSeason: useAddMangaSessionMutation,
  useUpdateSeason: useUpdateMangaSessionMutation,
  useDeleteSeason: useDeleteMangaSessionMutation,
  child: {
    list: (session) => session.chapter,
    field: 'name_chapter',
    number: (chapter) => Number(chapter.name_chapter),
    name: (chapter) => strings.chapters.chapter(chapter.name_chapter),
    count: (chapter) => strings.chapters.pagesCount(chapter.photo_path_array.length),
    ref: (session, chapter) => ({ ...session, chapterId: chapter._id }),
    create: ChapterCreateBody,
    useAdd: useAddChapterMutation,
    useDelete: useDeleteChapterMutation,
    // staff open the reader on a draft: its preview
    release: {
      usePublish: usePublishChapterMutation,
      preview: (manga, session, chapter) =>
        chapterPublicPath(manga.manga_id, session.name_session, chapter.name_chapter),
    },
    labels: {
      title: strings.chapters.title,
      none: strings.chapters.none,
      add: strings.chapters.add,
      remove: (chapter) => `${strings.chapters.deleteChapter}: ${chapter.name_chapter}`,
      removeQuestion: strings.chapters.deleteQuestion,
      removeBody: strings.chapters.deleteBody,
    },
    rows: {
      layout: 'table',
      countHeader: strings.chapterPage.pages,
      link: (ref, manga) => chapterAdminPath(manga.manga_id, ref.sessionId, ref.chapterId),
    },
  },
};
