import { useId, type ReactNode } from 'react';
import styles from './Section.module.css';

/** A titled part of a page: a region named by its heading. */
export function Section({
  title,
  children,
  action,
  className,
  id: anchor,
}: {
  title: ReactNode;
  children: ReactNode;
  action?: ReactNode;
  className?: string;
  /** The section's own id, for links to it (`#watch`). */
  id?: string;
}) {
  const id = useId();
  return (
    <section id={anchor} className={[styles.section, className].filter(Boolean).join(' ')} aria-labelledby={id}>
      <div className={styles.header}>
        <h2 id={id} className={styles.title}>
          {title}
        </h2>
        {action ? <div className={styles.action}>{action}</div> : null}
      </div>
      {children}
    </section>
  );
}
