import { useId, type ReactNode } from 'react';
import styles from './Section.module.css';

/** A titled card of an admin page (a landmark named by its heading). */
export function Section({
  title,
  actions,
  children,
  className,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={[styles.section, className].filter(Boolean).join(' ')}>
      <div className={styles.head}>
        <h2 id={id} className={styles.title}>
          {title}
        </h2>
        {actions}
      </div>
      {children}
    </section>
  );
}
