import type { ReactNode } from 'react';
import styles from './Fact.module.css';

/** A small pill in the work header: an icon-free label and value, e.g. "★ ٨٫٥/١٠". */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <span className={styles.fact}>
      <span className="visually-hidden">{label}: </span>
      {children}
    </span>
  );
}
