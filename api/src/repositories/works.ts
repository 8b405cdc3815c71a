import type { Kysely, Transaction } from 'kysely';
import type { CreditRole, Database, ServerRow, WorkKind, WorkRow, WorkType } from '../db/schema.ts';

type Executor = Kysely<Database> | Transaction<Database>;

export interface WorkListQuery {
  kind: WorkKind;
  page: number;
  /** -1 means all. */
  limit: number;
  onlyVisible: boolean;
  type?: WorkType | undefined;
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

/** SQL for works (all kinds) and what hangs directly off a work: film servers and credits. */
export class WorksRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async list(query: WorkListQuery): Promise<{ rows: WorkRow[]; total: number }> {
    let base = this.db.selectFrom('works').where('kind', '=', query.kind);
    if (query.onlyVisible) base = base.where('active_show', '=', true);
    if (query.type) base = base.where('type', '=', query.type);

    const counted = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
    const total = Number(counted.total);

    let rowsQuery = base.selectAll().orderBy('number', 'desc');
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
    if (workIds.length === 0) return byWork;
    const rows = await this.db
      .selectFrom('servers')
      .selectAll()
      .where('work_id', 'in', workIds)
      .orderBy('position')
      .orderBy('created_at')
      .execute();
    for (const row of rows) byWork.get(row.work_id as string)?.push(row);
    return byWork;
  }

  /** Staff credited on several works at once, in credit order. */
  async creditsByWork(workIds: readonly string[]): Promise<Map<string, CreditedStaff[]>> {
    const byWork = new Map<string, CreditedStaff[]>(workIds.map((id) => [id, []]));
    if (workIds.length === 0) return byWork;
    const rows = await this.db
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
      .where('credits.work_id', 'in', workIds)
      .orderBy('credits.position')
      .orderBy('users.name')
      .execute();
    for (const row of rows) byWork.get(row.work_id)?.push(row);
    return byWork;
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
