import {
  errorMessage,
  errorStatus,
  successShown,
  useAppDispatch,
  useGetSeriesListQuery,
  useGetSeriesQuery,
  type Series,
} from '@ckb/api-client';
import {
  planToast,
  useAddEpisodeMutation,
  useAddEpisodeServerMutation,
  usePublishEpisodeMutation,
  useAddSeasonMutation,
} from '@ckb/api-client/admin';
import { Button, Link } from '@ckb/design-system';
import { NumberField, SelectField, TextField } from '@ckb/design-system/admin';
import { useEffect, useMemo, useState } from 'react';
import type { Static } from 'typebox';
import { accountStrings } from '../../accountStrings.ts';
import { useAdminForm } from '../../lib/useAdminForm.ts';
import { adminPath } from '../../lib/works.ts';
import {
  convert,
  label,
  lastSeason,
  NEW_SEASON,
  nextEpisode,
  QuickEpisodeBody,
  serverRow,
  EMPTY,
} from './quickEpisodeForm.ts';
import { QuickServers } from './QuickServers.tsx';
import styles from './AddEveryPage.module.css';

const t = accountStrings.quick;

/** A series by its Kurdish name, or its English one alone when it has none. */
export const seriesName = (s: { en: string; ku?: string | null }): string => (s.ku?.trim() ? s.ku : s.en);

/**
 * The quickest way to publish an episode: pick a series (typing filters the list), its latest season is
 * chosen, the next episode number is filled in, one or more servers, save. One screen; after saving, the
 * same series stays chosen with the following number ready.
 */
