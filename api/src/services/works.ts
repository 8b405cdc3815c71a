import {
  NO_WORK_IMAGES,
  type CreditRole,
  type WorkKind,
  type WorkRow,
  type WorkType,
  type WorkUpdate,
} from '../db/schema.ts';
import { isId, newId } from '../db/ids.ts';
import { badRequest, notFound } from '../lib/http-errors.ts';
import { messages } from '../messages.ts';
import type { SessionUser } from '../plugins/auth.ts';
import type { Repositories } from '../plugins/database.ts';
import { WorksRepository } from '../repositories/works.ts';
import {
  MANGA_FIELDS,
  MOVIE_FIELDS,
  SERIES_FIELDS,
  type CreditIdsT,
  type MangaCreateBodyT,
  type MangaT,
  type MangaUpdateBodyT,
  type MovieCreateBodyT,
  type MovieT,
  type MovieUpdateBodyT,
  type SeriesCreateBodyT,
  type SeriesT,
  type SeriesUpdateBodyT,
  type WorkListQueryT,
} from '@ckb/contract';
import { searchKey } from '../search/key.ts';
import { genreIdsFrom } from './genres.ts';
import { parseSelect, pick, toManga, toMovie, toSeries, wants } from '../wire/works.ts';
import { listQuery, page, seesHidden, type Page } from './catalogue.ts';
import { removeFiles, toBool, type Ctx } from './context.ts';

/**
 * Works of every kind: lists, lookups (with the visibility rule), and create / update / delete with
 * credits. Nested parts (seasons, episodes, servers, sessions, chapters) are in seasons.ts and manga.ts;
 * they answer the whole parent through `workResponse`.
 */

export interface WireByKind {
  movie: MovieT;
  series: SeriesT;
  manga: MangaT;
}

/** The key of a single work in `{ data: { ... } }` (ARCHITECTURE §6). */
export const ENVELOPE_KEY = { movie: 'movie', series: 'series', manga: 'manga' } as const satisfies Record<
  WorkKind,
  string
>;

const FIELDS: Record<WorkKind, readonly string[]> = { movie: MOVIE_FIELDS, series: SERIES_FIELDS, manga: MANGA_FIELDS };

/** Rows -> wire objects, loading (for all rows at once) only the relations the selected fields need. */
export async function wireWorks<K extends WorkKind>(
  repos: Repositories,
  kind: K,
  rows: readonly WorkRow[],
  fields: Set<string> | null = null,
): Promise<Partial<WireByKind[K]>[]> {
  const ids = rows.map((r) => r.id);
  const credits = wants(fields, 'translator_id', 'designer_id', 'technique_id')
    ? await repos.works.creditsByWork(ids)
    : null;
  const creditsOf = (id: string) => credits?.get(id) ?? [];
  const genreMap = wants(fields, 'genres') ? await repos.genres.byWork(ids) : null;
  const genresOf = (id: string) => (genreMap?.get(id) ?? []).map((g) => ({ _id: g.id, slug: g.slug, name: g.name }));
  if (kind === 'movie') {
    const servers = wants(fields, 'server') ? await repos.works.serversByWork(ids) : null;
    return rows.map((row) =>
      pick(
        toMovie(row, { servers: servers?.get(row.id) ?? [], credits: creditsOf(row.id), genres: genresOf(row.id) }),
        fields,
      ),
    ) as Partial<WireByKind[K]>[];
  }
  if (kind === 'series') {
    const seasons = wants(fields, 'session') ? await repos.seasons.treeByWork(ids) : null;
    return rows.map((row) =>
      pick(
        toSeries(row, { seasons: seasons?.get(row.id) ?? [], credits: creditsOf(row.id), genres: genresOf(row.id) }),
        fields,
      ),
    ) as Partial<WireByKind[K]>[];
  }
  const sessions = wants(fields, 'session') ? await repos.manga.treeByWork(ids) : null;
  return rows.map((row) =>
    pick(
      toManga(row, { sessions: sessions?.get(row.id) ?? [], credits: creditsOf(row.id), genres: genresOf(row.id) }),
      fields,
    ),
  ) as Partial<WireByKind[K]>[];
}

export async function wireWork<K extends WorkKind>(repos: Repositories, kind: K, row: WorkRow): Promise<WireByKind[K]> {
  const [wire] = await wireWorks(repos, kind, [row]);
  return wire as WireByKind[K];
}

/**
 * `{ movie }`, `{ series }` or `{ manga }` for a work id: the "whole updated parent" that nested writes
 * and uploads answer (ARCHITECTURE §6). 404 when the work is gone.
 */
export async function workResponse(
  repos: Repositories,
  workId: string,
): Promise<{ movie: MovieT } | { series: SeriesT } | { manga: MangaT }> {
  const row = isId(workId) ? await repos.works.findById(workId) : undefined;
  if (!row) throw notFound(messages.workNotFound);
  const wire = await wireWork(repos, row.kind, row);
  return { [ENVELOPE_KEY[row.kind]]: wire } as { movie: MovieT } | { series: SeriesT } | { manga: MangaT };
}

