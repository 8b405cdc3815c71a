import { releaseState } from '@ckb/contract/release';
import { formatDate } from '@ckb/design-system';
import { strings } from '../strings.ts';
import styles from './ReleaseMark.module.css';

/**
 * On an episode or chapter the public cannot see yet: «ڕەشنووس», or when it comes out. Only staff receive
 * `publish_at` (their preview of the public page), so a visitor never sees one and the server's drawing, made as a
 * visitor sees the page, never has one to disagree with.
 */
export function ReleaseMark({ publishAt }: { publishAt: number | null | undefined }) {
  const state = releaseState(publishAt);
  if (state === 'published') return null;
  return (
    <span className={styles.mark}>
      {state === 'draft' ? strings.draft : strings.releasedOn(formatDate(publishAt!))}
    </span>
  );
}
