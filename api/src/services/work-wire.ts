import type { WorkKind, WorkRow } from '../db/schema.ts';
import { isId } from '../db/ids.ts';
import { notFound } from '../lib/http-errors.ts';
import { messages } from '../messages.ts';
import { MANGA_PARTS, SERIES_PARTS } from '../numbered/levels.ts';
import type { Repositories } from '../plugins/database.ts';
import type { Audience } from '../numbered/release.ts';
import type { MangaT, MovieT, SeriesT } from '@ckb/contract';
import { pick, toManga, toMovie, toSeries, wants } from '../wire/works.ts';
import { requireWork } from './works.ts';

/**
 * Work rows -> wire objects, with the relations they show (credits, genres, servers, the season or
 * session trees) loaded for all rows at once.
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

/**
 * Rows -> wire objects, loading (for all rows at once) only the relations the selected fields need. The
 * public gets the released episodes and chapters; staff get drafts and scheduled ones too, with their
 * release time (numbered/release.ts).
 */
export async function wireWorks<K extends WorkKind>(
  repos: Repositories,
  kind: K,
  rows: readonly WorkRow[],
  audience: Audience,
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
    const seasons = wants(fields, 'session')
      ? await repos.numbered.trees(SERIES_PARTS, ids, (episodeIds) => repos.servers.byEpisode(episodeIds), [], audience)
      : null;
    return rows.map((row) =>
      pick(
        toSeries(row, { seasons: seasons?.get(row.id) ?? [], credits: creditsOf(row.id), genres: genresOf(row.id) }),
        fields,
      ),
    ) as Partial<WireByKind[K]>[];
  }
  const sessions = wants(fields, 'session')
    ? await repos.numbered.trees(MANGA_PARTS, ids, (chapterIds) => repos.pages.byChapter(chapterIds), [], audience)
    : null;
  return rows.map((row) =>
    pick(
      toManga(row, { sessions: sessions?.get(row.id) ?? [], credits: creditsOf(row.id), genres: genresOf(row.id) }),
      fields,
    ),
  ) as Partial<WireByKind[K]>[];
}

export async function wireWork<K extends WorkKind>(
  repos: Repositories,
  kind: K,
  row: WorkRow,
  audience: Audience,
): Promise<WireByKind[K]> {
  const [wire] = await wireWorks(repos, kind, [row], audience);
  return wire as WireByKind[K];
}

/**
 * The work as its writes answer it: nested writes answer the whole work (ARCHITECTURE §6), as staff see it
 * (writers are staff). 404 when absent.
 */
export async function wholeWork<K extends WorkKind>(repos: Repositories, kind: K, id: string): Promise<WireByKind[K]> {
  return wireWork(repos, kind, await requireWork(repos, kind, id), 'staff');
}

/**
 * `{ movie }`, `{ series }` or `{ manga }` for a work id: the "whole updated parent" that nested writes
 * and uploads answer (ARCHITECTURE §6), as staff see it. 404 when the work is gone.
 */
export async function workResponse(
  repos: Repositories,
  workId: string,
): Promise<{ movie: MovieT } | { series: SeriesT } | { manga: MangaT }> {
  const row = isId(workId) ? await repos.works.findById(workId) : undefined;
  if (!row) throw notFound(messages.workNotFound);
  const wire = await wireWork(repos, row.kind, row, 'staff');
  return { [ENVELOPE_KEY[row.kind]]: wire } as { movie: MovieT } | { series: SeriesT } | { manga: MangaT };
}
