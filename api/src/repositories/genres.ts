import type { Kysely, Transaction } from 'kysely';
import type { Database, GenreRow } from '../db/schema.ts';
import { inChunks } from './batch.ts';

type Executor = Kysely<Database> | Transaction<Database>;

export interface GenreRefRow {
  id: string;
  slug: string;
  name: string;
}

/** SQL for genres and the genres of works (migration 0005). */
export class GenresRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Every genre in display order, with how many visible works have it. */
  list(): Promise<(GenreRow & { works: number })[]> {
    return this.db
      .selectFrom('genres')
      .leftJoin('work_genres', 'work_genres.genre_id', 'genres.id')
      .leftJoin('works', (join) =>
        join.onRef('works.id', '=', 'work_genres.work_id').on('works.active_show', '=', true),
      )
      .select(['genres.id', 'genres.slug', 'genres.name', 'genres.position', 'genres.created_at'])
      .select((eb) => eb.fn.count<number>('works.id').as('works'))
      .groupBy(['genres.id', 'genres.slug', 'genres.name', 'genres.position', 'genres.created_at'])
      .orderBy('genres.position')
      .orderBy('genres.name')
      .execute()
      .then((rows) => rows.map((r) => ({ ...r, works: Number(r.works) })));
  }

  findById(id: string): Promise<GenreRow | undefined> {
    return this.db.selectFrom('genres').selectAll().where('id', '=', id).executeTakeFirst();
  }

  findBySlug(slug: string): Promise<GenreRow | undefined> {
    return this.db.selectFrom('genres').selectAll().where('slug', '=', slug).executeTakeFirst();
  }

  async nextPosition(): Promise<number> {
    const row = await this.db
      .selectFrom('genres')
      .select((eb) => eb.fn.max<number | null>('position').as('max'))
      .executeTakeFirst();
    return row?.max === null || row?.max === undefined ? 0 : Number(row.max) + 1;
  }

  async insert(row: GenreRow): Promise<void> {
    await this.db.insertInto('genres').values(row).execute();
  }

  async update(id: string, patch: Partial<Pick<GenreRow, 'name' | 'slug'>>): Promise<void> {
    await this.db.updateTable('genres').set(patch).where('id', '=', id).execute();
  }

  /** Positions 0..n-1 in the given order (the caller checked it names every genre once). */
  async reorder(ids: readonly string[]): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      for (const [position, id] of ids.entries())
        await trx.updateTable('genres').set({ position }).where('id', '=', id).execute();
    });
  }

  async allIds(): Promise<string[]> {
    return (await this.db.selectFrom('genres').select('id').execute()).map((r) => r.id);
  }

  /** Genres of several works at once, in each work's order. */
  async byWork(workIds: readonly string[]): Promise<Map<string, GenreRefRow[]>> {
    const byWork = new Map<string, GenreRefRow[]>(workIds.map((id) => [id, []]));
    const rows = await inChunks(workIds, (ids) =>
      this.db
        .selectFrom('work_genres')
        .innerJoin('genres', 'genres.id', 'work_genres.genre_id')
        .select(['work_genres.work_id', 'genres.id', 'genres.slug', 'genres.name'])
        .where('work_genres.work_id', 'in', ids)
        .orderBy('work_genres.position')
        .orderBy('genres.position')
        .execute(),
    );
    for (const { work_id, ...genre } of rows) byWork.get(work_id)?.push(genre);
    return byWork;
  }

  /** Replaces a work's genres, keeping the given order. */
  async replaceForWork(trx: Executor, workId: string, genreIds: readonly string[]): Promise<void> {
    await trx.deleteFrom('work_genres').where('work_id', '=', workId).execute();
    if (genreIds.length === 0) return;
    await trx
      .insertInto('work_genres')
      .values(genreIds.map((genre_id, position) => ({ work_id: workId, genre_id, position })))
      .execute();
  }

  /** Which of these genre ids exist. */
  async existingIds(ids: readonly string[]): Promise<Set<string>> {
    const rows = await inChunks(ids, (chunk) =>
      this.db.selectFrom('genres').select('id').where('id', 'in', chunk).execute(),
    );
    return new Set(rows.map((r) => r.id));
  }
}
