import type { Kysely } from 'kysely';
import { newId } from '../db/ids.ts';
import type { Database, ServerRow } from '../db/schema.ts';
import { groupBy, inChunks } from './batch.ts';

export type ServerParent = { work: string } | { episode: string };

/** Streaming servers, of a film (work_id) or of an episode (episode_id). */
export class ServersRepository {
  constructor(private readonly db: Kysely<Database>) {}

  find(parent: ServerParent, serverId: string): Promise<ServerRow | undefined> {
    let q = this.db.selectFrom('servers').selectAll().where('id', '=', serverId);
    q = 'work' in parent ? q.where('work_id', '=', parent.work) : q.where('episode_id', '=', parent.episode);
    return q.executeTakeFirst();
  }

  /** The servers of several episodes, each episode's in order (every id gets an entry). */
  async byEpisode(episodeIds: readonly string[]): Promise<Map<string, ServerRow[]>> {
    const servers = await inChunks(episodeIds, (ids) =>
      this.db
        .selectFrom('servers')
        .selectAll()
        .where('episode_id', 'in', ids)
        .orderBy('episode_id')
        .orderBy('position')
        .orderBy('created_at')
        .execute(),
    );
    return groupBy(episodeIds, servers, (s) => s.episode_id ?? '');
  }

  /** Appends a server after the parent's last one. */
  async insert(
    parent: ServerParent,
    fields: { name_server: string; embed_code: string },
    now = Date.now(),
  ): Promise<string> {
    const id = newId();
    let last = this.db.selectFrom('servers').select((eb) => eb.fn.max('position').as('last'));
    last = 'work' in parent ? last.where('work_id', '=', parent.work) : last.where('episode_id', '=', parent.episode);
    const row = await last.executeTakeFirst();
    const position = row?.last === null || row?.last === undefined ? 0 : Number(row.last) + 1;
    await this.db
      .insertInto('servers')
      .values({
        id,
        work_id: 'work' in parent ? parent.work : null,
        episode_id: 'episode' in parent ? parent.episode : null,
        ...fields,
        position,
        created_at: now,
      })
      .execute();
    return id;
  }

  async update(id: string, patch: { name_server?: string; embed_code?: string }): Promise<void> {
    await this.db.updateTable('servers').set(patch).where('id', '=', id).execute();
  }

  /** Whether a server (of a visible work) exists: reports are taken only for what a visitor can see. */
  async isPublic(serverId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('servers')
      .leftJoin('episodes', 'episodes.id', 'servers.episode_id')
      .leftJoin('seasons', 'seasons.id', 'episodes.season_id')
      .innerJoin('works', (join) =>
        join.on((eb) =>
          eb.or([eb('works.id', '=', eb.ref('servers.work_id')), eb('works.id', '=', eb.ref('seasons.work_id'))]),
        ),
      )
      .select('servers.id')
      .where('servers.id', '=', serverId)
      .where('works.active_show', '=', true)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Records a report; the same reporter's second report of a server is ignored (the primary key). */
  async report(serverId: string, reporter: string, now = Date.now()): Promise<void> {
    await this.db
      .insertInto('server_reports')
      .values({ server_id: serverId, reporter, created_at: now })
      .onConflict((oc) => oc.columns(['server_id', 'reporter']).doNothing())
      .execute();
  }

  /** Report counts per server, most reported first; of one work's servers (its own and its episodes') if given. */
  async reportCounts(workId?: string): Promise<Array<{ server_id: string; count: number; last_reported_at: number }>> {
    let q = this.db
      .selectFrom('server_reports')
      .select((eb) => [
        'server_reports.server_id',
        eb.fn.countAll<number>().as('count'),
        eb.fn.max('server_reports.created_at').as('last'),
      ])
      .groupBy('server_reports.server_id');
    if (workId) {
      q = q
        .innerJoin('servers', 'servers.id', 'server_reports.server_id')
        .leftJoin('episodes', 'episodes.id', 'servers.episode_id')
        .leftJoin('seasons', 'seasons.id', 'episodes.season_id')
        .where((eb) => eb.or([eb('servers.work_id', '=', workId), eb('seasons.work_id', '=', workId)]));
    }
    const rows = await q.execute();
    return rows
      .map((r) => ({ server_id: r.server_id, count: Number(r.count), last_reported_at: Number(r.last) }))
      .sort((a, b) => b.count - a.count || b.last_reported_at - a.last_reported_at);
  }
}
