import { existsSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { listBackups } from '../backup/create.ts';
import { BackupError } from '../backup/manifest.ts';
import { restoreBackup } from '../backup/restore.ts';
import { ConfigError, loadConfig } from '../config.ts';
import { createMediaStorage } from '../media/service.ts';

/**
 * `pnpm restore <backup> [--force]` (root or api/; the server stopped; same environment as the server):
 * brings a backup back into the configured database and media store (backup/restore.ts). <backup> is
 * a backup folder, the name of one in BACKUP_DIR, or `latest`. Exit code 0 when restored, 1 when
 * refused (damaged or partial backup, non-empty target without --force) or failed.
 */
async function main(): Promise<string> {
  const args = process.argv.slice(2);
  const force = args.includes('--force');
  const given = args.filter((a) => !a.startsWith('--'));
  if (given.length !== 1)
    throw new BackupError('usage: pnpm restore <backup folder | name in BACKUP_DIR | latest> [--force]');
  // nothing is signed here: do not let loadConfig write a JWT secret of its own (the backup brings one)
  const config = loadConfig({ JWT_SECRET: 'restore-signs-nothing-0000', ...process.env });
  const backupDir = config.backup!.dir;
  const arg = given[0] as string;
  let dir: string;
  if (arg === 'latest') {
    const newest = (await listBackups(backupDir)).at(-1);
    if (!newest) throw new BackupError(`there is no finished backup in ${backupDir} (BACKUP_DIR).`);
    dir = join(backupDir, newest);
  } else {
    // `pnpm restore` from the root runs this in api/: a relative path means the caller's folder
    const fromCaller = isAbsolute(arg) ? arg : resolve(process.env.INIT_CWD ?? process.cwd(), arg);
    dir = existsSync(fromCaller) ? fromCaller : join(backupDir, arg);
    if (!existsSync(dir))
      throw new BackupError(`there is no backup at ${fromCaller}, nor one named ${arg} in ${backupDir}.`);
  }
  const storage = createMediaStorage({
    mediaDir: config.mediaDir,
    s3: config.mediaS3,
    stagingDir: config.mediaStagingDir,
  });
  const result = await restoreBackup(dir, { database: config.database, storage, dataDir: config.dataDir }, force);
  const m = result.manifest;
  return [
    `Restored ${dir} (taken ${m.createdAt}) in ${(result.ms / 1000).toFixed(1)} s:`,
    `  database: ${m.database.kind}, schema ${m.database.schemaVersion ?? '(none)'}`,
    `  media: ${result.mediaFiles} files into ${storage.description}`,
    'Start the server: it brings an older schema up to date as it starts.',
  ].join('\n');
}

main().then(
  (summary) => {
    process.stdout.write(`${summary}\n`);
    process.exit(0);
  },
  (err: unknown) => {
    const refused = err instanceof BackupError || err instanceof ConfigError;
    const message = err instanceof Error ? err.message : String(err);
    process.stderr.write(`restore ${refused ? 'refused' : 'failed'}: ${message}\n`);
    process.exit(1);
  },
);
