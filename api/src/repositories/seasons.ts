import type { Kysely } from 'kysely';
import { newId } from '../db/ids.ts';
import type { Database, EpisodeRow, SeasonRow, ServerRow } from '../db/schema.ts';
import { groupBy, inChunks } from './batch.ts';

export interface EpisodeTree {
  episode: EpisodeRow;
  servers: ServerRow[];
}
export interface SeasonTree {
  season: SeasonRow;
  episodes: EpisodeTree[];
}

/** SQL for what hangs under a series: seasons (session), episodes (epsode) and their servers. */
export class SeasonsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The season trees of several series at once: three queries whatever the number of works. */
  async treeByWork(workIds: readonly string[]): Promise<Map<string, SeasonTree[]>> {
    const seasons = await inChunks(workIds, (ids) =>
      this.db
        .selectFrom('seasons')
        .selectAll()
        .where('work_id', 'in', ids)
        .orderBy('work_id')
        .orderBy('number')
        .orderBy('created_at')
        .execute(),
    );
    const seasonIds = seasons.map((s) => s.id);
    const episodes = await inChunks(seasonIds, (ids) =>
      this.db
        .selectFrom('episodes')
        .selectAll()
        .where('season_id', 'in', ids)
        .orderBy('season_id')
        .orderBy('number')
        .orderBy('created_at')
        .execute(),
    );
    const episodeIds = episodes.map((e) => e.id);
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
    const serversBy = groupBy(episodeIds, servers, (s) => s.episode_id as string);
    const episodesBy = groupBy(seasonIds, episodes, (e) => e.season_id);
    const seasonsBy = groupBy(workIds, seasons, (s) => s.work_id);
    const out = new Map<string, SeasonTree[]>();
    for (const [workId, rows] of seasonsBy) {
      out.set(
        workId,
        rows.map((season) => ({
          season,
          episodes: (episodesBy.get(season.id) ?? []).map((episode) => ({
            episode,
            servers: serversBy.get(episode.id) ?? [],
          })),
        })),
      );
    }
    return out;
  }

  // --- seasons

  findSeason(workId: string, seasonId: string): Promise<SeasonRow | undefined> {
    return this.db
      .selectFrom('seasons')
      .selectAll()
      .where('id', '=', seasonId)
      .where('work_id', '=', workId)
      .executeTakeFirst();
  }

  async seasonNumberTaken(workId: string, number: number, exceptId?: string): Promise<boolean> {
    let q = this.db.selectFrom('seasons').select('id').where('work_id', '=', workId).where('number', '=', number);
    if (exceptId) q = q.where('id', '<>', exceptId);
    return (await q.executeTakeFirst()) !== undefined;
  }

  async insertSeason(workId: string, number: number, detail: string | null, now = Date.now()): Promise<string> {
    const id = newId();
    await this.db.insertInto('seasons').values({ id, work_id: workId, number, detail, created_at: now }).execute();
    return id;
  }

  async updateSeason(id: string, patch: { number?: number; detail?: string | null }): Promise<void> {
    await this.db.updateTable('seasons').set(patch).where('id', '=', id).execute();
  }

  /** Its episodes and their servers go with it (cascade). */
  async deleteSeason(id: string): Promise<void> {
    await this.db.deleteFrom('seasons').where('id', '=', id).execute();
  }

  // --- episodes

  findEpisode(seasonId: string, episodeId: string): Promise<EpisodeRow | undefined> {
    return this.db
      .selectFrom('episodes')
      .selectAll()
      .where('id', '=', episodeId)
      .where('season_id', '=', seasonId)
      .executeTakeFirst();
  }

  async episodeNumberTaken(seasonId: string, number: number, exceptId?: string): Promise<boolean> {
    let q = this.db.selectFrom('episodes').select('id').where('season_id', '=', seasonId).where('number', '=', number);
    if (exceptId) q = q.where('id', '<>', exceptId);
    return (await q.executeTakeFirst()) !== undefined;
  }

  async insertEpisode(seasonId: string, number: number, detail: string | null, now = Date.now()): Promise<string> {
    const id = newId();
    await this.db.insertInto('episodes').values({ id, season_id: seasonId, number, detail, created_at: now }).execute();
    return id;
  }

  async updateEpisode(id: string, patch: { number?: number; detail?: string | null }): Promise<void> {
    await this.db.updateTable('episodes').set(patch).where('id', '=', id).execute();
  }

  async deleteEpisode(id: string): Promise<void> {
    await this.db.deleteFrom('episodes').where('id', '=', id).execute();
  }
}
