import { cx } from '../../lib/cx.ts';
import { strings } from '../../strings.ts';
import { Button } from '../Button/Button.tsx';
import { Link } from '../../router.ts';
import { Image } from '../Image/Image.tsx';
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
  /** The genre strip: names, or names with a link (a list filtered by the genre). */
  genres?: (string | { name: string; to: string })[];
  genresLabel?: string;
  /** The call to action: 'بینین' for films and series, 'دەستبکە بە خوێندنەوە' for the manga family. */
  action?: { label: string; to: string };
  /** The title's language: English for works (the default), Sorani for a banner (staff write its title in Sorani). */
  titleLang?: 'en' | 'ckb';
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
  titleLang = 'en',
  priority = false,
  titleAs: Title = 'h2',
  aboutMax = 150,
  aboutMaxSmall = 80,
  className,
}: HeroSlideProps) {
  return (
    <article className={cx(styles.slide, className)}>
      <Image
        low={background.low}
        original={background.original}
        alt=""
        fill
        className={styles.background}
        priority={priority}
      />
      <div className={styles.scrim} aria-hidden="true" />
      <div className={styles.content}>
        <Image
          low={poster.low}
          original={poster.original}
          alt=""
          ratio="2 / 3"
          className={styles.poster}
          priority={priority}
        />
        <div className={styles.text}>
          {/* Left-to-right even on an RTL page, so a long title is cut at its end, not its start. */}
          <Title className={styles.title} lang={titleLang} dir={titleLang === 'en' ? 'ltr' : 'auto'}>
            {title}
          </Title>
          {/* Both cuts are in the page; CSS shows the one for the width (no script, no shift). */}
          <p className={cx(styles.about, styles.aboutLong)}>{truncate(about, aboutMax)}</p>
          <p className={cx(styles.about, styles.aboutShort)}>{truncate(about, aboutMaxSmall)}</p>
          {genres.length > 0 ? (
            <ul className={styles.genres} aria-label={genresLabel}>
              {genres.map((g) =>
                typeof g === 'string' ? (
                  <li key={g} className={styles.genre}>
                    {g}
                  </li>
                ) : (
                  <li key={g.to} className={styles.genre}>
                    <Link to={g.to} className={styles.genreLink}>
                      {g.name}
                    </Link>
                  </li>
                ),
              )}
            </ul>
          ) : null}
          {action ? (
            // Named after its work: twenty "watch" links would say nothing apart to a screen reader.
            <Button to={action.to} size="sm" className={styles.action} aria-label={`${action.label}: ${title}`}>
              {action.label}
            </Button>
          ) : null}
        </div>
      </div>
    </article>
  );
}
