import type { WorkKind, WorkRow } from '../db/schema.ts';
import { isId } from '../db/ids.ts';
import { notFound } from '../lib/http-errors.ts';
import { messages } from '../messages.ts';
import type { SessionUser } from '../plugins/auth.ts';
import type { Repositories } from '../plugins/database.ts';
import { MANGA_FIELDS, MOVIE_FIELDS, SERIES_FIELDS, type WorkListQueryT } from '@ckb/contract';
import { parseSelect } from '../wire/works.ts';
import { listQuery, page, seesHidden, type Page } from './catalogue.ts';
import { wireWorks, type WireByKind } from './work-wire.ts';
import { audienceOf } from '../numbered/release.ts';

/**
 * Works of every kind: the lists and the lookups, with the visibility rule. Writes are in
 * work-writes.ts, wire objects in work-wire.ts; the numbered parts (seasons, episodes, sessions,
 * chapters) in numbered/, and they answer the whole work through `wireWork`.
 */

const FIELDS: Record<WorkKind, readonly string[]> = { movie: MOVIE_FIELDS, series: SERIES_FIELDS, manga: MANGA_FIELDS };

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
  return page(await wireWorks(repos, kind, rows, audienceOf(viewer), fields), total, q.limit);
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
