import { EPISODE_RANGE_MAX, EpisodeRangeBody, type EpisodeRangeBodyT, type SeriesT } from '@ckb/contract';
import { recordActivity } from '../activity/record.ts';
import type { SessionUser } from '../plugins/auth.ts';
import { requireRole, signedIn } from '../auth/guards.ts';
import { badRequest, conflict } from '../lib/http-errors.ts';
import { messages } from '../messages.ts';
import { ServersRepository } from '../repositories/servers.ts';
import type { Ctx } from '../services/context.ts';
import { wholeWork } from '../services/work-wire.ts';
import type { App } from '../types.ts';
import { EPISODES, SEASONS, SERIES_PARTS } from './levels.ts';
import { NumberedRepository } from './repository.ts';
import { pathParams, wholeWorkSchemas } from './schemas.ts';
import { releaseIn, requireNumbered } from './service.ts';

/**
 * A season's episodes N to M added at once, each with the same servers (`{n}` in a server's name or
 * embed code becomes the episode's number): what a team does when a whole season goes up. All or
 * nothing, in one transaction: a number the season already has, or more than EPISODE_RANGE_MAX
 * episodes, and nothing is added.
 */

const SEASON = { kind: 'series', above: [], level: SEASONS } as const;

/** `{n}` (any number of times) becomes the episode number, in Latin digits as players expect in URLs. */
export const fillPattern = (pattern: string, episode: number): string => pattern.replaceAll('{n}', String(episode));

export async function addEpisodeRange(
  ctx: Ctx,
  actor: SessionUser,
  path: { work: string; season: string },
  body: EpisodeRangeBodyT,
): Promise<SeriesT> {
  const season = await requireNumbered(ctx.repos, SEASON, { work: path.work, ids: [path.season] });
  // drafts unless the body says when (and the caller may publish), like one episode
  const release = releaseIn(EPISODES, actor, body.publish_at);
  if (body.from > body.to) throw badRequest(messages.episodeRangeBackwards);
  const count = body.to - body.from + 1;
  if (count > EPISODE_RANGE_MAX) throw badRequest(messages.episodeRangeTooLong(EPISODE_RANGE_MAX));

  await ctx.db.kysely.transaction().execute(async (trx) => {
    const taken = await trx
      .selectFrom('episodes')
      .select('number')
      .where('season_id', '=', season)
      .where('number', '>=', body.from)
      .where('number', '<=', body.to)
      .orderBy('number')
      .execute();
    if (taken.length > 0) throw conflict(messages.episodeRangeTaken(taken.map((row) => Number(row.number))));
    const numbered = new NumberedRepository(trx);
    const servers = new ServersRepository(trx);
    const now = Date.now();
    for (let episode = body.from; episode <= body.to; episode++) {
      const id = await numbered.insert(EPISODES, season, episode, null, release, now);
      for (const server of body.servers) {
        await servers.insert(
          { episode: id },
          {
            name_server: fillPattern(server.name_server, episode),
            embed_code: fillPattern(server.embed_code, episode),
          },
          now,
        );
      }
      await recordActivity(trx, {
        actor,
        action: 'create',
        kind: 'episode',
        target: id,
        work: path.work,
        label: String(episode),
      });
    }
  });
  return wholeWork(ctx.repos, 'series', path.work);
}

export function registerEpisodeRange(app: App): void {
  const schemas = wholeWorkSchemas(SERIES_PARTS);
  app.post(
    '/series/:id/session/:sessionId/epsode/range',
    {
      schema: schemas.created(
        'Add episodes from..to to a season, each with the same servers',
        pathParams(['sessionId']),
        EpisodeRangeBody,
        `{n} in a server's name_server or embed_code becomes the episode number. All or nothing: 409 naming ` +
          `the numbers the season already has; 400 when from > to or more than ${EPISODE_RANGE_MAX} episodes. ` +
          'Needs the rights to add episodes and servers.',
      ),
      onRequest: [requireRole(EPISODES.permissions.create), requireRole('series.servers.create')],
    },
    async (request, reply) => {
      const { id, sessionId } = request.params as { id: string; sessionId: string };
      const series = await addEpisodeRange(
        app,
        signedIn(request),
        { work: id, season: sessionId },
        request.body as EpisodeRangeBodyT,
      );
      return reply.code(201).send({ data: { series } });
    },
  );
}
