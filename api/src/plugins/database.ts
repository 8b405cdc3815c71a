import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.ts';
import { infrastructure } from '../lib/plugin.ts';
import { GenresRepository } from '../repositories/genres.ts';
import { NumberedRepository } from '../numbered/repository.ts';
import { PagesRepository } from '../repositories/pages.ts';
import { PromosRepository } from '../repositories/promos.ts';
import { SearchRepository } from '../repositories/search.ts';
import { ServersRepository } from '../repositories/servers.ts';
import { UsersRepository } from '../repositories/users.ts';
import { ViewsRepository } from '../repositories/views.ts';
import { WorksRepository } from '../repositories/works.ts';

export interface Repositories {
  works: WorksRepository;
  users: UsersRepository;
  /** Seasons, episodes, manga sessions and chapters (numbered/levels.ts). */
  numbered: NumberedRepository;
  servers: ServersRepository;
  pages: PagesRepository;
  views: ViewsRepository;
  promos: PromosRepository;
  genres: GenresRepository;
  search: SearchRepository;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The Kysely handle and which database it talks to. */
    db: Db;
    /** The SQL lives here; routes stay thin. Phase 2 adds repositories beside these. */
    repos: Repositories;
  }
}

/** The repositories over a database handle or a transaction (a write reads its own rows back in it). */
export function repositoriesOf(kysely: Db['kysely'], dialect: Db['dialect']): Repositories {
  return {
    works: new WorksRepository(kysely),
    users: new UsersRepository(kysely),
    numbered: new NumberedRepository(kysely),
    servers: new ServersRepository(kysely),
    pages: new PagesRepository(kysely),
    views: new ViewsRepository(kysely),
    promos: new PromosRepository(kysely),
    genres: new GenresRepository(kysely),
    search: new SearchRepository(kysely, dialect),
  };
}

/**
 * Decorates `app.db` and `app.repos`. The database is opened (and migrated) by the caller;
 * with `owned` the app destroys it on close.
 */
export const databasePlugin = infrastructure(
  'database',
  async (app: FastifyInstance, opts: { db: Db; owned: boolean }) => {
    app.decorate('db', opts.db);
    app.decorate('repos', repositoriesOf(opts.db.kysely, opts.db.dialect));
    if (opts.owned) {
      app.addHook('onClose', async () => {
        await opts.db.kysely.destroy();
      });
    }
  },
);
