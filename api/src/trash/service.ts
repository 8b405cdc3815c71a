import type { FastifyInstance } from 'fastify';
import type { Selectable, Transaction } from 'kysely';
import { accountDecision, isAllowed, TRASH_KIND_PERMISSIONS, type RoleFlags } from '@ckb/contract/roles';
import type { TrashKind } from '@ckb/contract';
import { recordActivity } from '../activity/record.ts';
import { newId } from '../db/ids.ts';
import type { Database, TrashTable, WorkKind } from '../db/schema.ts';
import { conflict, forbidden, notFound, type HttpError } from '../lib/http-errors.ts';
import { messages } from '../messages.ts';
import { isUniqueViolation, type Ctx } from '../services/context.ts';
import { AROUND, nameOf, takenBy } from './rules.ts';
import { ancestorsOf, insertPayload, mediaKeysOf, parentOf, readSubtree, rowCount, type Payload } from './snapshot.ts';
import { TREES, type Table } from './trees.ts';

/**
 * Deleting into the trash and restoring from it (purging is purge.ts). A delete is one transaction: the row and
 * its subtree are read (locked on PostgreSQL), kept as a trash item with the keys of their files, and deleted
 * as before (the cascade takes the children); the files stay until a purge. A restore is one transaction too:
 * the checks (the row above is live, no sibling took the number or slug), then the rows again, parents first,
 * with their ids, then the item goes. Public answers need no filter: what is in the trash is not in the tables.
 */

export type TrashRow = Selectable<TrashTable>;

export type TrashCtx = Pick<FastifyInstance, 'db' | 'repos' | 'media' | 'log' | 'trash'>;

/** Who deletes, and where the new item's id goes (the route's `X-Trash-Id` header). */
export interface Deleter {
  userId: string | null;
  trashed?: (trashId: string) => void;
}

export interface TrashDelete {
  kind: TrashKind;
  id: string;
  by: Deleter;
  /** The row must hang from this one (a page of the chapter the path names), else the 404. */
  under?: { column: string; id: string };
  /** The 404 when the row is not there (or is not of this kind, or not under `under`). */
  notFound: () => HttpError;
  /** First in the transaction: a refusal that must see what the delete sees (the last owner account). */
  check?: (trx: Transaction<Database>) => Promise<void>;
  /** Last in the transaction: the history's entry of the delete (activity/record.ts). */
  record?: (trx: Transaction<Database>) => Promise<void>;
}

/** Moves a row and everything under it to the trash; answers the trash item's id. */
export async function moveToTrash(ctx: Ctx, request: TrashDelete): Promise<string> {
  const [trashId] = await moveAllToTrash(ctx, [request]);
  return trashId!;
}

/**
 * Moves several rows to the trash in one transaction (all or none: the first 404 undoes the others), each
 * as its own item, in the order given; answers their ids in that order.
 */
export async function moveAllToTrash(ctx: Ctx, requests: readonly TrashDelete[]): Promise<string[]> {
  const ids = await ctx.db.kysely.transaction().execute(async (trx) => {
    const made: string[] = [];
    for (const request of requests) made.push(await moveToTrashIn(ctx, trx, request));
    return made;
  });
  requests.forEach((request, i) => request.by.trashed?.(ids[i]!));
  return ids;
}

/**
 * The same move inside a transaction the caller holds (several works deleted at once, all or none); the caller
 * tells where the item's id goes (`by.trashed` is not called).
 */
export async function moveToTrashIn(ctx: Ctx, trx: Transaction<Database>, request: TrashDelete): Promise<string> {
  const tree = TREES[request.kind];
  const lock = ctx.db.dialect === 'postgres';
  const trashId = newId();
  await request.check?.(trx);
  if (lock && tree.table === 'pages') {
    // the chapter first, as every change of its pages' order locks it (media/repository.ts)
    await trx
      .selectFrom('chapters')
      .select('id')
      .where('id', '=', trx.selectFrom('pages').select('chapter_id').where('id', '=', request.id))
      .forUpdate()
      .execute();
  }
  const payload = await readSubtree(trx, tree, request.id, lock);
  const root = payload?.[0]?.rows[0];
  const misplaced = request.under && root?.[request.under.column] !== request.under.id;
  if (!payload || !root || misplaced || (tree.table === 'works' && root.kind !== request.kind)) {
    throw request.notFound();
  }
  const above = await ancestorsOf(trx, tree.table, root);
  const keys = mediaKeysOf(payload);
  const work = tree.table === 'works' ? root : above[0]?.table === 'works' ? above[0].row : null;
  await trx
    .insertInto('trash')
    .values({
      id: trashId,
      kind: request.kind,
      item_id: request.id,
      work_id: work ? String(work.id) : null,
      work_kind: work ? (work.kind as WorkKind) : null,
      ancestors: above.length ? `|${above.map((a) => String(a.row.id)).join('|')}|` : '',
      label: [...above, { table: tree.table, row: root }].map((a) => nameOf(a.table, a.row)).join(' › '),
      deleted_by: request.by.userId,
      deleted_at: Date.now(),
      payload: JSON.stringify(payload),
      rows: rowCount(payload),
      files: keys.length,
    })
    .execute();
  for (let i = 0; i < keys.length; i += 500) {
    await trx
      .insertInto('trash_media')
      .values(keys.slice(i, i + 500).map((key) => ({ trash_id: trashId, key })))
      .execute();
  }
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a table of trees.ts
  await (trx as any).deleteFrom(tree.table).where('id', '=', request.id).execute();
  await AROUND[tree.table]?.afterDelete?.(trx, root);
  await request.record?.(trx);
  return trashId;
}

