import type { TrashItemT, TrashKind, TrashQueryT } from '@ckb/contract';
import { trashKindsOf, type RoleFlags } from '@ckb/contract/roles';
import { expiresAt } from './purge.ts';
import type { TrashCtx, TrashRow } from './service.ts';

/** GET /api/trash: the items of the kinds the caller may delete, newest first; and one item as listed. */

type Listed = Omit<TrashRow, 'payload' | 'ancestors'> & { by_name: string | null };

function toWire(row: Listed, days: number): TrashItemT {
  return {
    _id: row.id,
    kind: row.kind as TrashKind,
    item_id: row.item_id,
    label: row.label,
    work: row.work_id && row.work_kind ? { _id: row.work_id, kind: row.work_kind } : null,
    deleted_by: row.deleted_by && row.by_name !== null ? { _id: row.deleted_by, name: row.by_name } : null,
    deleted_at: new Date(Number(row.deleted_at)).toISOString(),
    expires_at: new Date(expiresAt(Number(row.deleted_at), days)).toISOString(),
    rows: Number(row.rows),
    files: Number(row.files),
  };
}

const COLUMNS = [
  'trash.id',
  'trash.kind',
  'trash.item_id',
  'trash.work_id',
  'trash.work_kind',
  'trash.label',
  'trash.deleted_by',
  'trash.deleted_at',
  'trash.rows',
  'trash.files',
  'users.name as by_name',
] as const;

export async function listTrash(ctx: TrashCtx, actor: Partial<RoleFlags>, query: TrashQueryT) {
  const allowed = trashKindsOf(actor);
  const kinds = query.kind ? allowed.filter((k) => k === query.kind) : allowed;
  const page = query.page ?? 1;
  const limit = query.limit === undefined || query.limit === -1 ? 1000 : Math.max(1, query.limit);
  if (kinds.length === 0) return { results: [], totalPages: 0, totalItems: 0 };
  const db = ctx.db.kysely;
  const counted = await db
    .selectFrom('trash')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('kind', 'in', kinds)
    .executeTakeFirstOrThrow();
  const total = Number(counted.n);
  const rows = await db
    .selectFrom('trash')
    .leftJoin('users', 'users.id', 'trash.deleted_by')
    .select(COLUMNS)
    .where('trash.kind', 'in', kinds)
    .orderBy('trash.deleted_at', 'desc')
    .orderBy('trash.id', 'desc')
    .limit(limit)
    .offset((page - 1) * limit)
    .execute();
  return {
    results: rows.map((row) => toWire(row, ctx.trash.days)),
    totalPages: Math.ceil(total / limit),
    totalItems: total,
  };
}

/** One item as the list shows it (a restore answers the item it brought back). */
export async function itemWire(ctx: TrashCtx, row: TrashRow): Promise<TrashItemT> {
  const by = row.deleted_by
    ? await ctx.db.kysely.selectFrom('users').select('name').where('id', '=', row.deleted_by).executeTakeFirst()
    : undefined;
  return toWire({ ...row, by_name: by?.name ?? null }, ctx.trash.days);
}
