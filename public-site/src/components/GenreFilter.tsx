import { useGetGenresQuery } from '@ckb/api-client';
import { Link, useSearchParams } from '@ckb/design-system';
import { genreFrom } from '../prefetch.ts';
import { searchStrings } from '../searchStrings.ts';
import styles from './GenreFilter.module.css';

/** The list's `?genre=`, for the query and the base of the pager's links. */
export function useGenreParam(): string | undefined {
  return genreFrom(useSearchParams()[0]);
}

/** `/movies?genre=action`: the list's path with its genre, for the pager. */
export const withGenre = (base: string, genre: string | undefined): string =>
  genre ? `${base}?genre=${encodeURIComponent(genre)}` : base;

/** The active genre of a list, with a link that removes it. */
export function GenreFilter({ base, genre }: { base: string; genre: string | undefined }) {
  const { data } = useGetGenresQuery(undefined, { skip: !genre });
  if (!genre) return null;
  const name = data?.find((g) => g.slug === genre)?.name ?? genre;
  return (
    <p className={styles.filter}>
      <span className={styles.chip}>
        {searchStrings.activeGenre(name)}
        <Link to={base} className={styles.remove} aria-label={searchStrings.removeGenre}>
          ×
        </Link>
      </span>
    </p>
  );
}
