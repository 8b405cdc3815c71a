import type { WorksBulkBodyT, WorksBulkResultT } from '@ckb/contract';
import { changesBetween, recordActivity, type Actor } from '../activity/record.ts';
import { describeWork, workLabel } from '../activity/works.ts';
import type { WorkKind, WorkRow } from '../db/schema.ts';
import { badRequest, notFound } from '../lib/http-errors.ts';
import { messages } from '../messages.ts';
import { repositoriesOf } from '../plugins/database.ts';
import { moveToTrashIn } from '../trash/service.ts';
import type { Ctx } from './context.ts';

/**
 * POST /api/{movies|series|manga}/bulk: hide, show, add a genre to, or delete many works of one kind in one
 * transaction. Every chosen work is read (locked on PostgreSQL) first: if one is missing or of another kind,
 * nothing changes (404). Each work gets its own history entry, as if changed one by one; a delete makes one
 * trash item per work (so each can also be restored alone from the trash).
 */
export async function bulkWorks(
  ctx: Ctx,
  actor: Actor,
  kind: WorkKind,
  body: WorksBulkBodyT,
): Promise<WorksBulkResultT> {
  const ids = body.work_ids;
  if (body.action === 'genre' && !body.genre) throw badRequest(messages.bulk.genreRequired);
  if (body.action === 'genre' && !(await ctx.repos.genres.existingIds([body.genre!])).has(body.genre!)) {
    throw notFound(messages.genreNotFound);
  }
  const lock = ctx.db.dialect === 'postgres';
  return ctx.db.kysely.transaction().execute(async (trx) => {
    let found = trx.selectFrom('works').select('id').where('id', 'in', ids).where('kind', '=', kind);
    if (lock) found = found.orderBy('id').forUpdate();
    const present = new Set((await found.execute()).map((r) => r.id));
    const missing = ids.filter((id) => !present.has(id)).length;
    if (missing > 0) throw notFound(messages.bulk.missing(missing));

    if (body.action === 'delete') {
      const trashIds: string[] = [];
      for (const id of ids) {
        const row = (await trx.selectFrom('works').selectAll().where('id', '=', id).executeTakeFirst()) as WorkRow;
        trashIds.push(
          await moveToTrashIn(ctx, trx, {
            kind,
            id,
            by: { userId: actor.id },
            notFound: () => notFound(messages.workNotFound),
            record: (t) =>
              recordActivity(t, { actor, action: 'delete', kind, target: id, work: id, label: workLabel(row) }),
          }),
        );
      }
      return { count: ids.length, trash_ids: trashIds };
    }

    const repos = repositoriesOf(trx, ctx.db.dialect);
    for (const id of ids) {
      const was = await describeWork(repos, kind, (await repos.works.findById(id)) as WorkRow);
      if (body.action === 'genre') {
        await addGenre(trx, id, body.genre!);
      } else {
        const before = await repos.works.lockCounted(trx, id, false);
        await repos.works.update(trx, id, { active_show: body.action === 'show', updated_at: Date.now() }, before!);
      }
      const row = (await repos.works.findById(id)) as WorkRow;
      const changes = changesBetween(was, await describeWork(repos, kind, row));
      if (Object.keys(changes).length > 0)
        await recordActivity(trx, {
          actor,
          action: 'edit',
          kind,
          target: id,
          work: id,
          label: workLabel(row),
          changes,
        });
    }
    return { count: ids.length };
  });
}

/** Adds the genre last among the work's genres, unless it is there already. */
async function addGenre(trx: Parameters<typeof moveToTrashIn>[1], workId: string, genreId: string): Promise<void> {
  const rows = await trx
    .selectFrom('work_genres')
    .select(['genre_id', 'position'])
    .where('work_id', '=', workId)
    .execute();
  if (rows.some((r) => r.genre_id === genreId)) return;
  const position = rows.reduce((max, r) => Math.max(max, Number(r.position) + 1), 0);
  await trx.insertInto('work_genres').values({ work_id: workId, genre_id: genreId, position }).execute();
}
