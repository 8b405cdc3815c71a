import { sql, type Kysely, type SqlBool, type Transaction } from 'kysely';
import type {
  CreditRole,
  Database,
  NewWork,
  ServerRow,
  WorkKind,
  WorkRow,
  WorkType,
  WorkUpdate,
} from '../db/schema.ts';
import type { WorkListSortT } from '@ckb/contract';
import { queryKey } from '../search/key.ts';
import { inChunks } from './batch.ts';
import { CARD_COLUMNS, type CardRow } from './work-cards.ts';
import { applyWorkFilters, WORKS_FILTER_COLUMNS } from './work-filters.ts';

type Executor = Kysely<Database> | Transaction<Database>;

const SORT_COLUMNS = { number: 'number', added: 'created_at', views: 'view' } as const;

export interface WorkListQuery {
  kind: WorkKind;
  page: number;
  /** -1 means all. */
  limit: number;
  onlyVisible: boolean;
  /** Hidden works only (staff: the back-office's visibility filter). */
  onlyHidden?: boolean | undefined;
  type?: WorkType | undefined;
  /** Words of a title, normalized as search (search/key.ts): the back-office's title filter. */
  title?: string | undefined;
  /** The back-office's sortable columns; by default the public number, newest first. */
  sort?: WorkListSortT | undefined;
  order?: 'asc' | 'desc' | undefined;
  /** Only works with this genre (a genre id). */
  genreId?: string | undefined;
}

export interface CreditedStaff {
  work_id: string;
  role: CreditRole;
  user_id: string;
  name: string;
  avatar_key: string | null;
  avatar_width: number | null;
  avatar_height: number | null;
}

/** The columns work_counts is keyed by. */
export interface CountKey {
  kind: WorkKind;
  type: WorkType;
  active_show: SqlBool;
}

