/**
 * `pnpm bench:backup`: a backup of 100,000 works, on SQLite and on PostgreSQL: how long it takes, how big it
 * is, how long a restore takes, and the longest write a visitor waited while it ran (lib/write-load.ts, in the
 * serving process, with the backup in its child process as the server's schedule runs it) against the
 * longest of as long again without one.
 *
 * The catalogue is bench:search's (src/seed/catalogue.ts, the same options: no seasons or chapters; a
 * server per film, which the load reports). It has no pictures: the demo's media are measured by
 * test:backup. The filled SQLite file is kept in /tmp/ckb-bench-backup for the next run.
 * BENCH_WORKS (100000), DATABASE_URL_BENCH (postgres://postgres@127.0.0.1:5432/test; schema
 * `bench_backup`, made and dropped), BENCH_SKIP_PG=1.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { buildApp } from '../src/app.ts';
import { backupInChild } from '../src/backup/child.ts';
import { restoreBackup } from '../src/backup/restore.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { openDatabase } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { migrations } from '../src/db/migrations/index.ts';
import { FsMediaStorage } from '../src/media/storage.ts';
import { insertCatalogue } from '../src/seed/catalogue.ts';
import { seed } from '../src/seed/index.ts';
import { table } from './lib/load.ts';
import { pgQuery as runOnPg, worksOnly } from './lib/works-only.ts';
import { publicServerId, startWriteLoad } from './lib/write-load.ts';

const WORKS = Number(process.env.BENCH_WORKS ?? 100_000);
const PG_URL = process.env.DATABASE_URL_BENCH ?? 'postgres://postgres@127.0.0.1:5432/test';
const SCHEMA = 'bench_backup';
const ROOT = '/tmp/ckb-bench-backup';
const API_KEY = 'bench-key';
const log = (line = '') => process.stdout.write(`${line}\n`);
const load = () =>
  execFileSync('uptime')
    .toString()
    .trim()
    .replace(/.*load average: /, '');

function siteConfig(kind: 'sqlite' | 'postgres', dataDir: string): Config {
  const config = loadConfig({
    DATA_DIR: dataDir,
    ...(kind === 'postgres' ? { DATABASE_URL: PG_URL } : {}),
    API_KEY,
    LOG_LEVEL: 'error',
    JWT_SECRET: 'bench-jwt-secret-0123456789abcdef',
    SEED_DEMO: 'false',
    OWNER_PASSWORD: 'bench-owner-password',
  });
  return kind === 'postgres' ? { ...config, database: { kind: 'postgres', url: PG_URL, schema: SCHEMA } } : config;
}

const pgQuery = (text: string) => runOnPg(PG_URL, text);

async function fill(config: Config): Promise<number> {
  const started = Date.now();
  const db = openDatabase(config.database);
  try {
    await migrateToLatest(db);
    await seed(db, config);
    await insertCatalogue(db.kysely, worksOnly(WORKS));
  } finally {
    await db.kysely.destroy();
  }
  return Date.now() - started;
}

async function measure(kind: 'sqlite' | 'postgres'): Promise<string[]> {
  const site = siteConfig(kind, join(ROOT, kind, 'site'));
  const marker = join(ROOT, kind, `filled-${WORKS}-${Object.keys(migrations).at(-1)}`);
  if (kind === 'postgres') {
    await pgQuery(`drop schema if exists ${SCHEMA} cascade; create schema ${SCHEMA}`);
    log(`${kind}: generated ${WORKS.toLocaleString('en')} works in ${((await fill(site)) / 1000).toFixed(1)} s`);
  } else if (!existsSync(marker)) {
    rmSync(join(ROOT, kind), { recursive: true, force: true });
    log(`${kind}: generated ${WORKS.toLocaleString('en')} works in ${((await fill(site)) / 1000).toFixed(1)} s`);
    mkdirSync(marker, { recursive: true });
  }
  const backups = join(ROOT, kind, 'backups');
  rmSync(backups, { recursive: true, force: true });

  const db = openDatabase(site.database);
  // the same rows on every run: the load of the last one goes (its pages stay free in the file)
  await db.kysely.deleteFrom('server_reports').execute();
  const app = await buildApp(site, { db });
  await app.ready();
  const writes = startWriteLoad(app, API_KEY, await publicServerId(app));
  await new Promise((r) => setTimeout(r, 500));
  writes.lap();
  const loadBefore = load();
  const started = Date.now();
  const backup = await backupInChild({ ...site, dir: backups });
  const wall = Date.now() - started;
  const during = writes.lap();
  await new Promise((r) => setTimeout(r, wall));
  const without = await writes.stop();
  await app.close();
  await db.kysely.destroy();

  // the restore, into a fresh folder / the schema dropped
  const target = siteConfig(kind, join(ROOT, kind, 'restored'));
  rmSync(target.dataDir, { recursive: true, force: true });
  if (kind === 'postgres') await pgQuery(`drop schema ${SCHEMA} cascade`);
  const restore = await restoreBackup(
    backup.dir,
    { database: target.database, storage: new FsMediaStorage(target.mediaDir), dataDir: target.dataDir },
    false,
  );
  if (kind === 'postgres') await pgQuery(`drop schema if exists ${SCHEMA} cascade`);
  rmSync(target.dataDir, { recursive: true, force: true });
  rmSync(backups, { recursive: true, force: true });
  return [
    kind,
    `${(backup.ms / 1000).toFixed(1)} s (${(wall / 1000).toFixed(1)} s)`,
    `${(backup.bytes / 1_048_576).toFixed(1)} MB`,
    `${(restore.ms / 1000).toFixed(1)} s`,
    `${during.writes}: ${during.medianMs.toFixed(1)} / ${during.longestMs.toFixed(0)} ms, ${during.over100} > 100 ms`,
    `${without.writes}: ${without.medianMs.toFixed(1)} / ${without.longestMs.toFixed(0)} ms, ${without.over100} > 100 ms`,
    `${loadBefore} → ${load()}`,
  ];
}

mkdirSync(ROOT, { recursive: true });
const rows = [await measure('sqlite')];
if (process.env.BENCH_SKIP_PG !== '1') rows.push(await measure('postgres'));
log();
table(
  [
    'database',
    'backup (with process start)',
    'size',
    'restore',
    'writes during it: median / longest',
    'as long without it',
    'load (1, 5, 15 min)',
  ],
  rows,
);
process.exit(0);
