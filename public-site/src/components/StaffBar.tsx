import { can, selectCurrentUserId, useAppSelector, useGetUserQuery } from '@ckb/api-client';
import { Button } from '@ckb/design-system';
import { strings } from '../strings.ts';
import styles from './StaffBar.module.css';

export interface StaffBarProps {
  /** The admin area's path of the kind (`movies`, `series`, `manga`). */
  kind: 'movies' | 'series' | 'manga';
  /** The work's public number: its admin screen's address has the same one (`/movies/49` ↔ `/admin/movies/49`). */
  number: number;
  /** The work is hidden from the public (`active_show: 'false'`): only staff reach this page. */
  hidden: boolean;
}

/**
 * The staff's strip on a work's page: a banner when the public cannot see the work, and «دەستکاری» to its
 * admin screen for whoever may edit works (a translator, who may not, gets no link). Loaded only for a session.
 */
export default function StaffBar({ kind, number, hidden }: StaffBarProps) {
  const userId = useAppSelector(selectCurrentUserId);
  const user = useGetUserQuery(userId ?? '', { skip: !userId });
  const editor = can(user.data, 'works.manage');
  if (!hidden && !editor) return null;
  return (
    <div className={styles.bar} data-hidden={hidden || undefined}>
      {hidden ? (
        <p className={styles.hidden} role="note">
          <strong>{strings.staff.hiddenTitle}</strong> {strings.staff.hiddenBody}
        </p>
      ) : null}
      {editor ? (
        <Button to={`/admin/${kind}/${number}`} variant="secondary" size="sm" className={styles.edit}>
          {strings.staff.edit}
        </Button>
      ) : null}
    </div>
  );
}
