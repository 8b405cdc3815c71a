import { listedIds } from './listed-ids.ts';
import { moveToTrash, type Deleter } from '../trash/service.ts';
import type { GenreCreateBodyT, GenreOrderBodyT, GenreT, GenreUpdateBodyT } from '@ckb/contract';
import type { GenreRow } from '../db/schema.ts';
import { isId, newId } from '../db/ids.ts';
import { badRequest, conflict, notFound } from '../lib/http-errors.ts';
import { messages } from '../messages.ts';
import type { Repositories } from '../plugins/database.ts';
import { changesBetween, recordActivity, type Actor } from '../activity/record.ts';
import type { Ctx } from './context.ts';

/** Genres: the public list and the staff's create / rename / reorder / delete. */

const toGenre = (row: GenreRow & { works?: number }): GenreT => ({
  _id: row.id,
  slug: row.slug,
  name: row.name,
  position: row.position,
  works: row.works ?? 0,
});

export async function listGenres(repos: Repositories): Promise<GenreT[]> {
  return (await repos.genres.list()).map(toGenre);
}

async function requireGenre(repos: Repositories, id: string): Promise<GenreRow> {
  const row = isId(id) ? await repos.genres.findById(id) : undefined;
  if (!row) throw notFound(messages.genreNotFound);
  return row;
}

async function oneGenre(repos: Repositories, id: string): Promise<GenreT> {
  const found = (await repos.genres.list()).find((g) => g.id === id);
  if (!found) throw notFound(messages.genreNotFound);
  return toGenre(found);
}

async function slugFree(repos: Repositories, slug: string, self?: string): Promise<void> {
  const other = await repos.genres.findBySlug(slug);
  if (other && other.id !== self) throw conflict(messages.genreSlugTaken(slug));
}

const cleanName = (name: string): string => name.replace(/\s+/gu, ' ').trim();

export async function createGenre(ctx: Ctx, actor: Actor, body: GenreCreateBodyT): Promise<GenreT> {
  const { repos } = ctx;
  await slugFree(repos, body.slug);
  const id = newId();
  await repos.genres.insert({
    id,
    slug: body.slug,
    name: cleanName(body.name),
    position: await repos.genres.nextPosition(),
    created_at: Date.now(),
  });
  const genre = await oneGenre(repos, id);
  await recordActivity(ctx.db.kysely, { actor, action: 'create', kind: 'genre', target: id, label: genre.name });
  return genre;
}

export async function updateGenre(ctx: Ctx, actor: Actor, id: string, body: GenreUpdateBodyT): Promise<GenreT> {
  const { repos } = ctx;
  const before = await requireGenre(repos, id);
  if (body.slug !== undefined) await slugFree(repos, body.slug, id);
  await repos.genres.update(id, {
    ...(body.name !== undefined ? { name: cleanName(body.name) } : {}),
    ...(body.slug !== undefined ? { slug: body.slug } : {}),
  });
  const genre = await oneGenre(repos, id);
  const changes = changesBetween({ name: before.name, slug: before.slug }, { name: genre.name, slug: genre.slug });
  await recordActivity(ctx.db.kysely, { actor, action: 'edit', kind: 'genre', target: id, label: genre.name, changes });
  return genre;
}

/** The new order must name every genre exactly once (a stale screen gets a 400, not a half order). */
export async function reorderGenres(ctx: Ctx, actor: Actor, body: GenreOrderBodyT): Promise<GenreT[]> {
  const { repos } = ctx;
  const all = await repos.genres.allIds();
  const given = new Set(body.ids);
  if (given.size !== body.ids.length || given.size !== all.length || !all.every((id) => given.has(id)))
    throw badRequest(messages.genreOrderIncomplete);
  const before = await listGenres(repos);
  await repos.genres.reorder(body.ids);
  const after = await listGenres(repos);
  const names = (list: GenreT[]) => list.map((g) => g.name);
  await recordActivity(ctx.db.kysely, {
    actor,
    action: 'reorder',
    kind: 'genre',
    target: body.ids[0] ?? '',
    label: names(after).join('، '),
    changes: { order: [names(before), names(after)] },
  });
  return after;
}

/** To the trash with its place on every work (a restore puts it back on the works still there). */
export async function deleteGenre(ctx: Ctx, actor: Actor, id: string, by: Deleter): Promise<GenreT> {
  const before = await oneGenre(ctx.repos, (await requireGenre(ctx.repos, id)).id);
  await moveToTrash(ctx, {
    kind: 'genre',
    id,
    by,
    notFound: () => notFound(messages.genreNotFound),
    record: (trx) => recordActivity(trx, { actor, action: 'delete', kind: 'genre', target: id, label: before.name }),
  });
  return before;
}

/** The genre list of a work's body, as checked genre ids (400 naming the field for unknown ones). */
export async function genreIdsFrom(
  repos: Repositories,
  given: readonly (string | { _id: string })[] | undefined,
): Promise<string[] | undefined> {
  if (given === undefined) return undefined;
  const ids = listedIds('genres', given);
  const malformed = ids.find((id) => !isId(id));
  if (malformed !== undefined) throw badRequest(messages.unknownGenre(malformed));
  const existing = await repos.genres.existingIds(ids);
  const missing = ids.find((id) => !existing.has(id));
  if (missing !== undefined) throw badRequest(messages.unknownGenre(missing));
  return ids;
}
