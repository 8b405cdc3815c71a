import { useGetMoviesQuery } from '@ckb/api-client';
import { ListPage } from '../../components/ListPage.tsx';
import { picture } from '../../lib/links.ts';
import { listArgs } from '../../lib/queries.ts';
import { GenreFilter, useGenreParam, withGenre } from '../../components/GenreFilter.tsx';
import { usePageParam } from '../../lib/usePageParam.ts';
import { strings } from '../../strings.ts';
import { PageFrame } from '../../components/PageFrame.tsx';

/** /movies: visible films, 14 per page, the page in the URL (SPEC §2). */
function MoviesPageContent() {
  const page = usePageParam();
  const genre = useGenreParam();
  const result = useGetMoviesQuery(listArgs('movies', page, genre));
  return (
    <ListPage
      title={strings.moviesTitle}
      base={withGenre('/movies', genre)}
      filter={<GenreFilter base="/movies" genre={genre} />}
      page={page}
      result={result}
      emptyTitle={strings.emptyMovies}
      toWork={(m) => ({
        key: m._id ?? String(m.movie_id),
        to: `/movies/${m.movie_id}`,
        en: m.en,
        ku: m.ku,
        poster: picture(m.poster),
        genres: m.genres,
      })}
    />
  );
}

export default function MoviesPage() {
  return (
    <PageFrame>
      <MoviesPageContent />
    </PageFrame>
  );
}
