import { errorStatus, useAppDispatch, type Manga } from '@ckb/api-client';
import {
  TAG_OF,
  useDeleteChapterMutation,
  useDeletePageMutation,
  useDeletePagesMutation,
  useReorderPagesMutation,
} from '@ckb/api-client/admin';
import { api } from '@ckb/api-client';
import {
  Button,
  ChevronEndIcon,
  ChevronStartIcon,
  Drawer,
  EmptyState,
  ErrorMessage,
  Link,
  LoadingMessage,
  useNavigate,
  useParams,
} from '@ckb/design-system';
import { useId, useState } from 'react';
import { AdminPage } from '../../components/AdminPage.tsx';
import { ConfirmButton } from '../../components/ConfirmButton.tsx';
import { Section } from '../../components/Section.tsx';
import { outcome } from '../../lib/mutations.ts';
import { useWorkByParam } from '../../lib/useWorkByParam.ts';
import { adminPath, chapterAdminPath, chapterPublicPath } from '../../lib/works.ts';
import { strings } from '../../strings.ts';
import { PageGrid } from './PageGrid.tsx';
import { DraftReview, usePartRule } from './DraftReview.tsx';
import { UploadPanel } from './UploadPanel.tsx';
import styles from './ChapterPage.module.css';

const t = strings.chapterPage;

/**
 * /admin/manga/{id}/session/{session}/chapter/{chapter} (SPEC §2), the manga by its public number (or `_id`), the
 * session and chapter by `_id`s: previous and next chapter,
 * a drawer of the season's chapters, the upload of pages, the pages as thumbnails (lazy, reorderable, deletable
 * one by one or several at once), and
 * a link to the public chapter.
 */
