import type { ReviewItem } from '@ckb/api-client/admin';
import { reportStrings } from '../reports/strings.ts';
import styles from './Review.module.css';
import { reviewStrings as t } from './strings.ts';

/** Where a draft is: in the queue (since when), sent back (with the reviewer's note), or still being made. */
export function DraftState({ draft }: { draft: ReviewItem }) {
  if (draft.submitted_at !== null) return <>{t.submittedAt(reportStrings.ago(draft.submitted_at))}</>;
  if (draft.review_note === null) return <>{t.draft}</>;
  return (
    <span className={styles.stack}>
      <strong>{t.returned}</strong>
      <span className="visually-hidden">{t.noteFromReviewer}:</span>
      <span className={styles.note} dir="auto">
        {draft.review_note}
      </span>
    </span>
  );
}
