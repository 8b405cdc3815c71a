import { useGetOwnDraftsQuery, type ReviewItem } from '@ckb/api-client/admin';
import { ErrorMessage, Link, LoadingMessage, formatNumber } from '@ckb/design-system';
import { DataTable, type DataTableColumn } from '@ckb/design-system/admin';
import { AdminPage } from '../../components/AdminPage.tsx';
import { Section } from '../../components/Section.tsx';
import { DraftState } from '../../components/review/DraftState.tsx';
import { reviewStrings as t } from '../../components/review/strings.ts';
import { SubmitButton } from '../../components/review/SubmitButton.tsx';
import { chapterAdminPath } from '../../lib/works.ts';
import { strings } from '../../strings.ts';
import { AddDraftForm } from './AddDraftForm.tsx';
import styles from './MinePage.module.css';
import reviewStyles from '../../components/review/Review.module.css';

/**
 * /admin/mine «کارەکانم»: an author's drafts (where each is: being made, in the queue, or sent back with the
 * reviewer's note; «ناردن بۆ پێداچوونەوە»), and the works they are credited on, each with the form that adds a
 * chapter to it. A chapter's pages are uploaded on its own page.
 */
export default function MinePage() {
  const query = useGetOwnDraftsQuery(undefined, { refetchOnMountOrArgChange: true });
  const drafts = query.data?.drafts;
  const works = query.data?.works;

  const columns: DataTableColumn<ReviewItem>[] = [
    {
      id: 'chapter',
      header: t.columns.chapter,
      primary: true,
      cell: (d) => (
        <Link
          to={chapterAdminPath(d.work.manga_id, d.session._id, d.chapter._id)}
          aria-label={t.open(d.chapter.name_chapter)}
        >
          <span dir="auto">{strings.chapters.chapter(d.chapter.name_chapter)}</span>
        </Link>
      ),
    },
    {
      id: 'work',
      header: t.columns.work,
      cell: (d) => (
        <span className={reviewStyles.stack}>
          <span dir="auto">{d.work.title}</span>
          <span className={reviewStyles.muted}>{t.place(d.session.name_session)}</span>
        </span>
      ),
    },
    { id: 'pages', header: t.columns.pages, cell: (d) => formatNumber(d.pages) },
    { id: 'state', header: t.columns.state, cell: (d) => <DraftState draft={d} /> },
    { id: 'actions', header: t.columns.actions, compact: true, cell: (d) => <SubmitButton draft={d} /> },
  ];

  return (
    <AdminPage title={t.mine}>
      <p className={reviewStyles.intro}>{t.mineIntro}</p>
      {query.isLoading ? (
        <LoadingMessage label={strings.loading} />
      ) : query.isError && !query.data ? (
        <ErrorMessage title={strings.loadFailed} onRetry={() => void query.refetch()} retryLabel={strings.retry} />
      ) : (
        <>
          <Section title={t.drafts}>
            <DataTable
              caption={t.draftsCaption}
              columns={columns}
              rows={drafts ?? []}
              rowKey={(d) => d.chapter._id}
              busy={query.isFetching}
              empty={t.noDrafts}
            />
          </Section>
          <Section title={t.works}>
            {works && works.length > 0 ? (
              <>
                <AddDraftForm works={works} />
                <ul className={styles.works} aria-label={t.works}>
                  {works.map((work) => (
                    <li key={work._id} dir="auto">
                      {work.title}
                    </li>
                  ))}
                </ul>
              </>
            ) : (
              <p className={styles.muted}>{t.noWorks}</p>
            )}
          </Section>
        </>
      )}
    </AdminPage>
  );
}
