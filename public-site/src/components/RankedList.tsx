import { formatNumber, Image, Link, TypeBadge, type WorkType } from '@ckb/design-system';
import { picture } from '../lib/links.ts';
import { strings } from '../strings.ts';
import styles from './RankedList.module.css';

export interface RankedWork {
  key: string;
  to: string;
  en: string;
  ku?: string;
  type: WorkType;
  poster?: { low?: string; original?: string };
  view?: number;
}

/** A compact numbered list of works (trend panel, most-new list): small poster, names, type, views. */
export function RankedList({ works, label }: { works: RankedWork[]; label?: string }) {
  return (
    <ol className={styles.list} aria-label={label}>
      {works.map((w, i) => (
        <li key={w.key}>
          <Link to={w.to} className={styles.item}>
            <span className={styles.rank} aria-hidden="true">
              {formatNumber(i + 1)}
            </span>
            <Image {...picture(w.poster)} alt="" ratio="2 / 3" className={styles.poster} />
            <span className={styles.text}>
              <span className={styles.en} lang="en" dir="ltr">
                {w.en}
              </span>{' '}
              {w.ku ? <span className={styles.ku}>{w.ku}</span> : null}{' '}
              <span className={styles.meta}>
                <TypeBadge type={w.type} />
                {w.view != null ? (
                  <span className={styles.views}>
                    {formatNumber(w.view)} {strings.views}
                  </span>
                ) : null}
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ol>
  );
}
