import Fastify from 'fastify';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { listBackups } from '../../src/backup/create.ts';
import { verifyBackup } from '../../src/backup/manifest.ts';
import { loadConfig, type DatabaseConfig } from '../../src/config.ts';
import { openDatabase } from '../../src/db/database.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';
import { migrations } from '../../src/db/migrations/index.ts';
import { FsMediaStorage } from '../../src/media/storage.ts';
import { backupPlugin } from '../../src/plugins/backup.ts';
import { seed } from '../../src/seed/index.ts';
import { OWNER } from '../helpers/app.ts';

const root = mkdtempSync(join(tmpdir(), 'ckb-backup-schedule-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

it('a running server backs up (in a child process) on its schedule, keeps the newest BACKUP_KEEP, and leaves nothing partial when it stops', async () => {
  const database: DatabaseConfig = { kind: 'sqlite', file: join(root, 'ckb.sqlite') };
  const db = openDatabase(database);
  await migrateToLatest(db);
  await seed(db, { owner: OWNER, seedDemo: false, demoPassword: 'x' });
  const storage = new FsMediaStorage(join(root, 'media'));
  await storage.init();
  const dir = join(root, 'backups');

  const logged: string[] = [];
  const app = Fastify({ logger: { level: 'info', stream: { write: (line: string) => void logged.push(line) } } });
  const written = () => logged.filter((l) => l.includes('backup: written')).length;
  const site = {
    database,
    mediaDir: storage.root,
    mediaS3: null,
    mediaStagingDir: join(root, 'staging'),
    dataDir: root,
  };
  await app.register(backupPlugin, { site, backup: { dir, everyHours: null, keep: 2 }, everyMs: 100 });
  await app.ready();
  // three written with two kept: the rotation has had to remove one; the fourth is stopped by close()
  while (written() < 3) await new Promise((r) => setTimeout(r, 50));
  await new Promise((r) => setTimeout(r, 300));
  await app.close();

  const kept = await listBackups(dir);
  expect(kept).toHaveLength(2);
  expect(readdirSync(dir).filter((n) => n.endsWith('.partial'))).toEqual([]);
  for (const name of kept) {
    const manifest = await verifyBackup(join(dir, name), Object.keys(migrations));
    expect(manifest.database.schemaVersion).toBe(Object.keys(migrations).at(-1));
  }
  await db.kysely.destroy();
  // three child processes that each start Node and tsx: slow on a busy machine
}, 120_000);

it('reads BACKUP_DIR, BACKUP_EVERY_HOURS and BACKUP_KEEP: off and 7 kept under DATA_DIR/backups unless set', () => {
  const env = { DATA_DIR: root, JWT_SECRET: 'x'.repeat(16) };
  expect(loadConfig(env).backup).toEqual({ dir: join(root, 'backups'), everyHours: null, keep: 7 });
  expect(loadConfig({ ...env, BACKUP_DIR: '/srv/b', BACKUP_EVERY_HOURS: '6', BACKUP_KEEP: '28' }).backup).toEqual({
    dir: '/srv/b',
    everyHours: 6,
    keep: 28,
  });
  expect(() => loadConfig({ ...env, BACKUP_EVERY_HOURS: '0.5' })).toThrow(/BACKUP_EVERY_HOURS must be a whole number/);
  expect(() => loadConfig({ ...env, BACKUP_KEEP: '0' })).toThrow(/BACKUP_KEEP must be a whole number between 1/);
  // never among the media: media:check --fix would delete the backups as stray files
  expect(() => loadConfig({ ...env, BACKUP_DIR: join(root, 'media', 'backups') })).toThrow(/inside MEDIA_DIR/);
  const bucket = { MEDIA_S3_BUCKET: 'site', MEDIA_S3_PREFIX: 'media/' };
  expect(() => loadConfig({ ...env, ...bucket, BACKUP_DIR: 's3://site/media/backups' })).toThrow(
    /inside the media store/,
  );
  expect(loadConfig({ ...env, ...bucket, BACKUP_DIR: 's3://site/backups' }).backup?.dir).toBe('s3://site/backups');
});
