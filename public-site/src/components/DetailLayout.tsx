import type { ReactNode } from 'react';
import { Deferred } from './Deferred.tsx';
import type { Kind } from '../lib/queries.ts';
import { MostNewList } from './MostNewList.tsx';
import styles from './DetailLayout.module.css';

/** A work's page: its header, its sections, and the most-new list of its kind beside them (SPEC §2). */
export function DetailLayout({
  hero,
  children,
  kind,
  staff,
}: {
  hero: ReactNode;
  children: ReactNode;
  kind: Kind;
  /** Signed-in staff's strip (StaffTools): above the header, so a hidden work says so first. */
  staff?: ReactNode;
}) {
  return (
    <div className={styles.detail}>
      {staff}
      {hero}
      <div className={styles.columns}>
        <div className={styles.main}>{children}</div>
        <Deferred minHeight="600px">
          <MostNewList className={styles.aside} kind={kind} />
        </Deferred>
      </div>
    </div>
  );
}
