import type { ReactNode } from 'react';
import styles from './PageFrame.module.css';

/** The page's column inside the shell's `<main>`: centred, at most the container width, with side room. */
export function PageFrame({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  return <div className={wide ? `${styles.frame} ${styles.wide}` : styles.frame}>{children}</div>;
}
