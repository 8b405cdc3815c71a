import { useGetMangaListQuery, useGetMoviesQuery, useGetSeriesListQuery } from '@ckb/api-client';
import { Button, EmptyState } from '@ckb/design-system';
import type { ReactNode } from 'react';
import { Section } from '../../components/Section.tsx';
import { WaitingAnnouncement, cardSkeletons } from '../../components/Skeleton.tsx';
import { WorkGrid, type GridWork } from '../../components/WorkGrid.tsx';
import grid from '../../components/WorkGrid.module.css';
import { isMangaFamily } from '../../lib/links.ts';
import { ROW_SIZE, rowArgs } from '../../lib/queries.ts';
import { strings } from '../../strings.ts';
import styles from './HomePage.module.css';

/** The home page's three rows of 8 (SPEC §2): the newest films, series and manga, each with a link to its list. */

interface RowProps {
  title: string;
  seeAll: string;
  query: { isLoading: boolean; isError: boolean };
  works: GridWork[] | undefined;
}

/** One of the three rows of 8 (SPEC §2), with a link to the whole list. */
function Row({ title, seeAll, query, works }: RowProps) {
  let body: ReactNode;
  if (query.isLoading)
    body = (
      <>
        <WaitingAnnouncement />
        {/* laid out as the grid it stands for */}
        <div className={grid.grid}>{cardSkeletons(ROW_SIZE)}</div>
      </>
    );
  else if (query.isError) body = <EmptyState compact tone="error" title={strings.problem} />;
  else if (!works || works.length === 0) body = <EmptyState compact title={strings.emptyWorks} />;
  else body = <WorkGrid works={works} />;
  return (
    <Section
      title={title}
      className={styles.deferred}
      action={
        <Button to={seeAll} variant="ghost" size="sm">
          {strings.seeAll}
        </Button>
      }
    >
      {body}
    </Section>
  );
}

export function MoviesRow() {
  const query = useGetMoviesQuery(rowArgs('movies'));
  const works = query.data?.results.map((m) => ({
    key: `m${m.movie_id}`,
    to: `/movies/${m.movie_id}`,
    en: m.en,
    ku: m.ku,
    poster: m.poster,
    genres: m.genres,
  }));
  return <Row title={strings.rowMovies} seeAll="/movies" query={query} works={works} />;
}

export function SeriesRow() {
  const query = useGetSeriesListQuery(rowArgs('series'));
  const works = query.data?.results.map((s) => ({
    key: `s${s.series_id}`,
    to: `/series/${s.series_id}`,
    en: s.en,
    ku: s.ku,
    poster: s.poster,
    genres: s.genres,
  }));
  return <Row title={strings.rowSeries} seeAll="/series" query={query} works={works} />;
}

export function MangaRow() {
  const query = useGetMangaListQuery(rowArgs('manga'));
  // In grids only the manga family gets a badge (SPEC §2).
  const works = query.data?.results.map((m) => ({
    key: `g${m.manga_id}`,
    to: `/manga/${m.manga_id}`,
    en: m.en,
    ku: m.ku,
    poster: m.poster,
    genres: m.genres,
    badge: isMangaFamily(m.type) ? m.type : undefined,
  }));
  return <Row title={strings.rowManga} seeAll="/manga" query={query} works={works} />;
}
