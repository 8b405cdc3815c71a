import { isId } from '../db/ids.ts';
import { isAllowed } from '@ckb/contract/roles';
import { badRequest, conflict, forbidden, notFound } from '../lib/http-errors.ts';
import { messages } from '../messages.ts';
import type { Repositories } from '../plugins/database.ts';
import type { Ctx } from '../services/context.ts';
import { moveToTrash, type Deleter } from '../trash/service.ts';
import { wholeWork, type WireByKind } from '../services/work-wire.ts';
import { requireWork } from '../services/works.ts';
import type { LevelPlace, NumberedBody, NumberedLevel, NumberedTable } from './levels.ts';
import { changesBetween, recordActivity, type Actor } from '../activity/record.ts';
import type { ActivityKind, PublishBodyT } from '@ckb/contract';
import type { SessionUser } from '../plugins/auth.ts';
import { hasRelease } from './release.ts';

/**
 * The rules of every level, written once. Every write checks the whole path (a season of another series,
 * an episode of another season: 404 with the level's own message), refuses a number or name a sibling
 * already has (409), and answers the whole updated work (ARCHITECTURE §6). A delete takes what hangs
 * under the row by cascade, and then the files of the level's media, if any.
 */

/** The kind of work a level is under, and the levels between the work and it (none for the top). */
interface Above<K extends 'series' | 'manga' = 'series' | 'manga'> {
  kind: K;
  above: readonly LevelPlace[];
}

/** Where a level is. */
export interface Place<
  V extends number | string,
  W extends string,
  K extends 'series' | 'manga' = 'series' | 'manga',
> extends Above<K> {
  level: NumberedLevel<V, W>;
}

/**
 * The ids of a path: the work's, then one per level from the top down, to the parent of a new row
 * (add) or to the row itself (change, delete).
 */
export interface NumberedPath {
  work: string;
  ids: readonly string[];
}

/** Optional detail: blank is stored as none (SPEC §5 "sent only if non-blank"). */
const detailIn = (detail: string | undefined): string | null | undefined =>
  detail === undefined ? undefined : detail.trim() === '' ? null : detail.trim();

/** 404 unless the path's work and each id above `place.level` hold; answers the parent's id. */
async function requireParent(repos: Repositories, place: Above, path: NumberedPath): Promise<string> {
  await requireWork(repos, place.kind, path.work);
  let parent = path.work;
  for (const [depth, level] of place.above.entries()) {
    parent = await requireRow(repos, level, parent, path.ids[depth]);
  }
  return parent;
}

async function requireRow(
  repos: Repositories,
  level: LevelPlace,
  parent: string,
  id: string | undefined,
): Promise<string> {
  if (id === undefined || !isId(id) || !(await repos.numbered.exists(level, parent, id))) {
    throw notFound(level.notFound);
  }
  return id;
}

/** The row the path names, with its parent: for a change or a delete. */
async function requireTarget<V extends number | string, W extends string>(
  repos: Repositories,
  place: Place<V, W>,
  path: NumberedPath,
): Promise<{ parent: string; id: string }> {
  const parent = await requireParent(repos, place, path);
  return { parent, id: await requireRow(repos, place.level, parent, path.ids[place.above.length]) };
}

/** The body's number or name as the level stores it (400 for a blank chapter name); undefined if absent. */
function valueIn<V extends number | string, W extends string>(
  level: NumberedLevel<V, W>,
  body: NumberedBody,
): V | undefined {
  const given = body[level.wire];
  // the schemas never let a null number or name through
  return given === undefined || given === null ? undefined : level.clean(level.read(given));
}

async function refuseTaken<V extends number | string, W extends string>(
  repos: Repositories,
  level: NumberedLevel<V, W>,
  parent: string,
  value: V,
  exceptId?: string,
): Promise<void> {
  if (await repos.numbered.taken(level, parent, value, exceptId)) throw conflict(level.exists(value));
}

/** How the history names each level's rows. */
const ACTIVITY_KIND: Record<NumberedTable, ActivityKind> = {
  seasons: 'season',
  episodes: 'episode',
  manga_sessions: 'session',
  chapters: 'chapter',
};

/** A row as the history compares it: its number or name under the wire name, and its detail. */
async function described(ctx: Ctx, level: LevelPlace & { wire: string }, id: string) {
  const row = await ctx.repos.numbered.one(level, id);
  return { [level.wire]: row?.value ?? null, detail: row?.detail ?? '' };
}

/**
 * The release time a create body asks for, on a level that has one: absent is a draft (new episodes and
 * chapters are drafts until published), a time publishes or schedules; only for those who may publish.
 */
export function releaseIn(
  level: Pick<NumberedLevel<number | string, string>, 'table' | 'permissions'>,
  user: SessionUser,
  publishAt: number | null | undefined,
): { publishAt: number | null; createdBy: string | null } {
  if (!hasRelease(level.table)) return { publishAt: null, createdBy: null };
  if (publishAt !== undefined && publishAt !== null && !mayPublish(level, user))
    throw forbidden(messages.publishForbidden);
  return { publishAt: releaseTime(publishAt ?? null), createdBy: user.id };
}

