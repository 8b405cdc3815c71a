import { notFound } from '../lib/http-errors.ts';
import { messages } from '../messages.ts';
import { removeFiles } from '../services/context.ts';
import type { TrashKind } from '@ckb/contract';
import type { Transaction } from 'kysely';
import { recordActivity } from '../activity/record.ts';
import type { Database } from '../db/schema.ts';
import { requireMayHandle, type Actor, type TrashCtx } from './service.ts';
import type { Payload } from './snapshot.ts';

/**
 * The end of a trash item: its row goes, then the files of its rows (only a purge removes media). Items of
 * rows under it (a chapter deleted before its work) go with it: their row above can never come back.
 */

const DAY_MS = 86_400_000;

/**
 * Purges these items and the items under them; answers how many items went. `record`: the history's entry,
 * in the same transaction (a purge by hand; the automatic one has no actor).
 */
export async function purgeItems(
  ctx: TrashCtx,
  ids: readonly string[],
  record?: (trx: Transaction<Database>) => Promise<void>,
): Promise<number> {
  if (ids.length === 0) return 0;
  const all = new Set(ids);
  const items = await ctx.db.kysely
    .selectFrom('trash')
    .select('item_id')
    .where('id', 'in', [...ids])
    .execute();
  for (const { item_id } of items) {
    const under = await ctx.db.kysely
      .selectFrom('trash')
      .select('id')
      .where('ancestors', 'like', `%|${item_id}|%`)
      .execute();
    for (const row of under) all.add(row.id);
  }
  const chosen = [...all];
  // journalled first: a crash after the rows go and before the files do still ends with the files removed
  const keys = await ctx.media.collectKeys({ trash: chosen });
  await ctx.db.kysely.transaction().execute(async (trx) => {
    for (let i = 0; i < chosen.length; i += 500) {
      const part = chosen.slice(i, i + 500);
      await trx.deleteFrom('trash_media').where('trash_id', 'in', part).execute();
      await trx.deleteFrom('trash').where('id', 'in', part).execute();
    }
    await record?.(trx);
  });
  await removeFiles(ctx, keys);
  return chosen.length;
}

/** DELETE /api/trash/{id}: the item (and those under it) for good. */
export async function purge(ctx: TrashCtx, actor: Actor, trashId: string) {
  const item = await ctx.db.kysely
    .selectFrom('trash')
    .select(['kind', 'payload', 'item_id', 'work_id', 'label'])
    .where('id', '=', trashId)
    .executeTakeFirst();
  if (!item) throw notFound(messages.trash.notFound);
  const kind = item.kind as TrashKind;
  requireMayHandle(actor, kind, kind === 'user' ? (JSON.parse(item.payload) as Payload) : null);
  await purgeItems(ctx, [trashId], (trx) =>
    recordActivity(trx, { actor, action: 'purge', kind, target: item.item_id, work: item.work_id, label: item.label }),
  );
}

/** Purges every item deleted more than `days` days before `now`; answers how many went. */
export async function purgeExpired(ctx: TrashCtx, now: number, days: number): Promise<number> {
  let total = 0;
  for (;;) {
    const rows = await ctx.db.kysely
      .selectFrom('trash')
      .select('id')
      .where('deleted_at', '<', now - days * DAY_MS)
      .orderBy('deleted_at')
      .limit(200)
      .execute();
    if (rows.length === 0) return total;
    total += await purgeItems(
      ctx,
      rows.map((r) => r.id),
    );
  }
}

export const expiresAt = (deletedAt: number, days: number): number => deletedAt + days * DAY_MS;
