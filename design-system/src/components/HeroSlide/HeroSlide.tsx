import { cx } from '../../lib/cx.ts';
import { strings } from '../../strings.ts';
import { Button } from '../Button/Button.tsx';
import { PriorityImage } from './PriorityImage.tsx';
import { truncate } from './truncate.ts';
import styles from './HeroSlide.module.css';

interface Picture {
  low: string;
  original?: string;
}

export interface HeroSlideProps {
  /** The English title. */
  title: string;
  /** The about text; cut to `aboutMax` characters (`aboutMaxSmall` on small screens). */
  about: string;
  poster: Picture;
  background: Picture;
  /** The genre strip. */
  genres?: string[];
  genresLabel?: string;
  /** The call to action: 'بینین' for films and series, 'دەستبکە بە خوێندنەوە' for the manga family. */
  action: { label: string; to: string };
  /** The first slide: its pictures load eagerly with high priority (it is the page's largest paint). */
  priority?: boolean;
  titleAs?: 'h2' | 'h3' | 'p';
  aboutMax?: number;
  aboutMaxSmall?: number;
  className?: string;
}

/**
 * One slide of the home hero (SPEC §2): background picture, poster, English title, about text,
 * genre strip and a button. Fixed height, 300px (200px on small screens), so nothing shifts.
 */
export function HeroSlide({
  title,
  about,
  poster,
  background,
  genres = [],
  genresLabel = strings.genres,
  action,
  priority = false,
  titleAs: Title = 'h2',
  aboutMax = 150,
  aboutMaxSmall = 80,
  className,
}: HeroSlideProps) {
  return (
    <article className={cx(styles.slide, className)}>
      <PriorityImage
        low={background.low}
        original={background.original}
        alt=""
        className={styles.background}
        priority={priority}
      />
      <div className={styles.scrim} aria-hidden="true" />
      <div className={styles.content}>
        <PriorityImage
          low={poster.low}
          original={poster.original}
          alt=""
          ratio="2 / 3"
          className={styles.poster}
          priority={priority}
        />
        <div className={styles.text}>
          {/* Left-to-right even on an RTL page, so a long title is cut at its end, not its start. */}
          <Title className={styles.title} lang="en" dir="ltr">
            {title}
          </Title>
          {/* Both cuts are in the page; CSS shows the one for the width (no script, no shift). */}
          <p className={cx(styles.about, styles.aboutLong)}>{truncate(about, aboutMax)}</p>
          <p className={cx(styles.about, styles.aboutShort)}>{truncate(about, aboutMaxSmall)}</p>
          {genres.length > 0 ? (
            <ul className={styles.genres} aria-label={genresLabel}>
              {genres.map((g) => (
                <li key={g} className={styles.genre}>
                  {g}
                </li>
              ))}
            </ul>
          ) : null}
          {/* Named after its work: twenty "watch" links would say nothing apart (issue 12 §5). */}
          <Button to={action.to} size="sm" className={styles.action} aria-label={`${action.label}: ${title}`}>
            {action.label}
          </Button>
        </div>
      </div>
    </article>
  );
}