/** SQL for works (all kinds) and what hangs directly off a work: film servers and credits. */
export class WorksRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async list(query: WorkListQuery): Promise<{ rows: WorkRow[]; total: number }> {
    let base = applyWorkFilters(this.db.selectFrom('works'), query, WORKS_FILTER_COLUMNS);
    if (query.onlyVisible) base = base.where('active_show', '=', true);
    else if (query.onlyHidden) base = base.where('active_show', '=', false);
    // The back-office's title filter reads the same normalized key as search (search/key.ts): each word of the
    // query, through the Sorani normalizer, is a substring of the stored key, so «كيمي» finds «کیمی».
    const key = query.title ? queryKey(query.title) : null;
    if (key) {
      for (const word of key.words) {
        const pattern = `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        base = base.where(sql<SqlBool>`search_key like ${pattern} escape '\\'`);
      }
    }

    // work_counts answers the unfiltered counts at once; a title filter needs a real count.
    const total =
      key || query.genreId
        ? Number((await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n)
        : await WorksRepository.count(this.db, query);

    const order = query.order ?? 'desc';
    let rowsQuery = base.selectAll();
    rowsQuery =
      query.sort === 'title'
        ? rowsQuery.orderBy(sql`lower(en)`, order)
        : rowsQuery.orderBy(SORT_COLUMNS[query.sort ?? 'number'], order);
    // the public number breaks ties, so a page never repeats or skips a row
    if (query.sort && query.sort !== 'number') rowsQuery = rowsQuery.orderBy('number', 'desc');
    if (query.limit !== -1) rowsQuery = rowsQuery.limit(query.limit).offset((query.page - 1) * query.limit);
    return { rows: await rowsQuery.execute(), total };
  }

  findById(id: string): Promise<WorkRow | undefined> {
    return this.db.selectFrom('works').selectAll().where('id', '=', id).executeTakeFirst();
  }

  findByNumber(kind: WorkKind, number: number): Promise<WorkRow | undefined> {
    return this.db
      .selectFrom('works')
      .selectAll()
      .where('kind', '=', kind)
      .where('number', '=', number)
      .executeTakeFirst();
  }

  /** Film servers of several works at once (one query for a whole page). */
  async serversByWork(workIds: readonly string[]): Promise<Map<string, ServerRow[]>> {
    const byWork = new Map<string, ServerRow[]>(workIds.map((id) => [id, []]));
    const rows = await inChunks(workIds, (ids) =>
      this.db
        .selectFrom('servers')
        .selectAll()
        .where('work_id', 'in', ids)
        .orderBy('position')
        .orderBy('created_at')
        .execute(),
    );
    for (const row of rows) byWork.get(row.work_id as string)?.push(row);
    return byWork;
  }

  /** Staff credited on several works at once, in credit order. */
  async creditsByWork(workIds: readonly string[]): Promise<Map<string, CreditedStaff[]>> {
    const byWork = new Map<string, CreditedStaff[]>(workIds.map((id) => [id, []]));
    const rows = await inChunks(workIds, (ids) =>
      this.db
        .selectFrom('credits')
        .innerJoin('users', 'users.id', 'credits.user_id')
        .select([
          'credits.work_id',
          'credits.role',
          'users.id as user_id',
          'users.name',
          'users.avatar_key',
          'users.avatar_width',
          'users.avatar_height',
        ])
        .where('credits.work_id', 'in', ids)
        .orderBy('credits.position')
        .orderBy('users.name')
        .execute(),
    );
    for (const row of rows) byWork.get(row.work_id)?.push(row);
    return byWork;
  }

  // --- counts (work_counts, migration 0002): a few rows instead of counting index entries

  /** How many works match; every filter optional. */
  static async count(
    db: Executor,
    filter: { kind?: WorkKind; type?: WorkType | undefined; onlyVisible: boolean; onlyHidden?: boolean | undefined },
  ): Promise<number> {
    let q = db.selectFrom('work_counts').select((eb) => eb.fn.coalesce(eb.fn.sum<number>('n'), eb.lit(0)).as('total'));
    if (filter.kind) q = q.where('kind', '=', filter.kind);
    if (filter.type) q = q.where('type', '=', filter.type);
    if (filter.onlyVisible) q = q.where('active_show', '=', true);
    else if (filter.onlyHidden) q = q.where('active_show', '=', false);
    const row = await q.executeTakeFirstOrThrow();
    return Number(row.total);
  }

  /** Moves a work in or out of work_counts (the trash puts a restored work back through it too). */
  static async bump(trx: Executor, key: CountKey, delta: number): Promise<void> {
    await trx
      .insertInto('work_counts')
      .values({ kind: key.kind, type: key.type, active_show: Boolean(key.active_show), n: delta })
      .onConflict((oc) =>
        oc.columns(['kind', 'type', 'active_show']).doUpdateSet((eb) => ({
          n: eb(eb.ref('work_counts.n'), '+', eb.ref('excluded.n')),
        })),
      )
      .execute();
  }

  /** Rebuilds work_counts from the works themselves (after bulk inserts, and at start-up). */
  static async recount(trx: Executor): Promise<void> {
    await trx.deleteFrom('work_counts').execute();
    await trx
      .insertInto('work_counts')
      .columns(['kind', 'type', 'active_show', 'n'])
      .expression(
        trx
          .selectFrom('works')
          .select(['kind', 'type', 'active_show', (eb) => eb.fn.countAll<number>().as('n')])
          .groupBy(['kind', 'type', 'active_show']),
      )
      .execute();
  }

  // --- writes (each keeps work_counts in step, in the caller's transaction)

  async insert(trx: Executor, row: NewWork): Promise<void> {
    await trx.insertInto('works').values(row).execute();
    await WorksRepository.bump(trx, { kind: row.kind, type: row.type, active_show: row.active_show ?? true }, 1);
  }

  /**
   * The counted columns of a work, locked until the transaction ends on PostgreSQL (SQLite runs one
   * writer at a time), so two concurrent changes of the same work cannot both count the same move.
   */
  async lockCounted(trx: Executor, id: string, lock: boolean): Promise<CountKey | undefined> {
    let q = trx.selectFrom('works').select(['kind', 'type', 'active_show']).where('id', '=', id);
    if (lock) q = q.forUpdate();
    return q.executeTakeFirst();
  }

  /** The title columns search_key is made from. */
  async titles(
    trx: Executor,
    id: string,
  ): Promise<Pick<WorkRow, 'en' | 'ku' | 'ar' | 'original_name' | 'alt_titles'> | undefined> {
    return trx
      .selectFrom('works')
      .select(['en', 'ku', 'ar', 'original_name', 'alt_titles'])
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** `before` comes from lockCounted in the same transaction. */
  async update(trx: Executor, id: string, patch: WorkUpdate, before: CountKey): Promise<void> {
    await trx.updateTable('works').set(patch).where('id', '=', id).execute();
    const after: CountKey = {
      kind: before.kind,
      type: patch.type ?? before.type,
      active_show: patch.active_show ?? before.active_show,
    };
    if (after.type !== before.type || Boolean(after.active_show) !== Boolean(before.active_show)) {
      await WorksRepository.bump(trx, before, -1);
      await WorksRepository.bump(trx, after, 1);
    }
  }

  /** Replaces the staff credited in one role, keeping the given order. */
  async replaceCredits(trx: Executor, workId: string, role: CreditRole, userIds: readonly string[]): Promise<void> {
    await trx.deleteFrom('credits').where('work_id', '=', workId).where('role', '=', role).execute();
    if (userIds.length === 0) return;
    await trx
      .insertInto('credits')
      .values(userIds.map((user_id, position) => ({ work_id: workId, user_id, role, position })))
      .execute();
  }

  /** Which of these user ids exist. */
  async existingUserIds(ids: readonly string[]): Promise<Set<string>> {
    const rows = await inChunks(ids, (chunk) =>
      this.db.selectFrom('users').select('id').where('id', 'in', chunk).execute(),
    );
    return new Set(rows.map((r) => r.id));
  }

  // --- home data: each is one index range scan (see migration 0001)

  /** Visible works flagged for the slide (films, series) or swiper (manga), newest first. */
  slide(limit: number): Promise<CardRow[]> {
    return this.db
      .selectFrom('works')
      .select(CARD_COLUMNS)
      .where('on_slide', '=', true)
      .where('active_show', '=', true)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  }

  /** Visible works by all-time views, paged. */
  async popular(page: number, limit: number): Promise<{ rows: CardRow[]; total: number }> {
    const total = await WorksRepository.count(this.db, { onlyVisible: true });
    const rows = await this.db
      .selectFrom('works')
      .select(CARD_COLUMNS)
      .where('active_show', '=', true)
      .orderBy('view', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute();
    return { rows, total };
  }

  /** The newest visible works of every kind. */
  newest(limit: number): Promise<CardRow[]> {
    return this.db
      .selectFrom('works')
      .select(CARD_COLUMNS)
      .where('active_show', '=', true)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  }

  /** Takes the next public number of a kind. Numbers are never reused, even after deletes. */
  async nextNumber(trx: Executor, kind: WorkKind): Promise<number> {
    return this.reserveNumbers(trx, kind, 1);
  }

  /** Reserves `count` consecutive numbers and returns the first. */
  static async reserveNumbers(trx: Executor, kind: WorkKind, count: number): Promise<number> {
    const row = await trx
      .updateTable('counters')
      .set((eb) => ({ value: eb('value', '+', count) }))
      .where('name', '=', kind)
      .returning('value')
      .executeTakeFirstOrThrow();
    return Number(row.value) - count + 1;
  }

  reserveNumbers(trx: Executor, kind: WorkKind, count: number): Promise<number> {
    return WorksRepository.reserveNumbers(trx, kind, count);
  }
}
