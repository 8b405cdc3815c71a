import type { Kysely } from 'kysely';
import { newId } from '../db/ids.ts';
import type { Database, ServerRow, WorkKind } from '../db/schema.ts';
import { groupBy, inChunks } from './batch.ts';
import { released } from '../numbered/release.ts';

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

  /**
   * Whether a server of a visible work (and of a released episode) exists: reports are taken only for what a
   * visitor can see.
   */
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
      // an episode's server only once the episode is out (a film's server has no episode)
      .where((eb) => eb.or([eb('servers.episode_id', 'is', null), released('episodes')]))
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

  /**
   * The reports inbox: every server with reports not yet handled, where it sits, and its counts (all, since
   * `dayStart`, since `weekStart`); of one work's servers (its own and its episodes') if given. Worst first:
   * the week's count, then today's, then all of them, then the latest report.
   */
  async reportInbox(since: { dayStart: number; weekStart: number }, workId?: string): Promise<ServerReportRow[]> {
    const { dayStart, weekStart } = since;
    let q = this.db
      .selectFrom('server_reports')
      .innerJoin('servers', 'servers.id', 'server_reports.server_id')
      .leftJoin('episodes', 'episodes.id', 'servers.episode_id')
      .leftJoin('seasons', 'seasons.id', 'episodes.season_id')
      .innerJoin('works', (join) =>
        join.on((eb) =>
          eb.or([eb('works.id', '=', eb.ref('servers.work_id')), eb('works.id', '=', eb.ref('seasons.work_id'))]),
        ),
      )
      .select((eb) => [
        'servers.id as server_id',
        'servers.name_server',
        'works.id as work_id',
        'works.kind as work_kind',
        'works.ku',
        'works.en',
        'seasons.id as season_id',
        'seasons.number as season_number',
        'episodes.id as episode_id',
        'episodes.number as episode_number',
        eb.fn.countAll<number>().as('count'),
        eb.fn
          .sum<number>(eb.case().when('server_reports.created_at', '>=', dayStart).then(1).else(0).end())
          .as('today'),
        eb.fn
          .sum<number>(eb.case().when('server_reports.created_at', '>=', weekStart).then(1).else(0).end())
          .as('week'),
        eb.fn.max('server_reports.created_at').as('last'),
      ])
      .groupBy([
        'servers.id',
        'servers.name_server',
        'works.id',
        'works.kind',
        'works.ku',
        'works.en',
        'seasons.id',
        'seasons.number',
        'episodes.id',
        'episodes.number',
      ]);
    if (workId) q = q.where('works.id', '=', workId);
    const rows = await q.execute();
    return rows
      .map((r) => ({
        server_id: r.server_id,
        name_server: r.name_server,
        work: { id: r.work_id, kind: r.work_kind, title: r.ku || r.en },
        season: r.season_id === null ? null : { id: r.season_id, number: Number(r.season_number) },
        episode: r.episode_id === null ? null : { id: r.episode_id, number: Number(r.episode_number) },
        count: Number(r.count),
        today: Number(r.today),
        week: Number(r.week),
        last_reported_at: Number(r.last),
      }))
      .sort(
        (a, b) =>
          b.week - a.week ||
          b.today - a.today ||
          b.count - a.count ||
          b.last_reported_at - a.last_reported_at ||
          a.server_id.localeCompare(b.server_id),
      );
  }

  /** The server and the work it belongs to (a film's, or an episode's series), or undefined. */
  async withWork(serverId: string): Promise<{ id: string; name_server: string; work_id: string } | undefined> {
    return this.db
      .selectFrom('servers')
      .leftJoin('episodes', 'episodes.id', 'servers.episode_id')
      .leftJoin('seasons', 'seasons.id', 'episodes.season_id')
      .select((eb) => [
        'servers.id',
        'servers.name_server',
        eb.fn.coalesce('servers.work_id', 'seasons.work_id').$castTo<string>().as('work_id'),
      ])
      .where('servers.id', '=', serverId)
      .executeTakeFirst();
  }

  /**
   * Marks a server's reports handled: those made until `until` are removed, so the inbox forgets them and a
   * visitor who reports it again, even the same day, is counted again. Answers how many were cleared.
   */
  async clearReports(serverId: string, until: number): Promise<number> {
    const result = await this.db
      .deleteFrom('server_reports')
      .where('server_id', '=', serverId)
      .where('created_at', '<=', until)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}

/** One line of the reports inbox, before the wire's names. */
export interface ServerReportRow {
  server_id: string;
  name_server: string;
  work: { id: string; kind: WorkKind; title: string };
  season: { id: string; number: number } | null;
  episode: { id: string; number: number } | null;
  count: number;
  today: number;
  week: number;
  last_reported_at: number;
}
