import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { DatabaseConfig } from '../config.ts';
import { openDatabase, type Db } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import { referencedKeys } from '../media/cleanup.ts';
import { BackupError } from './manifest.ts';

/**
 * The database half of a backup: a consistent snapshot taken while the site keeps writing, plus what
 * the rest of the backup needs to know about that same moment (the migrations it had run, and the
 * media keys its rows reference, so the media copy can be checked against it).
 *
 * - SQLite: the online backup API, from a connection of its own in a worker thread, in ONE step. The
 *   database runs in WAL mode, where a reader never blocks a writer: one step holds only a read mark
 *   on the WAL, so the site's writes go on at full speed. (Many small steps would not help here:
 *   SQLite restarts a stepped backup whenever another connection writes, so under a steady write load
 *   it would never finish.) The worker keeps the copy off the event loop of a serving process.
 * - PostgreSQL: pg_dump (custom format), reading an exported snapshot of a repeatable-read transaction
 *   in which the migrations and media keys are read too: all three see the same instant. pg_dump takes
 *   only ACCESS SHARE locks; writers never wait for it.
 */

export interface DatabaseSnapshot {
  /** File name inside the backup folder. */
  file: string;
  migrations: string[];
  /** Media keys the snapshot's rows reference. */
  keys: string[];
}

const MIGRATION_TABLE = 'kysely_migration';

async function readFacts(db: Kysely<Database>): Promise<{ migrations: string[]; keys: string[] }> {
  const rows = await sql<{ name: string }>`select name from ${sql.table(MIGRATION_TABLE)} order by name`
    .execute(db)
    .catch(() => ({ rows: [] as { name: string }[] }));
  const keys: string[] = [];
  for await (const { key } of referencedKeys(db)) keys.push(key);
  return { migrations: rows.rows.map((r) => r.name), keys };
}

// plain CommonJS, so the worker needs no TypeScript loader (tsx) in either src/ or dist/
const SQLITE_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const source = new Database(workerData.source, { fileMustExist: true });
source.pragma('busy_timeout = 5000');
// the largest step there is: the whole copy in one read transaction (see the module comment)
source.backup(workerData.dest, { progress: () => 0x7fffffff }).then(
  () => {
    source.close();
    // a self-contained file: no -wal beside it to forget when it is copied or restored
    const copy = new Database(workerData.dest);
    copy.pragma('journal_mode = DELETE');
    copy.close();
    parentPort.postMessage('done');
  },
  (err) => { source.close(); throw err; },
);
`;

function snapshotSqliteFile(source: string, dest: string): Promise<void> {
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  return new Promise((resolve, reject) => {
    const worker = new Worker(SQLITE_WORKER, { eval: true, workerData: { driver, source, dest } });
    let done = false;
    worker.on('message', () => (done = true));
    worker.on('error', reject);
    worker.on('exit', (code) => (done ? resolve() : reject(new Error(`the SQLite backup stopped (exit ${code})`))));
  });
}

function run(command: string, args: string[], what: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', (err: NodeJS.ErrnoException) =>
      reject(
        err.code === 'ENOENT'
          ? new BackupError(
              `${command} is not installed: ${what} needs the PostgreSQL client tools (Debian: apt-get install postgresql-client).`,
            )
          : err,
      ),
    );
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} failed (exit ${code}): ${stderr.trim()}`)),
    );
  });
}

const schemaArgs = (config: DatabaseConfig): string[] =>
  config.kind === 'postgres' && config.schema ? [`--schema=${config.schema}`] : [];

/** Writes the snapshot into `dir` (database.sqlite or database.pgdump). */
export async function snapshotDatabase(config: DatabaseConfig, db: Db, dir: string): Promise<DatabaseSnapshot> {
  if (config.kind === 'sqlite') {
    if (config.file === ':memory:')
      throw new BackupError('the database is in memory (DATABASE_URL=:memory:): there is nothing on disk to back up.');
    const file = 'database.sqlite';
    await snapshotSqliteFile(config.file, join(dir, file));
    const copy = new Kysely<Database>({
      dialect: new SqliteDialect({ database: new SQLite(join(dir, file), { readonly: true }) }),
    });
    try {
      return { file, ...(await readFacts(copy)) };
    } finally {
      await copy.destroy();
    }
  }
  const file = 'database.pgdump';
  return db.kysely.connection().execute(async (conn) => {
    await sql`begin transaction isolation level repeatable read, read only`.execute(conn);
    try {
      const { rows } = await sql<{ id: string }>`select pg_export_snapshot() as id`.execute(conn);
      const facts = await readFacts(conn);
      await run(
        'pg_dump',
        [
          '--format=custom',
          '--no-owner',
          '--no-privileges',
          `--snapshot=${rows[0]?.id}`,
          ...schemaArgs(config),
          `--file=${join(dir, file)}`,
          `--dbname=${config.url}`,
        ],
        'a PostgreSQL backup',
      );
      return { file, ...facts };
    } finally {
      await sql`commit`.execute(conn);
    }
  });
}

/** Tables already in the target database (restore refuses a non-empty one without --force). */
export async function tablesIn(config: DatabaseConfig): Promise<number> {
  if (config.kind === 'sqlite') {
    if (!existsSync(config.file)) return 0;
    const file = new SQLite(config.file, { readonly: true });
    try {
      const row = file
        .prepare(`select count(*) as n from sqlite_master where type = 'table' and name not like 'sqlite_%'`)
        .get() as { n: number };
      return row.n;
    } finally {
      file.close();
    }
  }
  const db = openDatabase(config);
  try {
    const schema = config.schema ?? 'public';
    const { rows } = await sql<{
      n: number;
    }>`select count(*) as n from information_schema.tables where table_schema = ${schema}`.execute(db.kysely);
    return Number(rows[0]?.n ?? 0);
  } finally {
    await db.kysely.destroy();
  }
}

/**
 * Puts the snapshot in place of the configured database. SQLite: the file is copied beside the target
 * and renamed over it (the old -wal/-shm removed first, or SQLite would replay them onto the restored file).
 * PostgreSQL: pg_restore in one transaction; --force into a schema of its own drops that schema first,
 * so tables the backup lacks go too.
 */
export async function restoreDatabase(config: DatabaseConfig, snapshot: string, force: boolean): Promise<void> {
  if (config.kind === 'sqlite') {
    if (config.file === ':memory:')
      throw new BackupError(
        'the database is configured in memory (DATABASE_URL=:memory:): set DATA_DIR or DATABASE_URL to a file to restore into.',
      );
    await mkdir(dirname(config.file), { recursive: true });
    const partial = `${config.file}.restoring`;
    await copyFile(snapshot, partial);
    for (const suffix of ['-wal', '-shm']) await rm(config.file + suffix, { force: true });
    await rename(partial, config.file);
    return;
  }
  if (force && config.schema) {
    const db = openDatabase(config);
    try {
      await sql`drop schema if exists ${sql.id(config.schema)} cascade`.execute(db.kysely);
    } finally {
      await db.kysely.destroy();
    }
  }
  await run(
    'pg_restore',
    [
      '--no-owner',
      '--no-privileges',
      '--single-transaction',
      '--exit-on-error',
      '--clean',
      '--if-exists',
      `--dbname=${config.url}`,
      snapshot,
    ],
    'restoring a PostgreSQL backup',
  );
}
