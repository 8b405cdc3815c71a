import { sql, type Kysely } from 'kysely';
import { newId } from '../db/ids.ts';
import type { Database } from '../db/schema.ts';
import { groupBy, inChunks } from '../repositories/batch.ts';
import type { LevelPlace, NumberedLevel } from './levels.ts';
import { inSiblingOrder } from './order.ts';
import { hasRelease, released, type Audience, type ReleasedTable } from './release.ts';

/** A row of any level: its number or name typed by the level. */
export interface NumberedRow<V> {
  id: string;
  /** The id of the parent row (the work, the season, the session). */
  parent: string;
  value: V;
  detail: string | null;
  created_at: number;
  /** Staff answers only, on the levels with a release time: when the public may see it (null: a draft). */
  publish_at?: number | null;
}

/** A top row (season, session) with its children, each with what hangs under it (servers, pages…). */
export interface NumberedTree<TV, CV, U> {
  row: NumberedRow<TV>;
  children: { row: NumberedRow<CV>; under: U }[];
}

/**
 * The SQL of every level, written once: each query names the table and columns the level describes.
 * Kysely types such a query over the four tables together, so the value column comes back as
 * number | string and the level's `read` gives it its own type again.
 */
export class NumberedRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * The rows under these parents (grouped by parent), each parent's in sibling order. On a level with a
   * release time the public gets the released rows only, staff every row with its `publish_at`.
   */
  async under<V extends number | string, W extends string>(
    level: NumberedLevel<V, W>,
    parentIds: readonly string[],
    audience: Audience,
  ): Promise<NumberedRow<V>[]> {
    const table = level.table;
    const now = Date.now();
    const rows = await inChunks(parentIds, (ids) => {
      let q = this.db
        .selectFrom(table)
        .select((eb) => [
          'id',
          eb.ref(level.parent).as('parent'),
          eb.ref(level.column).as('value'),
          'detail',
          'created_at',
        ])
        .where(level.parent, 'in', ids)
        .orderBy(level.parent);
      if (hasRelease(table)) {
        // the same query for both tables: Kysely sees the four tables' union, which has no publish_at
        if (audience === 'public') q = q.where(() => released(table, now));
        else q = q.select(sql<number | null>`${sql.ref(`${table}.publish_at`)}`.as('publish_at'));
      }
      return inSiblingOrder(q, level).execute();
    });
    return rows.map((row) => {
      const { publish_at, ...rest } = row as typeof row & { publish_at?: number | string | null };
      return {
        ...rest,
        value: level.read(row.value),
        // PostgreSQL's bigint arrives as a string
        ...(publish_at !== undefined ? { publish_at: publish_at === null ? null : Number(publish_at) } : {}),
      };
    });
  }

  /**
   * The trees of several works: one query per level and one for what hangs under the children
   * (`load`, which answers by child id; `none` for a child it leaves out), whatever the number of works.
   */
  async trees<TV extends number | string, TW extends string, CV extends number | string, CW extends string, U>(
    levels: { top: NumberedLevel<TV, TW>; child: NumberedLevel<CV, CW> },
    workIds: readonly string[],
    load: (childIds: readonly string[]) => Promise<Map<string, U>>,
    none: U,
    audience: Audience,
  ): Promise<Map<string, NumberedTree<TV, CV, U>[]>> {
    const tops = await this.under(levels.top, workIds, audience);
    const children = await this.under(
      levels.child,
      tops.map((t) => t.id),
      audience,
    );
    const under = await load(children.map((c) => c.id));
    const childrenOf = groupBy(
      tops.map((t) => t.id),
      children,
      (c) => c.parent,
    );
    const out = new Map<string, NumberedTree<TV, CV, U>[]>();
    for (const [workId, rows] of groupBy(workIds, tops, (t) => t.parent)) {
      out.set(
        workId,
        rows.map((row) => ({
          row,
          children: (childrenOf.get(row.id) ?? []).map((child) => ({ row: child, under: under.get(child.id) ?? none })),
        })),
      );
    }
    return out;
  }

  /** Whether the row exists under that parent. */
  async exists(level: LevelPlace, parentId: string, id: string): Promise<boolean> {
    const row = await this.db
      .selectFrom(level.table)
      .select('id')
      .where('id', '=', id)
      .where(level.parent, '=', parentId)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Whether a sibling (other than `exceptId`) already has the value. */
  async taken<V extends number | string, W extends string>(
    level: NumberedLevel<V, W>,
    parentId: string,
    value: V,
    exceptId?: string,
  ): Promise<boolean> {
    let q = this.db
      .selectFrom(level.table)
      .select('id')
      .where(level.parent, '=', parentId)
      .where(level.column, '=', value);
    if (exceptId) q = q.where('id', '<>', exceptId);
    return (await q.executeTakeFirst()) !== undefined;
  }

  /**
   * A new row; on a level with a release time `publishAt` is its release (null: a draft) and `createdBy`
   * its author.
   */
  async insert<V extends number | string, W extends string>(
    level: NumberedLevel<V, W>,
    parentId: string,
    value: V,
    detail: string | null,
    release: { publishAt: number | null; createdBy: string | null } = { publishAt: null, createdBy: null },
    now = Date.now(),
  ): Promise<string> {
    const id = newId();
    await this.db
      .insertInto(level.table)
      .values({
        id,
        [level.parent]: parentId,
        [level.column]: value,
        ...(level.sortKey ? { sort_key: level.sortKey(value) } : {}),
        detail,
        ...(hasRelease(level.table) ? { publish_at: release.publishAt, created_by: release.createdBy } : {}),
        created_at: now,
      })
      .execute();
    return id;
  }

  async update<V extends number | string, W extends string>(
    level: NumberedLevel<V, W>,
    id: string,
    patch: { value?: V; detail?: string | null },
  ): Promise<void> {
    const { value, detail } = patch;
    await this.db
      .updateTable(level.table)
      .set({
        ...(value !== undefined ? { [level.column]: value } : {}),
        ...(value !== undefined && level.sortKey ? { sort_key: level.sortKey(value) } : {}),
        ...(detail !== undefined ? { detail } : {}),
      })
      .where('id', '=', id)
      .execute();
  }

  /** Sets when the public may see an episode or chapter (null: back to a draft). */
  async setRelease(table: ReleasedTable, id: string, publishAt: number | null): Promise<void> {
    await this.db.updateTable(table).set({ publish_at: publishAt }).where('id', '=', id).execute();
  }

  /** An episode's or chapter's release time (null: a draft); undefined when the row is gone. */
  async releaseOf(table: ReleasedTable, id: string): Promise<number | null | undefined> {
    const row = await this.db.selectFrom(table).select('publish_at').where('id', '=', id).executeTakeFirst();
    return row === undefined ? undefined : row.publish_at === null ? null : Number(row.publish_at);
  }

  /** One row's number or name and detail (the history's before and after); undefined when gone. */
  async one(level: LevelPlace, id: string): Promise<{ value: number | string; detail: string | null } | undefined> {
    const row = await this.db
      .selectFrom(level.table)
      .select([`${level.column} as value`, 'detail'])
      .where('id', '=', id)
      .executeTakeFirst();
    return row as { value: number | string; detail: string | null } | undefined;
  }
}
