import SQLite from 'better-sqlite3';
import {
  Kysely,
  PostgresDialect,
  SqliteDialect,
  type CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import pg from 'pg';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { DatabaseConfig } from '../config.ts';
import { startCheckpointer } from './checkpointer.ts';
import type { Database } from './schema.ts';

export type Dialect = 'sqlite' | 'postgres';

export interface Db {
  kysely: Kysely<Database>;
  dialect: Dialect;
  /** PostgreSQL schema holding the tables, when not the default search_path. */
  schema?: string;
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/** better-sqlite3 refuses to bind booleans; SQLite stores them as 1/0 anyway. */
function sqliteParam(value: unknown): unknown {
  return typeof value === 'boolean' ? (value ? 1 : 0) : value;
}

class BooleanSafeConnection implements DatabaseConnection {
  constructor(private readonly inner: DatabaseConnection) {}
  executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    return this.inner.executeQuery<R>({ ...query, parameters: query.parameters.map(sqliteParam) });
  }
  streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    return this.inner.streamQuery<R>({ ...query, parameters: query.parameters.map(sqliteParam) }, chunkSize);
  }
}

/**
 * Wraps Kysely's SQLite driver so queries can pass `true`/`false` exactly as on PostgreSQL:
 * the same repository code runs on both databases.
 */
class BooleanSafeDriver implements Driver {
  private readonly wrapped = new WeakMap<DatabaseConnection, BooleanSafeConnection>();
  constructor(
    private readonly inner: Driver,
    private readonly onDestroy: () => Promise<void>,
  ) {}
  init(): Promise<void> {
    return this.inner.init();
  }
  async acquireConnection(): Promise<DatabaseConnection> {
    const conn = await this.inner.acquireConnection();
    let safe = this.wrapped.get(conn);
    if (!safe) {
      safe = new BooleanSafeConnection(conn);
      this.wrapped.set(conn, safe);
    }
    return safe;
  }
  private unwrap(conn: DatabaseConnection): DatabaseConnection {
    return conn instanceof BooleanSafeConnection ? (conn as unknown as { inner: DatabaseConnection }).inner : conn;
  }
  beginTransaction(conn: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    return this.inner.beginTransaction(this.unwrap(conn), settings);
  }
  commitTransaction(conn: DatabaseConnection): Promise<void> {
    return this.inner.commitTransaction(this.unwrap(conn));
  }
  rollbackTransaction(conn: DatabaseConnection): Promise<void> {
    return this.inner.rollbackTransaction(this.unwrap(conn));
  }
  releaseConnection(conn: DatabaseConnection): Promise<void> {
    return this.inner.releaseConnection(this.unwrap(conn));
  }
  async destroy(): Promise<void> {
    await this.onDestroy();
    return this.inner.destroy();
  }
}

class BooleanSafeSqliteDialect extends SqliteDialect {
  constructor(
    config: ConstructorParameters<typeof SqliteDialect>[0],
    private readonly onDestroy: () => Promise<void>,
  ) {
    super(config);
  }
  override createDriver(): Driver {
    return new BooleanSafeDriver(super.createDriver(), this.onDestroy);
  }
}

function openSqlite(file: string): Kysely<Database> {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const database = new SQLite(file);
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  let stopCheckpointer: () => Promise<void> = async () => undefined;
  if (file !== ':memory:') {
    database.pragma('journal_mode = WAL');
    database.pragma('synchronous = NORMAL');
    // checkpoints run off the event loop (db/checkpointer.ts says why)
    database.pragma('wal_autocheckpoint = 0');
    stopCheckpointer = startCheckpointer(file);
  }
  return new Kysely<Database>({ dialect: new BooleanSafeSqliteDialect({ database }, stopCheckpointer) });
}

/** bigint (count(*), sums, epoch-ms columns) and numeric come back as numbers, as on SQLite. */
const pgTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
    if (oid === pg.types.builtins.INT8 || oid === pg.types.builtins.NUMERIC) return (v: string) => Number(v);
    return pg.types.getTypeParser(oid, format);
  }) as typeof pg.types.getTypeParser,
};

function openPostgres(url: string, schema: string | undefined): Kysely<Database> {
  if (schema !== undefined && !SCHEMA_NAME.test(schema)) throw new Error(`Invalid PostgreSQL schema name "${schema}".`);
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    types: pgTypes,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

export function openDatabase(config: DatabaseConfig): Db {
  if (config.kind === 'sqlite') return { kysely: openSqlite(config.file), dialect: 'sqlite' };
  return { kysely: openPostgres(config.url, config.schema), dialect: 'postgres', schema: config.schema };
}
