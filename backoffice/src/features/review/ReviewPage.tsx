import { useAppDispatch } from '@ckb/api-client';
import {
  usePublishDraftMutation,
  useReturnDraftMutation,
  useGetReviewQueueQuery,
  type ReviewItem,
} from '@ckb/api-client/admin';
import { Button, ErrorMessage, Link, LoadingMessage, formatNumber } from '@ckb/design-system';
import { DataTable, Dialog, type DataTableColumn } from '@ckb/design-system/admin';
import { useState } from 'react';
import { AdminPage } from '../../components/AdminPage.tsx';
import { when } from '../../components/activity/labels.ts';
import { reportStrings } from '../../components/reports/strings.ts';
import { reviewStrings as t } from '../../components/review/strings.ts';
import { outcome } from '../../lib/mutations.ts';
import { chapterAdminPath } from '../../lib/works.ts';
import { strings } from '../../strings.ts';
import styles from '../../components/review/Review.module.css';
import { ReturnForm } from './ReturnForm.tsx';

const refOf = (d: ReviewItem) => ({ id: d.work._id, sessionId: d.session._id, chapterId: d.chapter._id });

/**
 * /admin/review «چاوەڕوانی پێداچوونەوە»: the drafts authors submitted, the longest waiting first. Each opens its
 * chapter's page (the preview: its pages as they will read); «بڵاوکردنەوە» puts it out now, «گەڕاندنەوە» sends
 * it back to its author with a note. A row leaves the list either way.
 */
export default function ReviewPage() {
  const dispatch = useAppDispatch();
  const query = useGetReviewQueueQuery(undefined, { refetchOnMountOrArgChange: true });
  const [publish] = usePublishDraftMutation();
  const [sendBack] = useReturnDraftMutation();
  const [returning, setReturning] = useState<ReviewItem | null>(null);
  const drafts = query.data;

  const columns: DataTableColumn<ReviewItem>[] = [
    {
      id: 'chapter',
      header: t.columns.chapter,
      primary: true,
      cell: (d) => (
        <Link
          to={chapterAdminPath(d.work.manga_id, d.session._id, d.chapter._id)}
          aria-label={t.preview(d.chapter.name_chapter)}
        >
          <span dir="auto">{strings.chapters.chapter(d.chapter.name_chapter)}</span>
        </Link>
      ),
    },
    {
      id: 'work',
      header: t.columns.work,
      cell: (d) => (
        <span className={styles.stack}>
          <span dir="auto">{d.work.title}</span>
          <span className={styles.muted}>{t.place(d.session.name_session)}</span>
        </span>
      ),
    },
    {
      id: 'author',
      header: t.columns.author,
      cell: (d) => (d.author ? <span dir="auto">{d.author.name || d.author.username}</span> : t.noAuthor),
    },
    { id: 'pages', header: t.columns.pages, cell: (d) => formatNumber(d.pages) },
    {
      id: 'submitted',
      header: t.columns.submitted,
      cell: (d) =>
        d.submitted_at === null ? null : (
          <span className={styles.stack}>
            <time dateTime={new Date(d.submitted_at).toISOString()}>{reportStrings.ago(d.submitted_at)}</time>
            <span className={styles.muted}>{when(d.submitted_at)}</span>
          </span>
        ),
    },
    {
      id: 'actions',
      header: t.columns.actions,
      compact: true,
      cell: (d) => (
        <span className={styles.actions}>
          <Button
            size="sm"
            aria-label={t.publishLabel(d.chapter.name_chapter, d.work.title)}
            onClick={() =>
              void outcome(dispatch, publish(refOf(d)), { success: t.published, errorPrefix: t.publishFailed })
            }
          >
            {t.publish}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            aria-label={t.sendBackLabel(d.chapter.name_chapter, d.work.title)}
            onClick={() => setReturning(d)}
          >
            {t.sendBack}
          </Button>
        </span>
      ),
    },
  ];

  return (
    <AdminPage title={t.title} subtitle={drafts && drafts.length > 0 ? t.waiting(drafts.length) : undefined}>
      <p className={styles.intro}>{t.intro}</p>
      {query.isLoading ? (
        <LoadingMessage label={strings.loading} />
      ) : query.isError && !drafts ? (
        <ErrorMessage title={strings.loadFailed} onRetry={() => void query.refetch()} retryLabel={strings.retry} />
      ) : (
        <DataTable
          caption={t.caption}
          columns={columns}
          rows={drafts ?? []}
          rowKey={(d) => d.chapter._id}
          busy={query.isFetching}
          empty={t.empty}
        />
      )}
      <Dialog
        open={returning !== null}
        title={returning ? t.sendBackTitle(returning.chapter.name_chapter) : t.sendBack}
        onClose={() => setReturning(null)}
      >
        {returning && (
          <ReturnForm
            onCancel={() => setReturning(null)}
            onSave={async (note) => {
              const result = await outcome(dispatch, sendBack({ ...refOf(returning), note }), {
                success: t.sentBack,
                errorPrefix: t.sendBackFailed,
                quiet: [400],
              });
              if (result.ok) setReturning(null);
              return result;
            }}
          />
        )}
      </Dialog>
    </AdminPage>
  );
}