/** GET /api/{movies|series|manga}: one page, relations loaded for the whole page at once. */
export async function listWorks<K extends WorkKind>(
  repos: Repositories,
  kind: K,
  query: WorkListQueryT,
  viewer: SessionUser | null,
): Promise<Page<Partial<WireByKind[K]>>> {
  const q = listQuery(kind, query, viewer);
  const fields = parseSelect(query.select, FIELDS[kind]);
  if (query.genre !== undefined) {
    // an unknown genre (renamed, deleted) lists nothing rather than everything
    const genre = await repos.genres.findBySlug(query.genre);
    if (!genre) return page([], 0, q.limit);
    q.genreId = genre.id;
  }
  const { rows, total } = await repos.works.list(q);
  return page(await wireWorks(repos, kind, rows, fields), total, q.limit);
}

/** A work of this kind, for writes (staff see everything): 404 otherwise. */
export async function requireWork(repos: Repositories, kind: WorkKind, id: string): Promise<WorkRow> {
  const row = isId(id) ? await repos.works.findById(id) : undefined;
  if (!row || row.kind !== kind) throw notFound(messages.workNotFound);
  return row;
}

/** A work of this kind the viewer may see: hidden works are 404 for the public. */
export async function visibleWork(
  repos: Repositories,
  kind: WorkKind,
  lookup: { id: string } | { number: number },
  viewer: SessionUser | null,
): Promise<WorkRow> {
  const row =
    'id' in lookup
      ? isId(lookup.id)
        ? await repos.works.findById(lookup.id)
        : undefined
      : await repos.works.findByNumber(kind, lookup.number);
  if (!row || row.kind !== kind || (!row.active_show && !seesHidden(viewer))) throw notFound(messages.workNotFound);
  return row;
}

// --- writes --------------------------------------------------------------------------------------

type AnyCreateBody = MovieCreateBodyT | SeriesCreateBodyT | MangaCreateBodyT;
type AnyUpdateBody = MovieUpdateBodyT | SeriesUpdateBodyT | MangaUpdateBodyT;
type BodyFields = Partial<MovieCreateBodyT & Omit<SeriesCreateBodyT, 'type'> & Omit<MangaCreateBodyT, 'type'>> & {
  type?: WorkType;
};

const PLAIN_TEXT = [
  'ar',
  'about',
  'country',
  'language',
  'date_publish',
  'imdb',
  'assessment',
  'director',
  'trailer',
  'author',
  'name_studio',
] as const;

/** Legacy manga status values of the original forms (SPEC §4) -> continue / finish. */
const MANGA_STATUS: Record<string, string> = {
  continue: 'continue',
  finish: 'finish',
  manga: 'continue',
  manhua: 'finish',
  anime: 'finish',
};

function title(value: string, field: string): string {
  const trimmed = value.trim();
  if (!trimmed) throw badRequest(messages.validation.blank(field));
  return trimmed;
}

/** Request body -> works columns (SPEC names -> column names; flags -> booleans). */
function columnsFrom(kind: WorkKind, body: BodyFields): WorkUpdate {
  const out: WorkUpdate = {};
  if (body.en !== undefined) out.en = title(body.en, 'en');
  if (body.ku !== undefined) out.ku = title(body.ku, 'ku');
  for (const key of PLAIN_TEXT) if (body[key] !== undefined) out[key] = body[key];
  if (body.or !== undefined) out.original_name = body.or;
  if (body.time !== undefined) out.time = body.time;
  if (body.budget !== undefined) out.budget = body.budget;
  if (body.revenue !== undefined) out.revenue = body.revenue;
  if (body.rating !== undefined) out.rating = body.rating;
  if (body.status !== undefined)
    out.status = kind === 'manga' ? (MANGA_STATUS[body.status] ?? body.status) : body.status;
  if (body.type !== undefined) out.type = body.type;
  if (body.active_show !== undefined) out.active_show = toBool(body.active_show);
  if (body.active_show_on_slide !== undefined) out.on_slide = toBool(body.active_show_on_slide);
  if (body.active_show_on_swiper !== undefined) out.on_slide = toBool(body.active_show_on_swiper);
  if (body.alt_titles !== undefined)
    out.alt_titles = [...new Set(body.alt_titles.map((t) => t.replace(/\s+/gu, ' ').trim()).filter(Boolean))].join(
      '\n',
    );
  return out;
}

const CREDIT_FIELDS: [CreditRole, 'translator_id' | 'designer_id' | 'technique_id'][] = [
  ['translator', 'translator_id'],
  ['designer', 'designer_id'],
  ['technique', 'technique_id'],
];