/** The signed-in caller (a SessionUser is one): its roles, and its id and username for the history. */
export type Actor = Partial<RoleFlags> & { id: string; username: string };

/** 403 unless the actor may delete the item's kind (and, for an account, may delete that account). */
export function requireMayHandle(actor: Actor, kind: TrashKind, payload: Payload | null): void {
  if (!TRASH_KIND_PERMISSIONS[kind].some((p) => isAllowed(actor, p))) throw forbidden();
  const account = kind === 'user' ? payload?.[0]?.rows[0] : undefined;
  if (account) {
    const flags = Object.fromEntries(Object.entries(account).map(([k, v]) => [k, v === true || v === 1]));
    const decision = accountDecision(actor, 'delete', { ...flags, id: String(account.id) });
    if (!decision.allowed) throw forbidden(messages.accountOutranked);
  }
}

const WORD = messages.trash.parent;
const TABLE_KIND: Partial<Record<Table, string>> = {
  works: 'work',
  seasons: 'season',
  episodes: 'episode',
  manga_sessions: 'session',
  chapters: 'chapter',
};

/**
 * Why the row above is not there: one of the rows above is in the trash (its own item, or inside the item of a
 * row above it: restore that first), or it was purged.
 */
async function parentMissing(trx: Transaction<Database>, ancestors: string, table: Table): Promise<string> {
  const ids = ancestors.split('|').filter(Boolean);
  const trashed = ids.length
    ? await trx.selectFrom('trash').select(['kind', 'item_id']).where('item_id', 'in', ids).execute()
    : [];
  // the nearest one: restoring it may bring back the row above too (a work brings its seasons)
  const nearest = trashed.sort((a, b) => ids.indexOf(b.item_id) - ids.indexOf(a.item_id))[0];
  if (nearest) return messages.trash.parentInTrash(WORD[nearest.kind] ?? WORD.work!);
  return messages.trash.parentGone(WORD[TABLE_KIND[table] ?? 'work'] ?? WORD.work!);
}

/** Puts the item's rows back (409 when something took their place, or the row above is not live). */
export function restore(ctx: Ctx, actor: Actor, trashId: string): Promise<TrashRow> {
  return ctx.db.kysely.transaction().execute((trx) => restoreIn(trx, ctx, actor, trashId));
}

/**
 * Puts several items back in one transaction, in the given order: all of them, or none when one cannot come back
 * (its error is the answer). The undo of a delete of many works (the lists' bulk delete) is one call.
 */
export function restoreAll(ctx: Ctx, actor: Actor, trashIds: readonly string[]): Promise<TrashRow[]> {
  return ctx.db.kysely.transaction().execute(async (trx) => {
    const rows: TrashRow[] = [];
    for (const id of trashIds) rows.push(await restoreIn(trx, ctx, actor, id));
    return rows;
  });
}

async function restoreIn(trx: Transaction<Database>, ctx: Ctx, actor: Actor, trashId: string): Promise<TrashRow> {
  const lock = ctx.db.dialect === 'postgres';
  let q = trx.selectFrom('trash').selectAll().where('id', '=', trashId);
  if (lock) q = q.forUpdate();
  const item = await q.executeTakeFirst();
  if (!item) throw notFound(messages.trash.notFound);
  const kind = item.kind as TrashKind;
  const payload = JSON.parse(item.payload) as Payload;
  requireMayHandle(actor, kind, payload);
  const table = payload[0]!.table;
  const root = payload[0]!.rows[0]!;

  const parent = parentOf(payload);
  if (parent) {
    let p = trx
      .selectFrom(parent.table as 'works')
      .select('id')
      .where('id', '=', parent.id);
    if (lock) p = p.forShare();
    if (!(await p.executeTakeFirst())) throw conflict(await parentMissing(trx, item.ancestors, parent.table));
  }
  const taken = await takenBy(trx, table, root);
  if (taken) throw conflict(taken);

  try {
    await AROUND[table]?.beforeRestore?.(trx, root);
    await insertPayload(trx, payload);
    await AROUND[table]?.afterRestore?.(trx, root);
  } catch (err) {
    // a sibling that took the value between the check and the insert (PostgreSQL, concurrent writes)
    if (isUniqueViolation(err)) throw conflict((await takenBy(ctx.db.kysely, table, root)) ?? messages.notFound);
    throw err;
  }
  await trx.deleteFrom('trash').where('id', '=', trashId).execute();
  await recordActivity(trx, {
    actor,
    action: 'restore',
    kind,
    target: item.item_id,
    work: item.work_id,
    label: item.label,
  });
  return item;
}
