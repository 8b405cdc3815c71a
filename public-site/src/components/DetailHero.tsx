import type { GenreRef } from '@ckb/api-client';
import { GenreLinks } from './GenreLinks.tsx';
import { Image } from '@ckb/design-system';
import type { ReactNode } from 'react';
import { picture } from '../lib/links.ts';
import styles from './DetailHero.module.css';

interface Props {
  en: string;
  ku?: string;
  poster?: { low?: string; original?: string };
  background?: { low?: string; original?: string };
  /** Short facts under the names: type, rating, views. */
  facts?: ReactNode;
  /** Actions: share. */
  actions?: ReactNode;
  /** The work's genres, as links to their lists. */
  genres?: readonly GenreRef[];
}

/**
 * The top of a work's page (SPEC §2): the blurred background, the poster, the English name as
 * the page heading and the Kurdish one under it. The blur is decorative, so the low picture is enough.
 */
export function DetailHero({ en, ku, poster, background, facts, actions, genres }: Props) {
  const bg = picture(background);
  return (
    <header className={styles.hero}>
      <div className={styles.backdrop} aria-hidden="true">
        <img src={bg.low} alt="" className={styles.backdropImage} decoding="async" fetchPriority="low" />
      </div>
      <div className={styles.inner}>
        <Image {...picture(poster)} alt="" ratio="2 / 3" priority className={styles.poster} />
        <div className={styles.text}>
          <h1 className={styles.title} lang="en">
            <bdi>{en}</bdi>
          </h1>
          {ku ? <p className={styles.ku}>{ku}</p> : null}
          {facts ? <div className={styles.facts}>{facts}</div> : null}
          <GenreLinks genres={genres} />
        </div>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
    </header>
  );
}
