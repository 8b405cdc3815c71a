import type { ReactNode } from 'react';
import { Link } from '../../router.ts';
import { cx } from '../../lib/cx.ts';
import { Image } from '../Image/Image.tsx';
import { TypeBadge, type WorkType } from '../TypeBadge/TypeBadge.tsx';
import styles from './WorkCard.module.css';

export interface WorkCardProps {
  /** Where the whole card links (SPEC: /movies/{movie_id}, /series/{series_id}, /manga/{manga_id}). */
  to: string;
  /** The api's poster pair; `width`/`height` are ignored: the frame is always 2:3. */
  poster: { low: string; original?: string };
  /** English name (shown first, left-to-right). */
  en: string;
  /** Kurdish name. */
  ku?: string;
  /** Shows a type badge on the poster. */
  type?: WorkType;
  /** The work's genre names: the first two are shown under the names. */
  genres?: readonly string[];
  /** A short line under the names, e.g. the rating. */
  meta?: ReactNode;
  /** The title's element: a heading fitting the page outline, or `p` where cards are not sections. */
  titleAs?: 'h2' | 'h3' | 'h4' | 'p';
  /** The first cards above the fold load their poster eagerly. */
  priority?: boolean;
  className?: string;
}

/** Genres a card names: more would not fit its one line. */
const MAX_GENRES = 2;

/** A poster card that is one link. The poster is decorative: the names inside the link are its text. */
export function WorkCard({
  to,
  poster,
  en,
  ku,
  type,
  genres = [],
  meta,
  titleAs: Title = 'h3',
  priority,
  className,
}: WorkCardProps) {
  return (
    // The full names on hover: a long title is cut to two lines in the card.
    <Link to={to} className={cx(styles.card, className)} title={ku ? `${en} — ${ku}` : en}>
      <span className={styles.poster}>
        <Image low={poster.low} original={poster.original} alt="" ratio="2 / 3" priority={priority} />
        {type && (
          <>
            <TypeBadge type={type} className={styles.badge} />
            {/* The link's name reads "مانگا: Berserk", not "مانگاBerserk". */}
            <span className="visually-hidden">: </span>
          </>
        )}
      </span>
      <span className={styles.body}>
        <Title className={styles.en} lang="en" dir="ltr">
          {en}
        </Title>
        {/* Spaces keep the link's accessible name readable ("One Piece وەن پیس"); flex layout ignores them. */}
        {ku && (
          <>
            {' '}
            <span className={styles.ku}>{ku}</span>
          </>
        )}
        {genres.length > 0 && (
          <>
            {' '}
            <span className={styles.genres}>{genres.slice(0, MAX_GENRES).join('، ')}</span>
          </>
        )}
        {meta && (
          <>
            {' '}
            <span className={styles.meta}>{meta}</span>
          </>
        )}
      </span>
    </Link>
  );
}
