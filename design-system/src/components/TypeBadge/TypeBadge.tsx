import { cx } from '../../lib/cx.ts';
import { strings } from '../../strings.ts';
import styles from './TypeBadge.module.css';

/** The api's work types (SPEC §9). */
export type WorkType = 'anime' | 'series' | 'manga' | 'manhua' | 'oneshot';

/** SPEC §2 "Type badge labels". */
export const workTypeLabels: Record<WorkType, string> = {
  anime: strings.typeAnime,
  series: strings.typeSeries,
  manga: strings.typeManga,
  manhua: strings.typeManhua,
  oneshot: strings.typeOneshot,
};

export interface TypeBadgeProps {
  type: WorkType;
  /** Overrides the Sorani label of the type. */
  label?: string;
  className?: string;
}

/** A small coloured label naming a work's type; each type has its own token colour (dark text, AA). */
export function TypeBadge({ type, label, className }: TypeBadgeProps) {
  return (
    <span className={cx(styles.badge, styles[type], className)} data-type={type}>
      {label ?? workTypeLabels[type]}
    </span>
  );
}
