import { Type, type TSchema } from 'typebox';
import {
  envelope,
  EpisodeCreateBody,
  EpisodeUpdateBody,
  SeasonCreateBody,
  SeasonUpdateBody,
  Series,
  ServerCreateBody,
  ServerUpdateBody,
} from '@ckb/contract';
import { staffSecurity, withConflict } from '../work-routes.ts';

const tags = ['series'];
const oneSeries = envelope(Type.Object({ series: Series }));
const id = Type.String({ maxLength: 64 });

const SeriesParams = Type.Object({ id });
const SeasonParams = Type.Object({ id, sessionId: id });
const EpisodeParams = Type.Object({ id, sessionId: id, epsodeId: id });
const ServerParams = Type.Object({ id, sessionId: id, epsodeId: id, serverId: id });

const base = (summary: string, description?: string) => ({
  summary: `${summary} (dev, owner, admin); answers the whole series`,
  ...(description ? { description } : {}),
  tags,
  security: staffSecurity,
});
const created = <P extends TSchema, B extends TSchema>(summary: string, params: P, body: B, description?: string) => ({
  ...base(summary, description),
  params,
  body,
  response: { 201: oneSeries, ...withConflict },
});
const changed = <P extends TSchema, B extends TSchema>(summary: string, params: P, body: B, description?: string) => ({
  ...base(summary, description),
  params,
  body,
  response: { 200: oneSeries, ...withConflict },
});
const removed = <P extends TSchema>(summary: string, params: P) => ({
  ...base(summary),
  params,
  response: { 200: oneSeries, ...withConflict },
});

const RENAME_NOTE = 'Not in SPEC §7: the admin screens need it. Any subset; a blank detail clears it.';

export const addSeasonSchema = created(
  'Add a season (session)',
  SeriesParams,
  SeasonCreateBody,
  '409 when the series already has a season with this name_session.',
);
export const updateSeasonSchema = changed(
  'Rename a season or change its detail',
  SeasonParams,
  SeasonUpdateBody,
  RENAME_NOTE,
);
export const deleteSeasonSchema = removed('Delete a season with its episodes and their servers', SeasonParams);

export const addEpisodeSchema = created(
  'Add an episode (epsode)',
  SeasonParams,
  EpisodeCreateBody,
  '409 when the season already has an episode with this name_epsode.',
);
export const updateEpisodeSchema = changed(
  'Renumber an episode or change its detail',
  EpisodeParams,
  EpisodeUpdateBody,
  RENAME_NOTE,
);
export const deleteEpisodeSchema = removed('Delete an episode with its servers', EpisodeParams);

export const addServerSchema = created('Add a server to an episode (server_epsode)', EpisodeParams, ServerCreateBody);
export const editServerSchema = changed('Change an episode server', ServerParams, ServerUpdateBody);
export const deleteServerSchema = removed('Remove an episode server', ServerParams);