/**
 * A release time as stored: a time not ahead of the server's clock is "now" by that clock (so a client's
 * clock never decides when "now" is, and PUBLISH_NOW = 0 means now); null stays a draft.
 */
const releaseTime = (at: number | null, now = Date.now()): number | null => (at === null ? null : Math.max(at, now));

const mayPublish = (level: Pick<NumberedLevel<number | string, string>, 'permissions'>, user: SessionUser) =>
  isAllowed(user, level.permissions.publish ?? level.permissions.update);

export async function addNumbered<V extends number | string, W extends string, K extends 'series' | 'manga'>(
  ctx: Ctx,
  actor: SessionUser,
  place: Place<V, W, K>,
  path: NumberedPath,
  body: NumberedBody,
): Promise<WireByKind[K]> {
  const { level } = place;
  const parent = await requireParent(ctx.repos, place, path);
  const value = valueIn(level, body);
  // the level's schema has refused such a body already
  if (value === undefined) throw badRequest(messages.validation.required(level.wire));
  const release = releaseIn(level, actor, body.publish_at);
  await refuseTaken(ctx.repos, level, parent, value);
  const id = await ctx.repos.numbered.insert(level, parent, value, detailIn(body.detail) ?? null, release);
  await recordActivity(ctx.db.kysely, {
    actor,
    action: 'create',
    kind: ACTIVITY_KIND[level.table],
    target: id,
    work: path.work,
    label: String(value),
  });
  return wholeWork(ctx.repos, place.kind, path.work);
}

export async function updateNumbered<V extends number | string, W extends string, K extends 'series' | 'manga'>(
  ctx: Ctx,
  actor: Actor,
  place: Place<V, W, K>,
  path: NumberedPath,
  body: NumberedBody,
): Promise<WireByKind[K]> {
  const { level } = place;
  const { parent, id } = await requireTarget(ctx.repos, place, path);
  const value = valueIn(level, body);
  if (value !== undefined) await refuseTaken(ctx.repos, level, parent, value, id);
  const was = await described(ctx, level, id);
  await ctx.repos.numbered.update(level, id, { value, detail: detailIn(body.detail) });
  const is = await described(ctx, level, id);
  await recordActivity(ctx.db.kysely, {
    actor,
    action: 'edit',
    kind: ACTIVITY_KIND[level.table],
    target: id,
    work: path.work,
    label: String(is[level.wire]),
    changes: changesBetween(was, is),
  });
  return wholeWork(ctx.repos, place.kind, path.work);
}

export async function deleteNumbered<V extends number | string, W extends string, K extends 'series' | 'manga'>(
  ctx: Ctx,
  actor: Actor,
  place: Place<V, W, K>,
  path: NumberedPath,
  by: Deleter,
): Promise<WireByKind[K]> {
  const { level } = place;
  const { id } = await requireTarget(ctx.repos, place, path);
  const was = await described(ctx, level, id);
  // to the trash with everything under it; the files stay until a purge
  await moveToTrash(ctx, {
    kind: level.trash,
    id,
    by,
    notFound: () => notFound(level.notFound),
    record: (trx) =>
      recordActivity(trx, {
        actor,
        action: 'delete',
        kind: ACTIVITY_KIND[level.table],
        target: id,
        work: path.work,
        label: String(was[level.wire]),
      }),
  });
  return wholeWork(ctx.repos, place.kind, path.work);
}

/**
 * POST …/{param}/publish: publish now (no `publish_at`, or a time already past), schedule (a later time) or
 * take back to a draft (null). The release clock (release-clock.ts) clears the caches when a scheduled time
 * comes; this write clears them at once, like every write.
 */
export async function publishNumbered<V extends number | string, W extends string, K extends 'series' | 'manga'>(
  ctx: Ctx,
  actor: Actor,
  place: Place<V, W, K>,
  path: NumberedPath,
  body: PublishBodyT,
  now = Date.now(),
): Promise<WireByKind[K]> {
  const { level } = place;
  const table = level.table;
  // only the levels with a release time get the call (routes.ts)
  if (!hasRelease(table)) throw notFound(level.notFound);
  const { id } = await requireTarget(ctx.repos, place, path);
  const was = await ctx.repos.numbered.releaseOf(table, id);
  const at = body.publish_at === undefined ? now : releaseTime(body.publish_at, now);
  await ctx.repos.numbered.setRelease(table, id, at);
  const is = await described(ctx, level, id);
  await recordActivity(ctx.db.kysely, {
    actor,
    action: 'edit',
    kind: ACTIVITY_KIND[table],
    target: id,
    work: path.work,
    label: String(is[level.wire]),
    changes: changesBetween({ publish_at: was ?? null }, { publish_at: at }),
  });
  return wholeWork(ctx.repos, place.kind, path.work);
}

/** 404 unless each id of the path holds, down to the row of `place.level`; answers the row's id. */
export async function requireNumbered<V extends number | string, W extends string>(
  repos: Repositories,
  place: Place<V, W>,
  path: NumberedPath,
): Promise<string> {
  return (await requireTarget(repos, place, path)).id;
}
