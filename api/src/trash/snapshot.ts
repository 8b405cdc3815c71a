import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { inChunks } from '../repositories/batch.ts';
import { MEDIA_COLUMNS, PARENTS, type Branch, type KindTree, type Table } from './trees.ts';

/**
 * Reading a subtree into a payload and writing it back, for any tree of trees.ts. Rows are kept exactly as the
 * database gave them (ids, numbers, positions, times), so a restore is the same rows again.
 */

export type Row = Record<string, unknown>;
/** One table's rows of a subtree. `link`: rows of this part name a row outside the subtree (see Branch). */
export interface Part {
  table: Table;
  rows: Row[];
  link?: { column: string; table: Table };
}
/** The parts in the order they are inserted: every row after the row it hangs from. */
export type Payload = Part[];

type Trx = Transaction<Database> | Kysely<Database>;
// table names come from trees.ts, a closed list; Kysely cannot type a table chosen at run time
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const loose = (trx: Trx) => trx as unknown as Kysely<any>;

async function rowsWhere(trx: Trx, table: Table, column: string, ids: readonly string[], lock: boolean) {
  return inChunks(ids, async (chunk) => {
    let q = loose(trx).selectFrom(table).selectAll().where(column, 'in', chunk);
    // PostgreSQL: a row read here cannot change or gain children until the delete commits
    if (lock) q = q.forUpdate();
    return (await q.execute()) as Row[];
  });
}

async function walk(trx: Trx, branches: readonly Branch[], ids: string[], out: Payload, lock: boolean) {
  if (ids.length === 0) return;
  for (const branch of branches) {
    const rows = await rowsWhere(trx, branch.table, branch.by, ids, lock);
    if (rows.length === 0) continue;
    out.push({ table: branch.table, rows, ...(branch.link ? { link: branch.link } : {}) });
    if (branch.children)
      await walk(
        trx,
        branch.children,
        rows.map((r) => String(r.id)),
        out,
        lock,
      );
  }
}

/** The row `id` of the tree's table and everything under it; null when the row is not there. */
export async function readSubtree(trx: Trx, tree: KindTree, id: string, lock: boolean): Promise<Payload | null> {
  const root = await rowsWhere(trx, tree.table, 'id', [id], lock);
  if (root.length === 0) return null;
  const out: Payload = [{ table: tree.table, rows: root }];
  await walk(trx, tree.children, [id], out, lock);
  return out;
}

/** The rows above a row, the work first: `[{ table, row }]`. */
export async function ancestorsOf(trx: Trx, table: Table, row: Row): Promise<Array<{ table: Table; row: Row }>> {
  for (const parent of PARENTS[table] ?? []) {
    const id = row[parent.column];
    if (typeof id !== 'string') continue;
    const above = (await rowsWhere(trx, parent.table, 'id', [id], false))[0];
    if (!above) return [];
    return [...(await ancestorsOf(trx, parent.table, above)), { table: parent.table, row: above }];
  }
  return [];
}

/** The row above the payload's root that must exist for a restore, if any: `{ table, id }`. */
export function parentOf(payload: Payload): { table: Table; id: string } | null {
  const root = payload[0]!;
  const row = root.rows[0]!;
  for (const parent of PARENTS[root.table] ?? []) {
    const id = row[parent.column];
    if (typeof id === 'string') return { table: parent.table, id };
  }
  return null;
}

/** Every storage key held by the payload's rows. */
export function mediaKeysOf(payload: Payload): string[] {
  const keys = new Set<string>();
  for (const part of payload) {
    for (const column of MEDIA_COLUMNS[part.table] ?? []) {
      for (const row of part.rows) if (typeof row[column] === 'string' && row[column]) keys.add(row[column] as string);
    }
  }
  return [...keys];
}

export const rowCount = (payload: Payload): number => payload.reduce((sum, part) => sum + part.rows.length, 0);

async function existing(trx: Trx, table: Table, ids: string[]): Promise<Set<string>> {
  const rows = await rowsWhere(trx, table, 'id', [...new Set(ids)], false);
  return new Set(rows.map((r) => String(r.id)));
}

/**
 * Inserts the payload's rows again, parents first, in chunks that stay under the bound-parameter limits. A
 * linked row whose other end is gone is left out (a credit of an account deleted since).
 */
export async function insertPayload(trx: Trx, payload: Payload): Promise<void> {
  for (const part of payload) {
    let rows = part.rows;
    if (part.link) {
      const { column, table } = part.link;
      const present = await existing(
        trx,
        table,
        rows.map((r) => String(r[column])),
      );
      rows = rows.filter((r) => present.has(String(r[column])));
    }
    if (rows.length === 0) continue;
    const columns = Object.keys(rows[0]!).length;
    const size = Math.max(1, Math.min(500, Math.floor(30_000 / columns)));
    for (let i = 0; i < rows.length; i += size) {
      await loose(trx)
        .insertInto(part.table)
        .values(rows.slice(i, i + size))
        .execute();
    }
  }
}
