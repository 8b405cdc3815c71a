import { Link, useDocumentTitle } from '@ckb/design-system';
import type { ReactElement, ReactNode } from 'react';
import { strings } from '../strings.ts';
import { LeaveGuard } from './LeaveGuard.tsx';
import { UndoToast } from './UndoToast.tsx';
import styles from './AdminPage.module.css';

export interface Crumb {
  to: string;
  label: string;
}

/**
 * The heading, and the tab's title (`<page> · بەڕێوەبردن · ئەنیمی کورد`): a plain-text heading is both; a heading
 * that is markup (a name isolated for its direction) must say its tab title in `documentTitle`.
 */
type Title = { title: string; documentTitle?: string } | { title: ReactElement; documentTitle: string };

type Props = Title & {
  /** Under the title (the Kurdish name, a count). */
  subtitle?: ReactNode;
  /** Where this page sits: the dashboard first is implied. */
  crumbs?: Crumb[];
  actions?: ReactNode;
  children: ReactNode;
};

/**
 * The frame of every admin screen: the undo toast of the last delete, breadcrumbs, one h1 and the tab's title,
 * actions, the unsaved-changes guard.
 */
export function AdminPage({ title, documentTitle, subtitle, crumbs = [], actions, children }: Props) {
  useDocumentTitle(documentTitle ?? (typeof title === 'string' ? title : null), strings.admin);
  return (
    <div className={styles.page}>
      {/* first in the page: after a delete, the next Tab reaches «گەڕاندنەوە» */}
      <UndoToast />
      <nav aria-label={strings.breadcrumbs} className={styles.crumbs}>
        <ol>
          <li>
            <Link to="/admin">{strings.admin}</Link>
          </li>
          {crumbs.map((c) => (
            <li key={c.to}>
              <Link to={c.to}>{c.label}</Link>
            </li>
          ))}
        </ol>
      </nav>
      <header className={styles.header}>
        <div className={styles.titles}>
          <h1 className={styles.title}>{title}</h1>
          {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
        </div>
        {actions && <div className={styles.actions}>{actions}</div>}
      </header>
      {children}
      <LeaveGuard />
    </div>
  );
}
