import type { Kysely } from 'kysely';
import { newId } from '../db/ids.ts';
import type { Database, ServerRow } from '../db/schema.ts';

export type ServerParent = { work: string } | { episode: string };

/** Streaming servers, of a film (work_id) or of an episode (episode_id). */
export class ServersRepository {
  constructor(private readonly db: Kysely<Database>) {}

  find(parent: ServerParent, serverId: string): Promise<ServerRow | undefined> {
    let q = this.db.selectFrom('servers').selectAll().where('id', '=', serverId);
    q = 'work' in parent ? q.where('work_id', '=', parent.work) : q.where('episode_id', '=', parent.episode);
    return q.executeTakeFirst();
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

  async delete(id: string): Promise<void> {
    await this.db.deleteFrom('servers').where('id', '=', id).execute();
  }
}
