import type { Kysely, Transaction } from 'kysely';
import type { Database, WorkKind, WorkType } from '../db/schema.ts';
import { messages } from '../messages.ts';
import { WorksRepository } from '../repositories/works.ts';
import type { Row } from './snapshot.ts';
import type { Table } from './trees.ts';

/**
 * What differs between the root tables of the trash, beyond their trees: the siblings' unique values a restore
 * must not collide with, what a delete or a restore keeps in step around the row (the lists' counts, the
 * order of a chapter's pages), and how the list names a row.
 */

type Trx = Transaction<Database> | Kysely<Database>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const loose = (trx: Trx) => trx as unknown as Kysely<any>;

/** Values unique among the row's siblings (or everywhere): a restore checks them first, 409 naming the value. */
interface Unique {
  columns: readonly string[];
  message: (row: Row) => string;
}

export const UNIQUE: Partial<Record<Table, readonly Unique[]>> = {
  works: [{ columns: ['kind', 'number'], message: (r) => messages.trash.workTaken(Number(r.number)) }],
  seasons: [{ columns: ['work_id', 'number'], message: (r) => messages.trash.seasonTaken(Number(r.number)) }],
  episodes: [{ columns: ['season_id', 'number'], message: (r) => messages.trash.episodeTaken(Number(r.number)) }],
  manga_sessions: [{ columns: ['work_id', 'number'], message: (r) => messages.trash.seasonTaken(Number(r.number)) }],
  chapters: [{ columns: ['session_id', 'name'], message: (r) => messages.trash.chapterTaken(String(r.name)) }],
  genres: [{ columns: ['slug'], message: (r) => messages.trash.slugTaken(String(r.slug)) }],
  users: [
    { columns: ['email'], message: (r) => messages.trash.emailTaken(String(r.email)) },
    { columns: ['username'], message: (r) => messages.trash.usernameTaken(String(r.username)) },
  ],
};

/** The first unique value of `row` another live row holds now, as its message; null when none. */
export async function takenBy(trx: Trx, table: Table, row: Row): Promise<string | null> {
  for (const unique of UNIQUE[table] ?? []) {
    let q = loose(trx).selectFrom(table).select('id').where('id', '!=', row.id);
    for (const column of unique.columns) q = q.where(column, '=', row[column]);
    if (await q.executeTakeFirst()) return unique.message(row);
  }
  return null;
}

/** What a delete or a restore of a root row does beside removing or inserting the rows. */
interface Around {
  afterDelete?: (trx: Trx, row: Row) => Promise<void>;
  beforeRestore?: (trx: Trx, row: Row) => Promise<void>;
  afterRestore?: (trx: Trx, row: Row) => Promise<void>;
}

const counted = (row: Row) => ({
  kind: row.kind as WorkKind,
  type: row.type as WorkType,
  active_show: Boolean(row.active_show),
});

export const AROUND: Partial<Record<Table, Around>> = {
  // the lists' totals (work_counts) follow every work that leaves or comes back, in the same transaction
  works: {
    afterDelete: (trx, row) => WorksRepository.bump(trx, counted(row), -1),
    afterRestore: (trx, row) => WorksRepository.bump(trx, counted(row), 1),
  },
  // pages are numbered 1…n without gaps: the pages behind a deleted one move up, and back down on restore
  // (p -> -p -> p ∓ 1: never two rows on one position, which the unique index refuses)
  pages: {
    afterDelete: async (trx, row) => {
      await shift(trx, String(row.chapter_id), Number(row.position) + 1, -1);
    },
    beforeRestore: async (trx, row) => {
      const last = await trx
        .selectFrom('pages')
        .select((eb) => eb.fn.max('position').as('last'))
        .where('chapter_id', '=', String(row.chapter_id))
        .executeTakeFirst();
      // pages deleted since: it goes last rather than after a gap
      row.position = Math.min(Number(row.position), Number(last?.last ?? 0) + 1);
      await shift(trx, String(row.chapter_id), Number(row.position), 1);
    },
  },
};

async function shift(trx: Trx, chapterId: string, from: number, by: 1 | -1): Promise<void> {
  await trx
    .updateTable('pages')
    .set((eb) => ({ position: eb.neg(eb.ref('position')) }))
    .where('chapter_id', '=', chapterId)
    .where('position', '>=', from)
    .execute();
  await trx
    .updateTable('pages')
    .set((eb) => ({ position: eb(eb.neg(eb.ref('position')), '+', by) }))
    .where('chapter_id', '=', chapterId)
    .where('position', '<', 0)
    .execute();
}

/** How the trash list names a row (its ancestors' names come before it: "Naruto › وەرزی ٢ › ئەڵقەی ٥"). */
export function nameOf(table: Table, row: Row): string {
  const l = messages.trash.label;
  switch (table) {
    case 'works':
      return String(row.ku || row.en);
    case 'seasons':
    case 'manga_sessions':
      return l.season(Number(row.number));
    case 'episodes':
      return l.episode(Number(row.number));
    case 'servers':
      return l.server(String(row.name_server));
    case 'chapters':
      return l.chapter(String(row.name));
    case 'pages':
      return l.page(Number(row.position));
    case 'ads':
      return String(row.name || row.link);
    case 'banners':
      return String(row.title);
    case 'genres':
      return String(row.name);
    case 'users':
      return `${String(row.name)} (@${String(row.username)})`;
    default:
      return String(row.id);
  }
}
