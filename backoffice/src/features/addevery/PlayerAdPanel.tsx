import { useAppDispatch, useGetMoviesQuery, useGetSeriesListQuery } from '@ckb/api-client';
import {
  planToast,
  useGetAdsQuery,
  useGetPlayerAdOptOutsQuery,
  useSetPlayerAdOptOutMutation,
} from '@ckb/api-client/admin';
import { LoadingMessage } from '@ckb/design-system';
import { CheckboxField, TextField } from '@ckb/design-system/admin';
import { useMemo, useState } from 'react';
import { accountStrings } from '../../accountStrings.ts';
import { strings } from '../../strings.ts';
import { AdCard } from '../../components/AdCard.tsx';
import { AdForm } from '../../components/AdForm.tsx';
import styles from './AddEveryPage.module.css';

const t = accountStrings.playerAd;
const ALL = { page: 1, limit: -1, select: '_id en ku' } as const;

/** Films and series whose players skip the permanent ad: a filter and one checkbox each, saved at once. */
function OptOuts() {
  const dispatch = useAppDispatch();
  const movies = useGetMoviesQuery(ALL);
  const series = useGetSeriesListQuery(ALL);
  const optOuts = useGetPlayerAdOptOutsQuery();
  const [setOptOut] = useSetPlayerAdOptOutMutation();
  const [filter, setFilter] = useState('');
  const off = new Set(optOuts.data ?? []);
  const works = useMemo(
    () => [...(movies.data?.results ?? []), ...(series.data?.results ?? [])],
    [movies.data, series.data],
  );
  const needle = filter.trim().toLowerCase();
  const shown = works.filter(
    (w) => !needle || w.en.toLowerCase().includes(needle) || (w.ku ?? '').includes(filter.trim()),
  );
  return (
    <fieldset className={styles.servers}>
      <legend>{t.optOut}</legend>
      <p className={styles.muted}>{t.optOutHint}</p>
      <TextField type="search" label={t.filter} value={filter} onChange={(e) => setFilter(e.target.value)} />
      <div className={styles.optOuts}>
        {shown.map((w) => (
          <CheckboxField
            key={w._id}
            label={`${w.en} — ${w.ku}`}
            aria-label={t.noAd(w.en)}
            checked={off.has(w._id)}
            onChange={(e) => {
              const started = setOptOut({ workId: w._id, off: e.target.checked });
              planToast(dispatch, started, { success: strings.toasts.saved });
            }}
          />
        ))}
      </div>
    </fieldset>
  );
}

/**
 * The permanent ad: one image and link shown with every video player (the about
 * page says the site shows ads on some videos), on/off, and a per-work opt-out.
 */
export function PlayerAdPanel() {
  const ads = useGetAdsQuery('player');
  const ad = ads.data?.[0];
  return (
    <section className={styles.card} aria-labelledby="player-ad-title">
      <h2 id="player-ad-title" className={styles.cardTitle}>
        {t.title}
      </h2>
      <p className={styles.intro}>{t.intro}</p>
      {ads.isLoading ? (
        <LoadingMessage label={strings.loading} />
      ) : ad ? (
        <>
          <AdCard ad={ad} />
          <OptOuts />
        </>
      ) : (
        <AdForm placement="player" compactLayout />
      )}
    </section>
  );
}
