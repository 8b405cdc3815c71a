import { isId } from '../db/ids.ts';
import type { ServerRow } from '../db/schema.ts';
import { notFound } from '../lib/http-errors.ts';
import { messages } from '../messages.ts';
import { EPISODES, SEASONS } from '../numbered/levels.ts';
import { requireNumbered, type NumberedPath } from '../numbered/service.ts';
import type { Repositories } from '../plugins/database.ts';
import type { ServerParent } from '../repositories/servers.ts';
import type { MovieT, SeriesT, ServerCreateBodyT, ServerUpdateBodyT } from '@ckb/contract';
import { changesBetween, recordActivity, type Actor } from '../activity/record.ts';
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

async function requireServer(repos: Repositories, parent: ServerParent, serverId: string): Promise<ServerRow> {
  const server = isId(serverId) ? await repos.servers.find(parent, serverId) : undefined;
  if (!server) throw notFound(messages.serverNotFound);
  return server;
}

const series = (repos: Repositories, id: string) => wholeWork(repos, 'series', id);
const movie = (repos: Repositories, id: string) => wholeWork(repos, 'movie', id);

/** The episode's id, after checking the path to it. */
const requireEpisode = (repos: Repositories, path: EpisodePath) => requireNumbered(repos, EPISODE, path);

/** One entry per server write; `work` is the film or the series, so the work's own history shows it. */
async function record(
  ctx: Ctx,
  actor: Actor,
  action: 'create' | 'edit' | 'delete',
  work: string,
  server: { id: string; name_server: string; embed_code?: string },
  before?: ServerRow,
): Promise<void> {
  const changes = before ? changesBetween(pickServer(before), pickServer(server)) : null;
  await recordActivity(ctx.db.kysely, {
    actor,
    action,
    kind: 'server',
    target: server.id,
    work,
    label: server.name_server,
    changes,
  });
}
const pickServer = (s: { name_server: string; embed_code?: string }) => ({
  name_server: s.name_server,
  embed_code: s.embed_code,
});

// --- episode servers

export async function addEpisodeServer(ctx: Ctx, actor: Actor, path: EpisodePath, body: ServerCreateBodyT) {
  const episode = await requireEpisode(ctx.repos, path);
  const id = await ctx.repos.servers.insert({ episode }, body);
  await record(ctx, actor, 'create', path.work, { id, ...body });
  return series(ctx.repos, path.work);
}

export async function editEpisodeServer(
  ctx: Ctx,
  actor: Actor,
  path: EpisodePath,
  serverId: string,
  body: ServerUpdateBodyT,
): Promise<SeriesT> {
  const episode = await requireEpisode(ctx.repos, path);
  const before = await requireServer(ctx.repos, { episode }, serverId);
  await ctx.repos.servers.update(serverId, body);
  await record(ctx, actor, 'edit', path.work, { ...before, ...body }, before);
  return series(ctx.repos, path.work);
}

export async function deleteEpisodeServer(
  ctx: Ctx,
  actor: Actor,
  path: EpisodePath,
  serverId: string,
): Promise<SeriesT> {
  const episode = await requireEpisode(ctx.repos, path);
  const before = await requireServer(ctx.repos, { episode }, serverId);
  await ctx.repos.servers.delete(serverId);
  await record(ctx, actor, 'delete', path.work, before);
  return series(ctx.repos, path.work);
}

// --- film servers

export async function addMovieServer(
  ctx: Ctx,
  actor: Actor,
  movieId: string,
  body: ServerCreateBodyT,
): Promise<MovieT> {
  await requireWork(ctx.repos, 'movie', movieId);
  const id = await ctx.repos.servers.insert({ work: movieId }, body);
  await record(ctx, actor, 'create', movieId, { id, ...body });
  return movie(ctx.repos, movieId);
}

export async function editMovieServer(
  ctx: Ctx,
  actor: Actor,
  movieId: string,
  serverId: string,
  body: ServerUpdateBodyT,
): Promise<MovieT> {
  await requireWork(ctx.repos, 'movie', movieId);
  const before = await requireServer(ctx.repos, { work: movieId }, serverId);
  await ctx.repos.servers.update(serverId, body);
  await record(ctx, actor, 'edit', movieId, { ...before, ...body }, before);
  return movie(ctx.repos, movieId);
}

export async function deleteMovieServer(ctx: Ctx, actor: Actor, movieId: string, serverId: string): Promise<MovieT> {
  await requireWork(ctx.repos, 'movie', movieId);
  const before = await requireServer(ctx.repos, { work: movieId }, serverId);
  await ctx.repos.servers.delete(serverId);
  await record(ctx, actor, 'delete', movieId, before);
  return movie(ctx.repos, movieId);
}
