import { useGetTrendNewQuery } from '@ckb/api-client';
import { EmptyState } from '@ckb/design-system';
import { useId } from 'react';
import { workPath } from '../lib/links.ts';
import { strings } from '../strings.ts';
import { RankedList } from './RankedList.tsx';
import styles from './SidePanel.module.css';

/** The most-new list (SPEC §2): on the home page and beside every work. */
export function MostNewList({ limit = 8, className }: { limit?: number; className?: string }) {
  const headingId = useId();
  const { data, isLoading, isError } = useGetTrendNewQuery();
  let body;
  if (isLoading) body = <EmptyState compact tone="waiting" title={strings.waiting} />;
  else if (isError) body = <EmptyState compact tone="error" title={strings.problem} />;
  else if (!data || data.length === 0) body = <EmptyState compact title={strings.emptyWorks} />;
  else
    body = (
      <RankedList
        works={data.slice(0, limit).map((w) => ({
          key: `${w.type}-${w.movie_id ?? w.series_id ?? w.manga_id}`,
          to: workPath(w),
          en: w.en,
          ku: w.ku,
          type: w.type,
          poster: w.poster,
          view: w.view,
        }))}
      />
    );
  return (
    <section className={[styles.panel, className].filter(Boolean).join(' ')} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {strings.mostNew}
      </h2>
      {body}
    </section>
  );
}
