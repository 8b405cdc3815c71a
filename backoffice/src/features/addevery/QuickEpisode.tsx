import { successShown, useAppDispatch, useGetSeriesListQuery, useGetSeriesQuery, type Series } from '@ckb/api-client';
import {
  planToast,
  useAddEpisodeMutation,
  useAddEpisodeServerMutation,
  useAddSeasonMutation,
} from '@ckb/api-client/admin';
import { EpisodeCreateBody, ServerCreateBody } from '@ckb/contract';
import { fieldMessages, type ValidationIssue } from '@ckb/contract/validation';
import { Button, Link } from '@ckb/design-system';
import { NumberField, SelectField, TextAreaField, TextField } from '@ckb/design-system/admin';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Compile } from 'typebox/compile';
import { accountStrings } from '../../accountStrings.ts';
import { toNumber } from '../../lib/resolver.ts';
import styles from './AddEveryPage.module.css';

const t = accountStrings.quick;
const checkEpisode = Compile(EpisodeCreateBody);
const checkServer = Compile(ServerCreateBody);
const LABELS: Record<string, string> = { name_epsode: t.episode, name_server: t.serverName, embed_code: t.embed };
const problems = (issues: Iterable<unknown>) =>
  fieldMessages([...issues] as ValidationIssue[], (path) => `«${LABELS[path] ?? path}»`);

const NEW_SEASON = 'new';
interface ServerRow {
  key: number;
  name_server: string;
  embed_code: string;
}

/** The next episode of a season: one after its highest number (1 for an empty or new season). */
export function nextEpisode(series: Series | undefined, sessionId: string): number {
  const season = series?.session.find((s) => s._id === sessionId);
  const numbers = season?.epsode.map((e) => e.name_epsode) ?? [];
  return numbers.length === 0 ? 1 : Math.floor(Math.max(...numbers)) + 1;
}

const lastSeason = (series: Series | undefined) =>
  series?.session.reduce<Series['session'][number] | undefined>(
    (best, s) => (!best || s.name_session > best.name_session ? s : best),
    undefined,
  );

/**
 * The quickest way to publish an episode (issue 14 item 4): pick a series (typing filters the list),
 * its latest season is chosen, the next episode number is filled in, one or more servers, save. One
 * screen; after saving, the same series stays chosen with the following number ready.
 */
