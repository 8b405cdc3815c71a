import { moveToTrash, type Deleter } from '../trash/service.ts';
import type { Ctx } from './context.ts';
import type { GenreCreateBodyT, GenreOrderBodyT, GenreT, GenreUpdateBodyT } from '@ckb/contract';
import type { GenreRow } from '../db/schema.ts';
import { isId, newId } from '../db/ids.ts';
import { badRequest, conflict, notFound } from '../lib/http-errors.ts';
import { messages } from '../messages.ts';
import type { Repositories } from '../plugins/database.ts';

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

export async function createGenre(repos: Repositories, body: GenreCreateBodyT): Promise<GenreT> {
  await slugFree(repos, body.slug);
  const id = newId();
  await repos.genres.insert({
    id,
    slug: body.slug,
    name: cleanName(body.name),
    position: await repos.genres.nextPosition(),
    created_at: Date.now(),
  });
  return oneGenre(repos, id);
}

export async function updateGenre(repos: Repositories, id: string, body: GenreUpdateBodyT): Promise<GenreT> {
  await requireGenre(repos, id);
  if (body.slug !== undefined) await slugFree(repos, body.slug, id);
  await repos.genres.update(id, {
    ...(body.name !== undefined ? { name: cleanName(body.name) } : {}),
    ...(body.slug !== undefined ? { slug: body.slug } : {}),
  });
  return oneGenre(repos, id);
}

/** The new order must name every genre exactly once (a stale screen gets a 400, not a half order). */
export async function reorderGenres(repos: Repositories, body: GenreOrderBodyT): Promise<GenreT[]> {
  const all = await repos.genres.allIds();
  const given = new Set(body.ids);
  if (given.size !== body.ids.length || given.size !== all.length || !all.every((id) => given.has(id)))
    throw badRequest(messages.genreOrderIncomplete);
  await repos.genres.reorder(body.ids);
  return listGenres(repos);
}

/** To the trash with its place on every work (a restore puts it back on the works still there). */
export async function deleteGenre(ctx: Ctx, id: string, by: Deleter): Promise<GenreT> {
  const before = await oneGenre(ctx.repos, (await requireGenre(ctx.repos, id)).id);
  await moveToTrash(ctx, { kind: 'genre', id, by, notFound: () => notFound(messages.genreNotFound) });
  return before;
}

/** The genre list of a work's body, as checked genre ids (400 naming the field for unknown ones). */
export async function genreIdsFrom(
  repos: Repositories,
  given: readonly (string | { _id: string })[] | undefined,
): Promise<string[] | undefined> {
  if (given === undefined) return undefined;
  const ids = [...new Set(given.map((item) => (typeof item === 'string' ? item : item._id).trim()))];
  const malformed = ids.find((id) => !isId(id));
  if (malformed !== undefined) throw badRequest(messages.unknownGenre(malformed));
  const existing = await repos.genres.existingIds(ids);
  const missing = ids.find((id) => !existing.has(id));
  if (missing !== undefined) throw badRequest(messages.unknownGenre(missing));
  return ids;
}