export function QuickEpisode() {
  const dispatch = useAppDispatch();
  const all = useGetSeriesListQuery({ page: 1, limit: -1, select: '_id series_id en ku active_show' });
  const [filter, setFilter] = useState('');
  const [seriesId, setSeriesId] = useState('');
  const current = useGetSeriesQuery(seriesId, { skip: !seriesId }).currentData;
  const [sessionId, setSessionId] = useState('');
  const [published, setPublished] = useState<{ series: Series; number: number } | null>(null);
  const [addSeason] = useAddSeasonMutation();
  const [addEpisode] = useAddEpisodeMutation();
  const [addServer] = useAddEpisodeServerMutation();
  const [publishEpisode] = usePublishEpisodeMutation();
  // The form starts empty and never follows loaded data by itself: what the page chooses (the series,
  // a season's next number) is set with `resetField`, so it is never an unsaved change, and no reload
  // of the series can reset a server row being typed.
  const form = useAdminForm({ schema: QuickEpisodeBody, convert, values: EMPTY, label });
  const { resetField } = form;

  const options = useMemo(() => {
    const words = filter.trim().toLowerCase();
    return (all.data?.results ?? []).filter(
      (s) => !words || s.en.toLowerCase().includes(words) || (s.ku ?? '').includes(filter.trim()),
    );
  }, [all.data, filter]);

  // The list box always has what it shows highlighted chosen: the first series when the list arrives, and
  // again when the filter hides the chosen one; so the seasons list as soon as a series shows as chosen.
  useEffect(() => {
    if (!all.data || options.some((s) => s._id === seriesId)) return;
    const first = options[0]?._id ?? '';
    setSeriesId(first);
    resetField('series', { defaultValue: first });
  }, [all.data, options, seriesId, resetField]);

  /** A season chosen (by hand, or the latest when the series arrives) fills in its next number. */
  useEffect(() => {
    if (!current || current._id !== seriesId) return;
    const latest = lastSeason(current)?._id ?? NEW_SEASON;
    setSessionId(latest);
    resetField('name_epsode', { defaultValue: String(nextEpisode(current, latest)) });
  }, [current, seriesId, resetField]);
  const chooseSeries = (id: string) => {
    setSeriesId(id);
    resetField('series', { defaultValue: id });
  };
  const chooseSeason = (id: string) => {
    setSessionId(id);
    resetField('name_epsode', { defaultValue: String(nextEpisode(current, id)) });
  };

  const newSeasonNumber = (lastSeason(current)?.name_session ?? 0) + 1;

  async function publish(body: Static<typeof QuickEpisodeBody>) {
    if (!current) {
      form.fieldError('series', t.chooseSeries);
      return;
    }
    let work = current;
    let season = sessionId;
    if (season === NEW_SEASON) {
      const made = addSeason({ id: work._id, body: { name_session: newSeasonNumber } });
      const res = await planToast(dispatch, made, { errorPrefix: t.publishFailed });
      if (!res.data) return;
      work = res.data;
      season = work.session.find((s) => s.name_session === newSeasonNumber)!._id;
    }
    const { name_epsode } = body;
    const made = addEpisode({ id: work._id, sessionId: season, body: { name_epsode } });
    const res = await planToast(dispatch, made, { errorPrefix: t.publishFailed, quiet: [409] });
    if (!res.data) {
      if (errorStatus(res.error) === 409) form.fieldError('name_epsode', errorMessage(res.error));
      return;
    }
    work = res.data;
    const episode = work.session.find((s) => s._id === season)!.epsode.find((e) => e.name_epsode === name_epsode)!;
    for (const server of body.servers) {
      const sent = addServer({ id: work._id, sessionId: season, epsodeId: episode._id, body: server });
      const answer = await planToast(dispatch, sent, { errorPrefix: t.publishFailed, quiet: [] });
      if (!answer.data) return;
      work = answer.data;
    }
    // added as a draft, it goes out to the public only now, with its servers (this page publishes)
    const out = publishEpisode({ id: work._id, sessionId: season, epsodeId: episode._id, body: {} });
    const released = await planToast(dispatch, out, { errorPrefix: t.publishFailed, quiet: [] });
    if (!released.data) return;
    work = released.data;
    dispatch(successShown(t.published(name_epsode)));
    setPublished({ series: work, number: name_epsode });
    setSessionId(season);
    form.reset({ series: seriesId, name_epsode: String(nextEpisode(work, season)), servers: [serverRow(1)] });
  }

  const submit = form.handleSubmit(publish, () => {
    // The schema's errors are beside their fields; a missing series is the page's own sentence (focused first).
    if (!current) form.setError('series', { type: 'required', message: t.chooseSeries });
  });
  const errors = form.formState.errors;

  return (
    <form ref={form.ref} className={styles.card} aria-labelledby="quick-title" noValidate onSubmit={submit}>
      <h2 id="quick-title" className={styles.cardTitle}>
        {t.episodeTitle}
      </h2>
      <p className={styles.intro}>{t.episodeIntro}</p>
      <div className={styles.grid}>
        <TextField
          type="search"
          label={t.filter}
          hint={t.filterHint}
          value={filter}
          aria-controls="quick-series"
          onChange={(e) => setFilter(e.target.value)}
        />
        <SelectField
          id="quick-series"
          label={t.series}
          size={6}
          error={errors.series?.message}
          {...form.register('series', { onChange: (e) => chooseSeries(e.target.value) })}
          options={options.map((s) => ({ value: s._id, label: seriesName(s) }))}
          className={styles.seriesList}
        />
      </div>
      {all.data && options.length === 0 && <p className={styles.muted}>{t.noSeries}</p>}
      {current && current.active_show !== 'true' && <p className={styles.muted}>{t.hiddenSeries}</p>}
      <div className={styles.grid}>
        <SelectField
          id="quick-session"
          name="session"
          label={t.season}
          value={sessionId}
          disabled={!current}
          onChange={(e) => chooseSeason(e.target.value)}
          options={[
            ...[...(current?.session ?? [])]
              .sort((a, b) => a.name_session - b.name_session)
              .map((s) => ({ value: s._id, label: t.seasonOption(s.name_session, s.epsode.length) })),
            ...(current ? [{ value: NEW_SEASON, label: t.newSeason(newSeasonNumber) }] : []),
          ]}
        />
        <NumberField
          id="quick-name_epsode"
          label={t.episode}
          hint={t.episodeHint}
          error={errors.name_epsode?.message}
          {...form.register('name_epsode')}
        />
      </div>
      <QuickServers form={form} />
      <div className={styles.row}>
        <Button type="submit" loading={form.formState.isSubmitting} loadingLabel={t.publishing}>
          {t.publish}
        </Button>
        {published && (
          <p className={styles.muted} role="status">
            {t.published(published.number)} — <Link to={`/series/${published.series.series_id}`}>{t.openPublic}</Link> ·{' '}
            <Link to={adminPath('series', published.series)}>{t.openAdmin}</Link>
          </p>
        )}
      </div>
    </form>
  );
}
