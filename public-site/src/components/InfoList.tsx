import type { ReactNode } from 'react';
import styles from './InfoList.module.css';

export interface InfoItem {
  label: string;
  value: ReactNode;
}

/** The metadata of a work as a description list; empty values are left out, not shown blank. */
export function InfoList({ items }: { items: InfoItem[] }) {
  const shown = items.filter((i) => i.value !== null && i.value !== undefined && i.value !== '');
  return (
    <dl className={styles.list}>
      {shown.map((item) => (
        <div key={item.label} className={styles.row}>
          <dt className={styles.label}>{item.label}</dt>
          <dd className={styles.value}>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