export default function ChapterPage() {
  const { id = '', session: sessionId = '', chapter: chapterId = '' } = useParams();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  // the manga by its public number (what links say) or its `_id` (older links)
  const query = useWorkByParam('manga', id);
  const [reorder] = useReorderPagesMutation();
  const [deletePage] = useDeletePageMutation();
  const [deletePages] = useDeletePagesMutation();
  const [deleteChapter] = useDeleteChapterMutation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const drawerId = useId();
  const manga = query.data as Manga | undefined;
  const session = manga?.session.find((s) => s._id === sessionId);
  const index = session?.chapter.findIndex((c) => c._id === chapterId) ?? -1;
  const chapter = index >= 0 ? session!.chapter[index] : undefined;
  // what the signed-in account may do here: everything for editors, their own drafts for credited authors
  const rule = usePartRule(manga?._id ?? '', chapterId);
  const crumbs = rule.editor
    ? [
        { to: '/admin/manga', label: strings.kinds.manga.plural },
        ...(manga ? [{ to: adminPath('manga', manga), label: manga.en }] : []),
      ]
    : rule.crumbs;

  if (!manga || !session || !chapter) {
    if (query.isLoading || query.isFetching) return <LoadingMessage label={strings.loading} />;
    return (
      <AdminPage title={strings.chapters.title} crumbs={crumbs}>
        {query.isError && errorStatus(query.error) !== 404 ? (
          <ErrorMessage title={strings.loadFailed} onRetry={() => void query.refetch()} retryLabel={strings.retry} />
        ) : (
          <EmptyState
            title={strings.notFound}
            titleAs="h2"
            action={<Button to={manga ? adminPath('manga', manga) : '/admin/manga'}>{t.backToManga}</Button>}
          />
        )}
      </AdminPage>
    );
  }

  const ref = { id: manga._id, sessionId: session._id, chapterId: chapter._id };
  const previous = session.chapter[index - 1];
  const next = session.chapter[index + 1];
  const path = (c: { _id: string }) => chapterAdminPath(manga.manga_id, session._id, c._id);
  const title = strings.chapters.chapter(chapter.name_chapter);

  return (
    <AdminPage
      title={title}
      documentTitle={`${title} · ${manga.en || manga.ku}`}
      subtitle={
        <>
          <span dir="auto">{manga.en}</span> · {strings.seasons.season(session.name_session)}
        </>
      }
      crumbs={crumbs}
      actions={
        <>
          <Button
            href={chapterPublicPath(manga.manga_id, session.name_session, chapter.name_chapter)}
            target="_blank"
            rel="noopener"
            variant="secondary"
            size="sm"
          >
            {t.publicLink}
          </Button>
          {rule.may('delete') && (
            <ConfirmButton
              label={strings.chapters.deleteChapter}
              question={strings.chapters.deleteQuestion}
              details={
                <>
                  <p>{title}</p>
                  <p>{strings.chapters.deleteBody}</p>
                </>
              }
              onConfirm={async () => {
                if ((await outcome(dispatch, deleteChapter(ref), { success: strings.toasts.deleted })).ok)
                  navigate(rule.editor ? adminPath('manga', manga) : rule.home, { replace: true });
              }}
            />
          )}
        </>
      }
    >
      <nav className={styles.nav} aria-label={t.navigation}>
        {previous ? (
          <Link to={path(previous)} className={styles.step} rel="prev">
            <ChevronStartIcon size={18} />
            {t.previous}
          </Link>
        ) : (
          <span className={styles.stepDisabled} aria-disabled="true">
            <ChevronStartIcon size={18} />
            {t.previous}
          </span>
        )}
        <Button
          variant="secondary"
          size="sm"
          onClick={() => setDrawerOpen(true)}
          aria-expanded={drawerOpen}
          aria-controls={drawerId}
        >
          {t.drawer}
        </Button>
        {next ? (
          <Link to={path(next)} className={styles.step} rel="next">
            {t.next}
            <ChevronEndIcon size={18} />
          </Link>
        ) : (
          <span className={styles.stepDisabled} aria-disabled="true">
            {t.next}
            <ChevronEndIcon size={18} />
          </span>
        )}
      </nav>
      <Drawer open={drawerOpen} onClose={() => setDrawerOpen(false)} title={t.drawer} id={drawerId}>
        <ol className={styles.drawerList}>
          {session.chapter.map((c) => (
            <li key={c._id}>
              <Link
                to={path(c)}
                aria-current={c._id === chapter._id ? 'page' : undefined}
                className={styles.drawerLink}
                onClick={() => setDrawerOpen(false)}
              >
                {strings.chapters.chapter(c.name_chapter)} · {strings.chapters.pagesCount(c.photo_path_array.length)}
              </Link>
            </li>
          ))}
        </ol>
      </Drawer>
      {rule.draft && <DraftReview draft={rule.draft} />}
      {rule.may('pages') ? (
        <>
          <Section title={t.upload}>
            <UploadPanel
              key={chapter._id}
              mangaId={manga._id}
              sessionId={session._id}
              chapterId={chapter._id}
              onDone={() =>
                dispatch(
                  api.util.invalidateTags([
                    // the chapter as the server has it now, whatever answers came back in the meantime
                    { type: TAG_OF.manga, id: manga._id },
                    { type: TAG_OF.manga, id: 'LIST' },
                    { type: 'Review', id: 'LIST' },
                  ]),
                )
              }
            />
          </Section>
          <Section title={`${t.pages} (${strings.chapters.pagesCount(chapter.photo_path_array.length)})`}>
            <p className={styles.help}>{t.reorderHelp}</p>
            <PageGrid
              pages={chapter.photo_path_array}
              onReorder={(order) =>
                void outcome(dispatch, reorder({ ...ref, order }), { success: strings.toasts.reordered })
              }
              onDelete={(pageIds) =>
                // one page: its own delete, whose undo toast brings it back; several: one call, all or none
                pageIds.length === 1
                  ? outcome(dispatch, deletePage({ ...ref, pageId: pageIds[0]! }), { success: strings.toasts.deleted })
                  : outcome(dispatch, deletePages({ ...ref, pageIds }), { success: strings.toasts.deleted })
              }
            />
          </Section>
        </>
      ) : (
        !rule.loading && <p className={styles.help}>{rule.readOnly}</p>
      )}
    </AdminPage>
  );
}
