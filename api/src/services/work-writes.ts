import { listedIds } from './listed-ids.ts';
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
import type { Repositories } from '../plugins/database.ts';
import { WorksRepository } from '../repositories/works.ts';
import type {
  CreditIdsT,
  MangaCreateBodyT,
  MangaUpdateBodyT,
  MovieCreateBodyT,
  MovieUpdateBodyT,
  SeriesCreateBodyT,
  SeriesUpdateBodyT,
} from '@ckb/contract';
import { searchKey } from '../search/key.ts';
import { changesBetween, recordActivity, type Actor } from '../activity/record.ts';
import { describeWork, workLabel } from '../activity/works.ts';
import { repositoriesOf } from '../plugins/database.ts';
import { genreIdsFrom } from './genres.ts';
import { moveToTrash, type Deleter } from '../trash/service.ts';
import { toBool, type Ctx } from './context.ts';
import { wireWork, type WireByKind } from './work-wire.ts';
import { requireWork } from './works.ts';

/** Create, update and delete of works of every kind, with their credits, genres and search key. */

/** The body of a create or update of any kind (each kind's route validates with its own schema). */
export type AnyCreateBody = MovieCreateBodyT | SeriesCreateBodyT | MangaCreateBodyT;
export type AnyUpdateBody = MovieUpdateBodyT | SeriesUpdateBodyT | MangaUpdateBodyT;
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
    const ids = listedIds(field, given);
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
export async function createWork<K extends WorkKind>(
  ctx: Ctx,
  actor: Actor,
  kind: K,
  body: AnyCreateBody,
): Promise<WireByKind[K]> {
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
    await recordActivity(trx, {
      actor,
      action: 'create',
      kind,
      target: id,
      work: id,
      label: workLabel({ ku: columns.ku ?? '', en: columns.en ?? '' }),
    });
  });
  return wireWork(ctx.repos, kind, (await ctx.repos.works.findById(id)) as WorkRow, 'staff');
}

/** PATCH /api/{movies|series|manga}/{id}: any subset (the full form, only a flag, only credits...). */
export async function updateWork<K extends WorkKind>(
  ctx: Ctx,
  actor: Actor,
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
    // read back in the transaction, so the entry's before and after are exactly this write's
    const inTrx = repositoriesOf(trx, ctx.db.dialect);
    const was = await describeWork(inTrx, kind, (await inTrx.works.findById(id)) as WorkRow);
    // the search key follows every title change, in the same transaction, so search never sees a stale title
    const key = TITLE_COLUMNS.some((c) => columns[c] !== undefined)
      ? { search_key: searchKey({ ...(await ctx.repos.works.titles(trx, id)), ...columns }) }
      : {};
    await ctx.repos.works.update(trx, id, { ...columns, ...key, updated_at: Date.now() }, before);
    for (const [role, ids] of credits) await ctx.repos.works.replaceCredits(trx, id, role, ids);
    if (genres) await ctx.repos.genres.replaceForWork(trx, id, genres);
    const row = (await inTrx.works.findById(id)) as WorkRow;
    const changes = changesBetween(was, await describeWork(inTrx, kind, row));
    await recordActivity(trx, { actor, action: 'edit', kind, target: id, work: id, label: workLabel(row), changes });
  });
  return wireWork(ctx.repos, kind, await requireWork(ctx.repos, kind, id), 'staff');
}

/**
 * DELETE /api/{movies|series|manga}/{id}: the work and everything under it move to the trash (trash/); the
 * files stay until a purge. Answers the work as it was.
 */
export async function deleteWork<K extends WorkKind>(
  ctx: Ctx,
  actor: Actor,
  kind: K,
  id: string,
  by: Deleter,
): Promise<WireByKind[K]> {
  const row = await requireWork(ctx.repos, kind, id);
  const before = await wireWork(ctx.repos, kind, row, 'staff');
  await moveToTrash(ctx, {
    kind,
    id,
    by,
    notFound: () => notFound(messages.workNotFound),
    record: (trx) =>
      recordActivity(trx, { actor, action: 'delete', kind, target: id, work: id, label: workLabel(row) }),
  });
  return before;
}
