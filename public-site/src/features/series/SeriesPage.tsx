import { useGetSeriesListQuery } from '@ckb/api-client';
import { ListPage } from '../../components/ListPage.tsx';
import { picture } from '../../lib/links.ts';
import { listArgs } from '../../lib/queries.ts';
import { GenreFilter, useGenreParam, withGenre } from '../../components/GenreFilter.tsx';
import { usePageParam } from '../../lib/usePageParam.ts';
import { strings } from '../../strings.ts';
import { PageFrame } from '../../components/PageFrame.tsx';

/** /series: visible series, 14 per page (SPEC §2). */
function SeriesPageContent() {
  const page = usePageParam();
  const genre = useGenreParam();
  const result = useGetSeriesListQuery(listArgs('series', page, genre));
  return (
    <ListPage
      title={strings.seriesTitle}
      base={withGenre('/series', genre)}
      filter={<GenreFilter base="/series" genre={genre} />}
      page={page}
      result={result}
      emptyTitle={strings.emptySeries}
      toWork={(s) => ({
        key: s._id ?? String(s.series_id),
        to: `/series/${s.series_id}`,
        en: s.en,
        ku: s.ku,
        poster: picture(s.poster),
        genres: s.genres,
      })}
    />
  );
}

export default function SeriesPage() {
  return (
    <PageFrame>
      <SeriesPageContent />
    </PageFrame>
  );
}
