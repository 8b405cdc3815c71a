import { releaseState } from '@ckb/contract/release';
import { formatDate } from '@ckb/design-system';
import { strings } from '../../strings.ts';
import styles from './Reader.module.css';

/**
 * Staff previewing a chapter the public cannot read yet see that it is a draft or when it comes out. Only staff
 * receive `publish_at` (the public never gets an unreleased chapter), and the server draws chapters as the public
 * sees them, so this never differs from a drawing it hydrates.
 */
export function ReleaseNote({ publishAt }: { publishAt: number | null | undefined }) {
  const state = releaseState(publishAt);
  if (state === 'published') return null;
  return (
    <p className={styles.releaseNote} role="note">
      {state === 'draft' ? strings.draftNote : strings.scheduledNote(formatDate(publishAt!))}
    </p>
  );
}
