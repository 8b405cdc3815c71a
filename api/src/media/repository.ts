import { sql, type Kysely, type Transaction } from 'kysely';
import type { Dialect } from '../db/database.ts';
import { newId } from '../db/ids.ts';
import type { Database, PageRow } from '../db/schema.ts';
import type { AdSlot, BannerSlot, UserSlot, WorkSlot } from './keys.ts';

/** A single-image field: a work's poster/background or a user's avatar/background. */
export type ImageTarget =
  | { table: 'works'; id: string; slot: WorkSlot }
  | { table: 'users'; id: string; slot: UserSlot }
  | { table: 'ads'; id: string; slot: AdSlot }
  | { table: 'banners'; id: string; slot: BannerSlot };

export interface StoredImageFields {
  key: string;
  width: number;
  height: number;
}

type Executor = Kysely<Database> | Transaction<Database>;

const columns = (slot: string) => ({ key: `${slot}_key`, width: `${slot}_width`, height: `${slot}_height` }) as const;

/**
 * The SQL of the media pipeline: image fields of works and users, and chapter pages. Kept beside
 * the pipeline because every write here is paired with files in the store (see service.ts).
 */
export class MediaRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: Dialect,
  ) {}

  /** The key held now: null for the default image, undefined when the row does not exist. */
  async currentKey(target: ImageTarget): Promise<string | null | undefined> {
    const col = columns(target.slot).key;
    // dynamic column: one of the *_key columns of the table, fixed by the slot type
    const row = (await this.db
      .selectFrom(target.table)
      .select(col as 'id')
      .where('id', '=', target.id)
      .executeTakeFirst()) as Record<string, string | null> | undefined;
    return row === undefined ? undefined : (row[col] ?? null);
  }

  /**
   * Points the field at `next` (null = back to the default) if it still holds `expected`.
   * False when the row is gone or someone changed the field meanwhile (the caller retries).
   */
  async swapKey(target: ImageTarget, expected: string | null, next: StoredImageFields | null): Promise<boolean> {
    const c = columns(target.slot);
    const values = {
      [c.key]: next?.key ?? null,
      [c.width]: next?.width ?? null,
      [c.height]: next?.height ?? null,
      updated_at: Date.now(),
    };
    let q = this.db
      .updateTable(target.table)
      .set(values as never)
      .where('id', '=', target.id);
    q = expected === null ? q.where(c.key as 'id', 'is', null) : q.where(c.key as 'id', '=', expected);
    const result = await q.executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Whether the chapter exists under that session of that manga-family work. */
  async chapterInWork(workId: string, sessionId: string, chapterId: string): Promise<'ok' | 'session' | 'chapter'> {
    const session = await this.db
      .selectFrom('manga_sessions')
      .select('id')
      .where('id', '=', sessionId)
      .where('work_id', '=', workId)
      .executeTakeFirst();
    if (!session) return 'session';
    const chapter = await this.db
      .selectFrom('chapters')
      .select('id')
      .where('id', '=', chapterId)
      .where('session_id', '=', sessionId)
      .executeTakeFirst();
    return chapter ? 'ok' : 'chapter';
  }

  /** Locks the chapter row for the rest of the transaction (PostgreSQL; SQLite transactions are serial). */
  private async lockChapter(trx: Executor, chapterId: string): Promise<boolean> {
    let q = trx.selectFrom('chapters').select('id').where('id', '=', chapterId);
    if (this.dialect === 'postgres') q = q.forUpdate();
    return (await q.executeTakeFirst()) !== undefined;
  }

  /**
   * Appends pages after the chapter's last one, in the given order. With the client's key (one archive sent
   * resumably), every page carries it, and nothing is stored when a page of the chapter has it already: checked
   * under the chapter's lock, so a retry whose first answer was lost, or two racing copies, store the archive once.
   */
  appendPages(
    chapterId: string,
    pages: readonly StoredImageFields[],
    uploadKey: string | null = null,
  ): Promise<'stored' | 'replayed' | 'missing'> {
    return this.db.transaction().execute(async (trx) => {
      if (!(await this.lockChapter(trx, chapterId))) return 'missing';
      if (uploadKey !== null && (await this.keyIn(trx, chapterId, uploadKey))) return 'replayed';
      const last = await trx
        .selectFrom('pages')
        .select((eb) => eb.fn.max<number | null>('position').as('max'))
        .where('chapter_id', '=', chapterId)
        .executeTakeFirst();
      const start = Number(last?.max ?? 0) + 1;
      const now = Date.now();
      for (let i = 0; i < pages.length; i += 200) {
        const rows = pages.slice(i, i + 200).map((p, j) => ({
          id: newId(),
          chapter_id: chapterId,
          position: start + i + j,
          image_key: p.key,
          width: p.width,
          height: p.height,
          created_at: now,
          upload_key: uploadKey,
        }));
        await trx.insertInto('pages').values(rows).execute();
      }
      return 'stored';
    });
  }

  /**
   * The keys the chapter's pages came with (one-file uploads, and archives sent with a key: one entry for all of
   * an archive's pages), in page order: what a resumed upload may skip.
   */
  async keyedPages(chapterId: string): Promise<Array<{ key: string; rank: number | null }>> {
    const rows = await this.db
      .selectFrom('pages')
      .select(['upload_key as key', 'upload_rank as rank'])
      .where('chapter_id', '=', chapterId)
      .where('upload_key', 'is not', null)
      .orderBy('position')
      .execute();
    const seen = new Set<string>();
    return rows.flatMap((r) =>
      r.key === null || seen.has(r.key) ? [] : (seen.add(r.key), [{ key: r.key, rank: r.rank }]),
    );
  }

  /** Whether a page of the chapter already came with this key (the cheap check before a body is read). */
  hasKey(chapterId: string, key: string): Promise<boolean> {
    return this.keyIn(this.db, chapterId, key);
  }

  private async keyIn(db: Executor, chapterId: string, key: string): Promise<boolean> {
    const row = await db
      .selectFrom('pages')
      .select('id')
      .where('chapter_id', '=', chapterId)
      .where('upload_key', '=', key)
      .executeTakeFirst();
    return row !== undefined;
  }

  /**
   * Stores one page sent with the client's key, unless a page of the chapter already has that key (the
   * same file sent again after its answer was lost): checked under the chapter's lock, in the transaction
   * that inserts, so two copies of one request cannot both store. The page goes before the first page of
   * a higher rank (files that finish out of order stay in the chosen order), else last; the pages behind
   * it move down, through negative positions as in reorderPages.
   */
  storeKeyedPage(
    chapterId: string,
    page: StoredImageFields,
    upload: { key: string; rank: number | null },
  ): Promise<'stored' | 'replayed' | 'missing'> {
    return this.db.transaction().execute(async (trx) => {
      if (!(await this.lockChapter(trx, chapterId))) return 'missing';
      if (await this.keyIn(trx, chapterId, upload.key)) return 'replayed';
      const before =
        upload.rank === null
          ? undefined
          : await trx
              .selectFrom('pages')
              .select('position')
              .where('chapter_id', '=', chapterId)
              .where('upload_rank', '>', upload.rank)
              .orderBy('position')
              .limit(1)
              .executeTakeFirst();
      let position: number;
      if (before) {
        position = Number(before.position);
        await trx
          .updateTable('pages')
          .set({ position: sql<number>`-(position + 1)` })
          .where('chapter_id', '=', chapterId)
          .where('position', '>=', position)
          .execute();
        await trx
          .updateTable('pages')
          .set((eb) => ({ position: eb.neg(eb.ref('position')) }))
          .where('chapter_id', '=', chapterId)
          .where('position', '<', 0)
          .execute();
      } else {
        const last = await trx
          .selectFrom('pages')
          .select((eb) => eb.fn.max<number | null>('position').as('max'))
          .where('chapter_id', '=', chapterId)
          .executeTakeFirst();
        position = Number(last?.max ?? 0) + 1;
      }
      await trx
        .insertInto('pages')
        .values({
          id: newId(),
          chapter_id: chapterId,
          position,
          image_key: page.key,
          width: page.width,
          height: page.height,
          created_at: Date.now(),
          upload_key: upload.key,
          upload_rank: upload.rank,
        })
        .execute();
      return 'stored';
    });
  }

  listPages(chapterId: string): Promise<PageRow[]> {
    return this.db.selectFrom('pages').selectAll().where('chapter_id', '=', chapterId).orderBy('position').execute();
  }

  /**
   * Puts the chapter's pages in the order of `pageIds`, which must name each page exactly once.
   * Positions go through negative values so the unique (chapter, position) index never sees a duplicate.
   */
  reorderPages(chapterId: string, pageIds: readonly string[]): Promise<'ok' | 'mismatch' | 'missing'> {
    return this.db.transaction().execute(async (trx) => {
      if (!(await this.lockChapter(trx, chapterId))) return 'missing';
      const current = await trx.selectFrom('pages').select('id').where('chapter_id', '=', chapterId).execute();
      const known = new Set(current.map((p) => p.id));
      const wanted = new Set(pageIds);
      if (wanted.size !== pageIds.length || wanted.size !== known.size || pageIds.some((id) => !known.has(id))) {
        return 'mismatch';
      }
      for (const [i, id] of pageIds.entries()) {
        await trx
          .updateTable('pages')
          .set({ position: -(i + 1) })
          .where('id', '=', id)
          .execute();
      }
      await trx
        .updateTable('pages')
        .set((eb) => ({ position: eb.neg(eb.ref('position')) }))
        .where('chapter_id', '=', chapterId)
        .where('position', '<', 0)
        .execute();
      return 'ok';
    });
  }
}
