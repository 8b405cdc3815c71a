import { isId } from '../db/ids.ts';
import type { ServerRow } from '../db/schema.ts';
import { notFound } from '../lib/http-errors.ts';
import { messages } from '../messages.ts';
import { EPISODES, SEASONS } from '../numbered/levels.ts';
import { requireNumbered, type NumberedPath } from '../numbered/service.ts';
import type { Repositories } from '../plugins/database.ts';
import type { ServerParent } from '../repositories/servers.ts';
import type { MovieT, SeriesT, ServerCreateBodyT, ServerUpdateBodyT } from '@ckb/contract';
import { moveToTrash, type Deleter } from '../trash/service.ts';
import type { Ctx } from './context.ts';
import { wholeWork } from './work-wire.ts';
import { requireWork } from './works.ts';

/**
 * Streaming servers: of an episode (under its season and series: the whole path is checked, 404 with
 * each level's own message) and of a film. Every write answers the whole series or film.
 */

const EPISODE = { kind: 'series', above: [SEASONS], level: EPISODES } as const;

/** `work` the series, `ids` its season's and episode's. */
export type EpisodePath = NumberedPath;

const serverNotFound = () => notFound(messages.serverNotFound);

async function requireServer(repos: Repositories, parent: ServerParent, serverId: string): Promise<ServerRow> {
  const server = isId(serverId) ? await repos.servers.find(parent, serverId) : undefined;
  if (!server) throw serverNotFound();
  return server;
}

const series = (repos: Repositories, id: string) => wholeWork(repos, 'series', id);
const movie = (repos: Repositories, id: string) => wholeWork(repos, 'movie', id);

/** The episode's id, after checking the path to it. */
const requireEpisode = (repos: Repositories, path: EpisodePath) => requireNumbered(repos, EPISODE, path);

// --- episode servers

export async function addEpisodeServer(repos: Repositories, path: EpisodePath, body: ServerCreateBodyT) {
  const episode = await requireEpisode(repos, path);
  await repos.servers.insert({ episode }, body);
  return series(repos, path.work);
}

export async function editEpisodeServer(
  repos: Repositories,
  path: EpisodePath,
  serverId: string,
  body: ServerUpdateBodyT,
): Promise<SeriesT> {
  const episode = await requireEpisode(repos, path);
  await requireServer(repos, { episode }, serverId);
  await repos.servers.update(serverId, body);
  return series(repos, path.work);
}

/** To the trash with its visitors' reports (a restore brings both back). */
export async function deleteEpisodeServer(
  ctx: Ctx,
  path: EpisodePath,
  serverId: string,
  by: Deleter,
): Promise<SeriesT> {
  const episode = await requireEpisode(ctx.repos, path);
  await requireServer(ctx.repos, { episode }, serverId);
  await moveToTrash(ctx, { kind: 'server', id: serverId, by, notFound: serverNotFound });
  return series(ctx.repos, path.work);
}

// --- film servers

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

export async function deleteMovieServer(ctx: Ctx, movieId: string, serverId: string, by: Deleter): Promise<MovieT> {
  await requireWork(ctx.repos, 'movie', movieId);
  await requireServer(ctx.repos, { work: movieId }, serverId);
  await moveToTrash(ctx, { kind: 'server', id: serverId, by, notFound: serverNotFound });
  return movie(ctx.repos, movieId);
}
