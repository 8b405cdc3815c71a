import { useGetMangaListQuery, useGetMoviesQuery, useGetSeriesListQuery, useGetTrendNewQuery } from '@ckb/api-client';
import { EmptyState, type WorkType } from '@ckb/design-system';
import { useId } from 'react';
import { workPath } from '../lib/links.ts';
import { rowArgs, type Kind } from '../lib/queries.ts';
import { strings } from '../strings.ts';
import { RankedList } from './RankedList.tsx';
import styles from './SidePanel.module.css';

type Item = {
  type?: WorkType;
  movie_id?: number;
  series_id?: number;
  manga_id?: number;
  en?: string;
  ku?: string;
  poster?: { low: string; original?: string };
  view?: number;
};

/**
 * The most-new list (SPEC §2): on the home page (every kind) and beside every work, where it lists the
 * newest of the work's own kind (a manga page lists manga, not films), the same request as the home row.
 */
export function MostNewList({ limit = 8, className, kind }: { limit?: number; className?: string; kind?: Kind }) {
  const headingId = useId();
  const all = useGetTrendNewQuery(undefined, { skip: kind !== undefined });
  const movies = useGetMoviesQuery(rowArgs('movies'), { skip: kind !== 'movies' });
  const series = useGetSeriesListQuery(rowArgs('series'), { skip: kind !== 'series' });
  const manga = useGetMangaListQuery(rowArgs('manga'), { skip: kind !== 'manga' });
  const fromList = (
    q: { data?: { results: Item[] }; isLoading: boolean; isError: boolean },
    type?: WorkType,
  ): { data?: Item[]; isLoading: boolean; isError: boolean } => ({
    data: q.data?.results.map((w) => (type ? { ...w, type } : w)),
    isLoading: q.isLoading,
    isError: q.isError,
  });
  const { data, isLoading, isError } =
    kind === 'movies'
      ? fromList(movies, 'anime')
      : kind === 'series'
        ? fromList(series, 'series')
        : kind === 'manga'
          ? fromList(manga)
          : (all as { data?: Item[]; isLoading: boolean; isError: boolean });
  let body;
  if (isLoading) body = <EmptyState compact tone="waiting" title={strings.waiting} />;
  else if (isError) body = <EmptyState compact tone="error" title={strings.problem} />;
  else if (!data || data.length === 0) body = <EmptyState compact title={strings.emptyWorks} />;
  else
    body = (
      <RankedList
        works={data.slice(0, limit).map((w) => ({
          key: `${w.type}-${w.movie_id ?? w.series_id ?? w.manga_id}`,
          to: workPath(w as Parameters<typeof workPath>[0]),
          en: w.en ?? '',
          ku: w.ku,
          type: w.type ?? 'manga',
          poster: w.poster,
          view: w.view,
        }))}
      />
    );
  return (
    <section className={[styles.panel, className].filter(Boolean).join(' ')} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {kind ? strings.mostNewOf[kind] : strings.mostNew}
      </h2>
      {body}
    </section>
  );
}
