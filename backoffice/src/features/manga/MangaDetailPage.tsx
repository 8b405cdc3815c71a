import { useAppDispatch, type Manga, type MangaSession } from '@ckb/api-client';
import {
  useAddChapterMutation,
  useAddMangaSessionMutation,
  useDeleteChapterMutation,
  useDeleteMangaSessionMutation,
  useUpdateMangaSessionMutation,
} from '@ckb/api-client/admin';
import { ChapterCreateBody, SeasonCreateBody, SeasonUpdateBody } from '@ckb/contract';
import { Button, Link, Tabs } from '@ckb/design-system';
import { DataTable } from '@ckb/design-system/admin';
import { useState } from 'react';
import { ConfirmButton } from '../../components/ConfirmButton.tsx';
import { NumberedForm } from '../../components/NumberedForm.tsx';
import { Section } from '../../components/Section.tsx';
import { WorkDetail } from '../../components/WorkDetail.tsx';
import { outcome } from '../../lib/mutations.ts';
import { chapterAdminPath } from '../../lib/works.ts';
import { strings } from '../../strings.ts';
import styles from './MangaDetailPage.module.css';

/** /admin/manga/{id}: the common work page, and its seasons (sessions) as tabs of chapters. */
export default function MangaDetailPage() {
  return <WorkDetail<Manga> kind="manga">{(manga) => <Sessions manga={manga} />}</WorkDetail>;
}

const FORM_PLAN = { success: strings.toasts.saved, quiet: [400, 409] };
const nextNumber = (numbers: number[]) => String(numbers.length ? Math.floor(Math.max(...numbers)) + 1 : 1);

function Sessions({ manga }: { manga: Manga }) {
  const dispatch = useAppDispatch();
  const [addSession] = useAddMangaSessionMutation();
  const [selected, setSelected] = useState('');
  const sessions = manga.session;
  const current = sessions.find((s) => s._id === selected) ?? sessions[0];
  return (
    <Section title={`${strings.seasons.title} ${'\u2014'} ${strings.chapters.title}`}>
      {sessions.length === 0 ? (
        <p className={styles.muted}>{strings.seasons.none}</p>
      ) : (
        <Tabs
          label={strings.seasons.tabs}
          selectedId={current?._id ?? ''}
          onSelect={setSelected}
          items={sessions.map((session) => ({
            id: session._id,
            label: strings.seasons.season(session.name_session),
            content: <SessionPanel manga={manga} session={session} onDeleted={() => setSelected('')} />,
          }))}
        />
      )}
      <div className={styles.block}>
        <h3 className={styles.heading}>{strings.seasons.add}</h3>
        <NumberedForm
          title={strings.seasons.add}
          field="name_session"
          schema={SeasonCreateBody}
          initial={{ name: nextNumber(sessions.map((s) => s.name_session)), detail: '' }}
          submitLabel={strings.seasons.add}
          onSave={async (body) => {
            const started = addSession({ id: manga._id, body: body as never });
            const result = await outcome(dispatch, started, FORM_PLAN);
            const data = await started.unwrap().catch(() => null);
            const added = data?.session.find((s) => !sessions.some((old) => old._id === s._id));
            if (added) setSelected(added._id);
            return result;
          }}
        />
      </div>
    </Section>
  );
}

function SessionPanel({ manga, session, onDeleted }: { manga: Manga; session: MangaSession; onDeleted: () => void }) {
  const dispatch = useAppDispatch();
  const [updateSession] = useUpdateMangaSessionMutation();
  const [deleteSession] = useDeleteMangaSessionMutation();
  const [addChapter] = useAddChapterMutation();
  const [deleteChapter] = useDeleteChapterMutation();
  const [renaming, setRenaming] = useState(false);
  const ref = { id: manga._id, sessionId: session._id };
  const name = strings.seasons.season(session.name_session);
  const numbers = session.chapter.map((c) => Number(c.name_chapter)).filter(Number.isFinite);
  return (
    <div className={styles.panel}>
      <div className={styles.row}>
        <h3 className={styles.heading}>{name}</h3>
        <div className={styles.actions}>
          <Button size="sm" variant="secondary" onClick={() => setRenaming((r) => !r)} aria-expanded={renaming}>
            {strings.seasons.rename}
          </Button>
          <ConfirmButton
            label={strings.seasons.deleteSeason}
            question={strings.seasons.deleteQuestion}
            details={
              <>
                <p>{name}</p>
                <p>{strings.seasons.deleteMangaBody}</p>
              </>
            }
            onConfirm={async () => {
              if ((await outcome(dispatch, deleteSession(ref), { success: strings.toasts.deleted })).ok) onDeleted();
            }}
          />
        </div>
      </div>
      {session.detail && <p className={styles.muted}>{session.detail}</p>}
      {renaming && (
        <NumberedForm
          title={strings.seasons.rename}
          field="name_session"
          schema={SeasonUpdateBody}
          editing
          initial={{ name: String(session.name_session), detail: session.detail }}
          onCancel={() => setRenaming(false)}
          onSave={async (body) => {
            const result = await outcome(dispatch, updateSession({ ...ref, body: body as never }), FORM_PLAN);
            if (result.ok) setRenaming(false);
            return result;
          }}
        />
      )}
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
    </div>
  );
}
