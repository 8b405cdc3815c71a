import { Link } from '../../router.ts';
import { cx } from '../../lib/cx.ts';
import { strings } from '../../strings.ts';
import { Image } from '../Image/Image.tsx';
import styles from './ContinueCard.module.css';

export interface ContinueCardProps {
  /** Where to pick up: the chapter (at its page) or the episode. */
  to: string;
  title: string;
  /** Small poster URL; none: a plain tile. */
  poster?: string;
  /** What is picked up, e.g. "بەشی ٣، پەڕەی ١٢". */
  detail: string;
  /** 'read' for a chapter being read, 'watch' for an episode being watched: the action's wording. */
  kind: 'read' | 'watch';
  /** 0 to 1, how far into the chapter; drawn from the inline start. Omit for none. */
  progress?: number;
  className?: string;
}

/** A card of the home page's continue row: one link back to where the visitor stopped. */
export function ContinueCard({ to, title, poster, detail, kind, progress, className }: ContinueCardProps) {
  const pct = progress === undefined ? null : Math.round(Math.min(1, Math.max(0, progress)) * 100);
  return (
    <Link to={to} className={cx(styles.card, className)}>
      <span className={styles.poster}>{poster ? <Image low={poster} alt="" ratio="2 / 3" /> : null}</span>
      <span className={styles.body}>
        <span className={styles.action}>{kind === 'read' ? strings.continueReading : strings.continueWatching}</span>{' '}
        <span className={styles.title} dir="auto">
          {title}
        </span>{' '}
        <span className={styles.detail}>{detail}</span>
        {pct !== null ? (
          <span className={styles.track} aria-hidden="true">
            <span className={styles.fill} style={{ inlineSize: `${pct}%` }} />
          </span>
        ) : null}
      </span>
    </Link>
  );
}
