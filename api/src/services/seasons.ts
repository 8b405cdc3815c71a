import { isId } from '../db/ids.ts';
import type { EpisodeRow, SeasonRow, ServerRow } from '../db/schema.ts';
import { conflict, notFound } from '../lib/http-errors.ts';
import { messages } from '../messages.ts';
import type { Repositories } from '../plugins/database.ts';
import type { ServerParent } from '../repositories/servers.ts';
import type {
  EpisodeCreateBodyT,
  EpisodeUpdateBodyT,
  MovieT,
  SeasonCreateBodyT,
  SeasonUpdateBodyT,
  SeriesT,
  ServerCreateBodyT,
  ServerUpdateBodyT,
} from '@ckb/contract';
import { requireWork, wireWork } from './works.ts';

/**
 * Seasons (`session`), episodes (`epsode`) and servers of a series, and the servers of a film.
 * Every write checks the whole path (a season of another series is 404) and answers the whole
 * updated parent (ARCHITECTURE §6).
 */

/** Optional detail: blank is stored as none (SPEC §5 "sent only if non-blank"). */
export const detailIn = (detail: string | undefined): string | null | undefined =>
  detail === undefined ? undefined : detail.trim() === '' ? null : detail.trim();

async function series(repos: Repositories, id: string): Promise<SeriesT> {
  return wireWork(repos, 'series', await requireWork(repos, 'series', id));
}

async function requireSeason(repos: Repositories, seriesId: string, seasonId: string): Promise<SeasonRow> {
  await requireWork(repos, 'series', seriesId);
  const season = isId(seasonId) ? await repos.seasons.findSeason(seriesId, seasonId) : undefined;
  if (!season) throw notFound(messages.seasonNotFound);
  return season;
}

async function requireEpisode(
  repos: Repositories,
  path: { seriesId: string; seasonId: string; episodeId: string },
): Promise<EpisodeRow> {
  await requireSeason(repos, path.seriesId, path.seasonId);
  const episode = isId(path.episodeId) ? await repos.seasons.findEpisode(path.seasonId, path.episodeId) : undefined;
  if (!episode) throw notFound(messages.episodeNotFound);
  return episode;
}

async function requireServer(repos: Repositories, parent: ServerParent, serverId: string): Promise<ServerRow> {
  const server = isId(serverId) ? await repos.servers.find(parent, serverId) : undefined;
  if (!server) throw notFound(messages.serverNotFound);
  return server;
}

// --- seasons

export async function addSeason(repos: Repositories, seriesId: string, body: SeasonCreateBodyT): Promise<SeriesT> {
  await requireWork(repos, 'series', seriesId);
  if (await repos.seasons.seasonNumberTaken(seriesId, body.name_session)) {
    throw conflict(messages.seasonExists(body.name_session));
  }
  await repos.seasons.insertSeason(seriesId, body.name_session, detailIn(body.detail) ?? null);
  return series(repos, seriesId);
}

export async function updateSeason(
  repos: Repositories,
  seriesId: string,
  seasonId: string,
  body: SeasonUpdateBodyT,
): Promise<SeriesT> {
  await requireSeason(repos, seriesId, seasonId);
  if (
    body.name_session !== undefined &&
    (await repos.seasons.seasonNumberTaken(seriesId, body.name_session, seasonId))
  ) {
    throw conflict(messages.seasonExists(body.name_session));
  }
  const detail = detailIn(body.detail);
  await repos.seasons.updateSeason(seasonId, {
    ...(body.name_session !== undefined ? { number: body.name_session } : {}),
    ...(detail !== undefined ? { detail } : {}),
  });
  return series(repos, seriesId);
}

/** The season, its episodes and their servers. */
export async function deleteSeason(repos: Repositories, seriesId: string, seasonId: string): Promise<SeriesT> {
  await requireSeason(repos, seriesId, seasonId);
  await repos.seasons.deleteSeason(seasonId);
  return series(repos, seriesId);
}

// --- episodes

export async function addEpisode(
  repos: Repositories,
  seriesId: string,
  seasonId: string,
  body: EpisodeCreateBodyT,
): Promise<SeriesT> {
  await requireSeason(repos, seriesId, seasonId);
  if (await repos.seasons.episodeNumberTaken(seasonId, body.name_epsode)) {
    throw conflict(messages.episodeExists(body.name_epsode));
  }
  await repos.seasons.insertEpisode(seasonId, body.name_epsode, detailIn(body.detail) ?? null);
  return series(repos, seriesId);
}

export async function updateEpisode(
  repos: Repositories,
  path: { seriesId: string; seasonId: string; episodeId: string },
  body: EpisodeUpdateBodyT,
): Promise<SeriesT> {
  await requireEpisode(repos, path);
  if (
    body.name_epsode !== undefined &&
    (await repos.seasons.episodeNumberTaken(path.seasonId, body.name_epsode, path.episodeId))
  ) {
    throw conflict(messages.episodeExists(body.name_epsode));
  }
  const detail = detailIn(body.detail);
  await repos.seasons.updateEpisode(path.episodeId, {
    ...(body.name_epsode !== undefined ? { number: body.name_epsode } : {}),
    ...(detail !== undefined ? { detail } : {}),
  });
  return series(repos, path.seriesId);
}

export async function deleteEpisode(
  repos: Repositories,
  path: { seriesId: string; seasonId: string; episodeId: string },
): Promise<SeriesT> {
  await requireEpisode(repos, path);
  await repos.seasons.deleteEpisode(path.episodeId);
  return series(repos, path.seriesId);
}

// --- episode servers

type EpisodePath = { seriesId: string; seasonId: string; episodeId: string };

export async function addEpisodeServer(repos: Repositories, path: EpisodePath, body: ServerCreateBodyT) {
  await requireEpisode(repos, path);
  await repos.servers.insert({ episode: path.episodeId }, body);
  return series(repos, path.seriesId);
}

export async function editEpisodeServer(
  repos: Repositories,
  path: EpisodePath & { serverId: string },
  body: ServerUpdateBodyT,
): Promise<SeriesT> {
  await requireEpisode(repos, path);
  await requireServer(repos, { episode: path.episodeId }, path.serverId);
  await repos.servers.update(path.serverId, body);
  return series(repos, path.seriesId);
}

export async function deleteEpisodeServer(
  repos: Repositories,
  path: EpisodePath & { serverId: string },
): Promise<SeriesT> {
  await requireEpisode(repos, path);
  await requireServer(repos, { episode: path.episodeId }, path.serverId);
  await repos.servers.delete(path.serverId);
  return series(repos, path.seriesId);
}

// --- film servers

async function movie(repos: Repositories, id: string): Promise<MovieT> {
  return wireWork(repos, 'movie', await requireWork(repos, 'movie', id));
}

export async function addMovieServer(repos: Repositories, movieId: string, body: ServerCreateBodyT): Promise<MovieT> {
  await requireWork(repos, 'movie', movieId);
  await repos.servers.insert({ work: movieId }, body);
  return movie(repos, movieId);
}

export async function editMovieServer(
  repos: Repositories,
  movieId: string,
  serverId: string,
  body: ServerUpdateBodyT,
): Promise<MovieT> {
  await requireWork(repos, 'movie', movieId);
  await requireServer(repos, { work: movieId }, serverId);
  await repos.servers.update(serverId, body);
  return movie(repos, movieId);
}

export async function deleteMovieServer(repos: Repositories, movieId: string, serverId: string): Promise<MovieT> {
  await requireWork(repos, 'movie', movieId);
  await requireServer(repos, { work: movieId }, serverId);
  await repos.servers.delete(serverId);
  return movie(repos, movieId);
}