/** The credit lists present in the body, as checked user ids (400 naming the field for unknown ones). */
async function creditsFrom(
  repos: Repositories,
  body: Partial<Record<'translator_id' | 'designer_id' | 'technique_id', CreditIdsT>>,
): Promise<[CreditRole, string[]][]> {
  const lists: [CreditRole, string, string[]][] = [];
  for (const [role, field] of CREDIT_FIELDS) {
    const given = body[field];
    if (given === undefined) continue;
    const ids = [...new Set(given.map((item) => (typeof item === 'string' ? item : item._id).trim()))];
    const malformed = ids.find((id) => !isId(id));
    if (malformed !== undefined) throw badRequest(messages.unknownStaff(field, malformed));
    lists.push([role, field, ids]);
  }
  const existing = await repos.works.existingUserIds(lists.flatMap(([, , ids]) => ids));
  for (const [, field, ids] of lists) {
    const missing = ids.find((id) => !existing.has(id));
    if (missing !== undefined) throw badRequest(messages.unknownStaff(field, missing));
  }
  return lists.map(([role, , ids]) => [role, ids]);
}

const TITLE_COLUMNS = ['en', 'ku', 'ar', 'original_name', 'alt_titles'] as const;

const KIND_TYPE: Partial<Record<WorkKind, WorkType>> = { movie: 'anime', series: 'series' };

/** POST /api/{movies|series|manga}: takes the next public number of the kind (never reused). */
export async function createWork<K extends WorkKind>(ctx: Ctx, kind: K, body: AnyCreateBody): Promise<WireByKind[K]> {
  const columns = columnsFrom(kind, body as BodyFields);
  const credits = await creditsFrom(ctx.repos, body);
  const genres = await genreIdsFrom(ctx.repos, body.genres);
  const id = newId();
  const now = Date.now();
  await ctx.db.kysely.transaction().execute(async (trx) => {
    const number = await WorksRepository.reserveNumbers(trx, kind, 1);
    await ctx.repos.works.insert(trx, {
      ...columns,
      search_key: searchKey(columns),
      id,
      kind,
      number,
      type: KIND_TYPE[kind] ?? (body.type as WorkType),
      active_show: columns.active_show ?? true,
      on_slide: columns.on_slide ?? false,
      ...NO_WORK_IMAGES,
      time: columns.time ?? null,
      budget: columns.budget ?? null,
      revenue: columns.revenue ?? null,
      created_at: now,
      updated_at: now,
    });
    for (const [role, ids] of credits) await ctx.repos.works.replaceCredits(trx, id, role, ids);
    if (genres) await ctx.repos.genres.replaceForWork(trx, id, genres);
  });
  return wireWork(ctx.repos, kind, (await ctx.repos.works.findById(id)) as WorkRow);
}

/** PATCH /api/{movies|series|manga}/{id}: any subset (the full form, only a flag, only credits...). */
export async function updateWork<K extends WorkKind>(
  ctx: Ctx,
  kind: K,
  id: string,
  body: AnyUpdateBody,
): Promise<WireByKind[K]> {
  await requireWork(ctx.repos, kind, id);
  const columns = columnsFrom(kind, body as BodyFields);
  const credits = await creditsFrom(ctx.repos, body);
  const genres = await genreIdsFrom(ctx.repos, body.genres);
  await ctx.db.kysely.transaction().execute(async (trx) => {
    const before = await ctx.repos.works.lockCounted(trx, id, ctx.db.dialect === 'postgres');
    if (!before) throw notFound(messages.workNotFound);
    // the search key follows every title change, in the same transaction (issue 13)
    const key = TITLE_COLUMNS.some((c) => columns[c] !== undefined)
      ? { search_key: searchKey({ ...(await ctx.repos.works.titles(trx, id)), ...columns }) }
      : {};
    await ctx.repos.works.update(trx, id, { ...columns, ...key, updated_at: Date.now() }, before);
    for (const [role, ids] of credits) await ctx.repos.works.replaceCredits(trx, id, role, ids);
    if (genres) await ctx.repos.genres.replaceForWork(trx, id, genres);
  });
  return wireWork(ctx.repos, kind, await requireWork(ctx.repos, kind, id));
}

/**
 * DELETE /api/{movies|series|manga}/{id}: the work and everything under it (cascade), then its files.
 * Answers the work as it was.
 */
export async function deleteWork<K extends WorkKind>(ctx: Ctx, kind: K, id: string): Promise<WireByKind[K]> {
  const row = await requireWork(ctx.repos, kind, id);
  const before = await wireWork(ctx.repos, kind, row);
  const keys = await ctx.media.collectKeys({ work: id });
  await ctx.db.kysely.transaction().execute(async (trx) => {
    const current = await ctx.repos.works.lockCounted(trx, id, ctx.db.dialect === 'postgres');
    if (!current || !(await ctx.repos.works.delete(trx, id, current))) throw notFound(messages.workNotFound);
  });
  await removeFiles(ctx, keys);
  return before;
}
