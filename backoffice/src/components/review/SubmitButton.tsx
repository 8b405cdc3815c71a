import { useAppDispatch } from '@ckb/api-client';
import { useSubmitDraftMutation, type ReviewItem } from '@ckb/api-client/admin';
import { Button } from '@ckb/design-system';
import { outcome } from '../../lib/mutations.ts';
import { reviewStrings as t } from './strings.ts';

/** «ناردن بۆ پێداچوونەوە» of a draft not yet in the queue; a draft without pages says to upload them first. */
export function SubmitButton({ draft }: { draft: ReviewItem }) {
  const dispatch = useAppDispatch();
  const [submit, state] = useSubmitDraftMutation();
  if (draft.submitted_at !== null) return null;
  const empty = draft.pages === 0;
  return (
    <Button
      size="sm"
      loading={state.isLoading}
      disabled={empty}
      title={empty ? t.needsPages : undefined}
      aria-label={t.submitLabel(draft.chapter.name_chapter)}
      onClick={() =>
        void outcome(
          dispatch,
          submit({ id: draft.work._id, sessionId: draft.session._id, chapterId: draft.chapter._id }),
          { success: t.submitted, errorPrefix: t.submitFailed },
        )
      }
    >
      {t.submit}
    </Button>
  );
}
