import type { GenreRef } from '@ckb/api-client';
import { Link } from '@ckb/design-system';
import { genrePath } from '../lib/links.ts';
import { searchStrings } from '../searchStrings.ts';
import styles from './GenreLinks.module.css';

/** A work's genres, each opening the list of its genre. Nothing when it has none. */
export function GenreLinks({ genres }: { genres: readonly GenreRef[] | undefined }) {
  if (!genres || genres.length === 0) return null;
  return (
    <ul className={styles.genres} aria-label={searchStrings.genresHeading}>
      {genres.map((g) => (
        <li key={g._id}>
          <Link to={genrePath(g.slug)} className={styles.genre}>
            {g.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
