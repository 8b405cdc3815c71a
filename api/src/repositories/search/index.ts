import type { Kysely } from 'kysely';
import type { Dialect } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { postgresEngine } from './postgres.ts';
import { SearchRepository } from './repository.ts';
import { sqliteEngine } from './sqlite.ts';

export type { SearchFilter, SearchRow } from './engine.ts';
export { SearchRepository } from './repository.ts';

/** Search on `db`, with the engine of its database, chosen here once. `cap`: SEARCH_RESULTS_CAP unless a test lowers it. */
export function createSearchRepository(db: Kysely<Database>, dialect: Dialect, cap?: number): SearchRepository {
  return new SearchRepository(db, dialect === 'postgres' ? postgresEngine : sqliteEngine, cap);
}
