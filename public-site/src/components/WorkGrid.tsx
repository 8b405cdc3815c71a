import { WorkCard, type WorkType } from '@ckb/design-system';
import { picture } from '../lib/links.ts';
import styles from './WorkGrid.module.css';

export interface GridWork {
  key: string;
  to: string;
  en: string;
  ku?: string;
  poster?: { low?: string; original?: string };
  /** The work's genres; the card names the first two. */
  genres?: readonly { name: string }[];
  /** Shown as a badge (SPEC §2: in grids only the manga family gets one). */
  badge?: WorkType;
}

interface Props {
  works: GridWork[];
  /** The card titles' element, to fit the page's heading outline. */
  titleAs?: 'h2' | 'h3' | 'p';
  /** How many first cards load their poster eagerly (above the fold). */
  eager?: number;
  label?: string;
  /** `home`: 2 / 3 / 4 columns (SPEC §2); `wide`: list pages, up to 7 so a page of 14 fills two rows. */
  density?: 'home' | 'wide';
}

/** Cards in a grid of 2, 3 or 4 columns by width (SPEC §2). */
export function WorkGrid({ works, titleAs = 'h3', eager = 0, label, density = 'home' }: Props) {
  return (
    <ul className={density === 'wide' ? `${styles.grid} ${styles.wide}` : styles.grid} aria-label={label}>
      {works.map((w, i) => (
        <li key={w.key}>
          <WorkCard
            to={w.to}
            poster={picture(w.poster)}
            en={w.en}
            ku={w.ku}
            type={w.badge}
            genres={w.genres?.map((g) => g.name)}
            titleAs={titleAs}
            priority={i < eager}
          />
        </li>
      ))}
    </ul>
  );
}