export function QuickEpisode() {
  const dispatch = useAppDispatch();
  const all = useGetSeriesListQuery({ page: 1, limit: -1, select: '_id series_id en ku active_show' });
  const [filter, setFilter] = useState('');
  const [seriesId, setSeriesId] = useState('');
  const series = useGetSeriesQuery(seriesId, { skip: !seriesId });
  const current = series.currentData;
  const [sessionId, setSessionId] = useState('');
  const [episode, setEpisode] = useState('');
  const [servers, setServers] = useState<ServerRow[]>([{ key: 0, name_server: t.serverN(1), embed_code: '' }]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [published, setPublished] = useState<{ series: Series; number: number } | null>(null);
  const nextKey = useRef(1);
  const [addSeason] = useAddSeasonMutation();
  const [addEpisode] = useAddEpisodeMutation();
  const [addServer] = useAddEpisodeServerMutation();

  const options = useMemo(() => {
    const words = filter.trim().toLowerCase();
    return (all.data?.results ?? []).filter(
      (s) => !words || s.en.toLowerCase().includes(words) || (s.ku ?? '').includes(filter.trim()),
    );
  }, [all.data, filter]);

  // A newly chosen series: its latest season, and the number after its last episode.
  useEffect(() => {
    if (!current || current._id !== seriesId) return;
    const season = lastSeason(current);
    const id = season?._id ?? NEW_SEASON;
    setSessionId(id);
    setEpisode(String(nextEpisode(current, id)));
  }, [current, seriesId]);

  const newSeasonNumber = (lastSeason(current)?.name_session ?? 0) + 1;

  async function publish() {
    const found: Record<string, string> = {};
    if (!seriesId || !current) found.series = t.chooseSeries;
    const name_epsode = toNumber(episode);
    Object.assign(found, problems(checkEpisode.Errors({ name_epsode })));
    const bodies = servers.map((s) => ({ name_server: s.name_server.trim(), embed_code: s.embed_code.trim() }));
    bodies.forEach((body, i) => {
      for (const [field, message] of Object.entries(problems(checkServer.Errors(body))))
        found[`${i}.${field}`] = message;
    });
    setErrors(found);
    if (Object.keys(found).length > 0) {
      const first = Object.keys(found)[0]!;
      document.getElementById(`quick-${first}`)?.focus();
      return;
    }
    setBusy(true);
    try {
      let season = sessionId;
      let work = current!;
      if (season === NEW_SEASON) {
        const made = addSeason({ id: work._id, body: { name_session: newSeasonNumber } });
        planToast(dispatch, made, { errorPrefix: t.publishFailed });
        const res = await made;
        if (!('data' in res) || !res.data) return;
        work = res.data;
        season = work.session.find((s) => s.name_session === newSeasonNumber)!._id;
      }
      const made = addEpisode({ id: work._id, sessionId: season, body: { name_epsode: name_epsode as number } });
      planToast(dispatch, made, { errorPrefix: t.publishFailed, quiet: [409] });
      const res = await made;
      if (!('data' in res) || !res.data) {
        const err = (res as { error?: { status?: number; data?: { message?: string } } }).error;
        if (err?.status === 409) {
          setErrors({ name_epsode: err.data?.message ?? t.publishFailed });
          document.getElementById('quick-name_epsode')?.focus();
        }
        return;
      }
      work = res.data;
      const ep = work.session.find((s) => s._id === season)!.epsode.find((e) => e.name_epsode === name_epsode)!;
      for (const body of bodies) {
        const sent = addServer({ id: work._id, sessionId: season, epsodeId: ep._id, body });
        planToast(dispatch, sent, { errorPrefix: t.publishFailed, quiet: [] });
        const r = await sent;
        if (!('data' in r)) return;
        work = r.data!;
      }
      dispatch(successShown(t.published(name_epsode as number)));
      setPublished({ series: work, number: name_epsode as number });
      setSessionId(season);
      setEpisode(String(nextEpisode(work, season)));
      setServers([{ key: nextKey.current++, name_server: t.serverN(1), embed_code: '' }]);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      className={styles.card}
      aria-labelledby="quick-title"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void publish();
      }}
    >
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
          name="series"
          label={t.series}
          size={6}
          value={seriesId}
          error={errors.series}
          onChange={(e) => setSeriesId(e.target.value)}
          options={options.map((s) => ({ value: s._id, label: `${s.en} — ${s.ku}` }))}
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
          onChange={(e) => {
            setSessionId(e.target.value);
            setEpisode(String(nextEpisode(current, e.target.value)));
          }}
          options={[
            ...[...(current?.session ?? [])]
              .sort((a, b) => a.name_session - b.name_session)
              .map((s) => ({ value: s._id, label: t.seasonOption(s.name_session, s.epsode.length) })),
            ...(current ? [{ value: NEW_SEASON, label: t.newSeason(newSeasonNumber) }] : []),
          ]}
        />
        <NumberField
          id="quick-name_epsode"
          name="name_epsode"
          label={t.episode}
          hint={t.episodeHint}
          value={episode}
          error={errors.name_epsode}
          onChange={(e) => setEpisode(e.target.value)}
        />
      </div>
      <fieldset className={styles.servers}>
        <legend>{t.servers}</legend>
        {servers.map((row, i) => (
          <div key={row.key} className={styles.serverRow}>
            <TextField
              id={`quick-${i}.name_server`}
              name="name_server"
              label={t.serverName}
              value={row.name_server}
              error={errors[`${i}.name_server`]}
              onChange={(e) =>
                setServers(servers.map((s) => (s.key === row.key ? { ...s, name_server: e.target.value } : s)))
              }
            />
            <TextAreaField
              id={`quick-${i}.embed_code`}
              name="embed_code"
              label={t.embed}
              hint={t.embedHint}
              dir="ltr"
              rows={2}
              value={row.embed_code}
              error={errors[`${i}.embed_code`]}
              onChange={(e) =>
                setServers(servers.map((s) => (s.key === row.key ? { ...s, embed_code: e.target.value } : s)))
              }
            />
            {servers.length > 1 && (
              <Button size="sm" variant="ghost" onClick={() => setServers(servers.filter((s) => s.key !== row.key))}>
                {t.removeServer(i + 1)}
              </Button>
            )}
          </div>
        ))}
        <Button
          size="sm"
          variant="secondary"
          onClick={() =>
            setServers([
              ...servers,
              { key: nextKey.current++, name_server: t.serverN(servers.length + 1), embed_code: '' },
            ])
          }
        >
          {t.addServer}
        </Button>
      </fieldset>
      <div className={styles.row}>
        <Button type="submit" loading={busy} loadingLabel={t.publishing}>
          {t.publish}
        </Button>
        {published && (
          <p className={styles.muted} role="status">
            {t.published(published.number)} — <Link to={`/series/${published.series.series_id}`}>{t.openPublic}</Link> ·{' '}
            <Link to={`/admin/series/${published.series._id}`}>{t.openAdmin}</Link>
          </p>
        )}
      </div>
    </form>
  );
}
