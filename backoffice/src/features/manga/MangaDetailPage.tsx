import { useAppDispatch, type Manga, type MangaSession } from '@ckb/api-client';
import {
  useAddChapterMutation,
  useAddMangaSessionMutation,
  useDeleteChapterMutation,
  useDeleteMangaSessionMutation,
  useUpdateMangaSessionMutation,
} from '@ckb/api-client/admin';
import { ChapterCreateBody } from '@ckb/contract';
import { Link } from '@ckb/design-system';
import { DataTable } from '@ckb/design-system/admin';
import { ConfirmButton } from '../../components/ConfirmButton.tsx';
import { NumberedForm } from '../../components/NumberedForm.tsx';
import {
  FORM_PLAN,
  nextNumber,
  SeasonPanel,
  seasonAdded,
  SeasonTabs,
  seasonStyles as styles,
} from '../../components/SeasonTabs.tsx';
import { WorkDetail } from '../../components/WorkDetail.tsx';
import { outcome } from '../../lib/mutations.ts';
import { chapterAdminPath } from '../../lib/works.ts';
import { strings } from '../../strings.ts';

/** /admin/manga/{id}: the common work page, and its seasons (sessions) as tabs of chapters. */
export default function MangaDetailPage() {
  return <WorkDetail<Manga> kind="manga">{(manga) => <Sessions manga={manga} />}</WorkDetail>;
}

function Sessions({ manga }: { manga: Manga }) {
  const dispatch = useAppDispatch();
  const [addSession] = useAddMangaSessionMutation();
  return (
    <SeasonTabs
      title={`${strings.seasons.title} ${'\u2014'} ${strings.chapters.title}`}
      seasons={manga.session}
      onAdd={(body) => seasonAdded(dispatch, addSession({ id: manga._id, body: body as never }))}
    >
      {(session, onDeleted) => <SessionPanel manga={manga} session={session} onDeleted={onDeleted} />}
    </SeasonTabs>
  );
}

function SessionPanel({ manga, session, onDeleted }: { manga: Manga; session: MangaSession; onDeleted: () => void }) {
  const dispatch = useAppDispatch();
  const [updateSession] = useUpdateMangaSessionMutation();
  const [deleteSession] = useDeleteMangaSessionMutation();
  const [addChapter] = useAddChapterMutation();
  const [deleteChapter] = useDeleteChapterMutation();
  const ref = { id: manga._id, sessionId: session._id };
  const name = strings.seasons.season(session.name_session);
  const numbers = session.chapter.map((c) => Number(c.name_chapter)).filter(Number.isFinite);
  return (
    <SeasonPanel
      season={session}
      deleteBody={strings.seasons.deleteMangaBody}
      onRename={(body) => outcome(dispatch, updateSession({ ...ref, body: body as never }), FORM_PLAN)}
      onDelete={async () => {
        if ((await outcome(dispatch, deleteSession(ref), { success: strings.toasts.deleted })).ok) onDeleted();
      }}
    >
      <DataTable
        caption={`${strings.chapters.title}: ${name}`}
        rows={session.chapter}
        rowKey={(c) => c._id}
        empty={strings.chapters.none}
        columns={[
          {
            id: 'name',
            header: strings.fields.name_chapter!,
            primary: true,
            cell: (c) => (
              <Link to={chapterAdminPath(manga._id, session._id, c._id)}>
                {strings.chapters.chapter(c.name_chapter)}
              </Link>
            ),
          },
          {
            id: 'pages',
            header: strings.chapterPage.pages,
            cell: (c) => strings.chapters.pagesCount(c.photo_path_array.length),
          },
          { id: 'detail', header: strings.fields.detail!, cell: (c) => c.detail || '—' },
          {
            id: 'delete',
            header: strings.delete,
            compact: true,
            cell: (c) => (
              <ConfirmButton
                label={`${strings.chapters.deleteChapter}: ${c.name_chapter}`}
                question={strings.chapters.deleteQuestion}
                details={
                  <>
                    <p>{strings.chapters.chapter(c.name_chapter)}</p>
                    <p>{strings.chapters.deleteBody}</p>
                  </>
                }
                onConfirm={() =>
                  outcome(dispatch, deleteChapter({ ...ref, chapterId: c._id }), { success: strings.toasts.deleted })
                }
              />
            ),
          },
        ]}
      />
      <div className={styles.block}>
        <h4 className={styles.subheading}>{strings.chapters.add}</h4>
        <NumberedForm
          title={`${strings.chapters.add}: ${name}`}
          field="name_chapter"
          schema={ChapterCreateBody}
          initial={{ name: nextNumber(numbers), detail: '' }}
          submitLabel={strings.chapters.add}
          onSave={(body) => outcome(dispatch, addChapter({ ...ref, body: body as never }), FORM_PLAN)}
        />
      </div>
    </SeasonPanel>
  );
}
