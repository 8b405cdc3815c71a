import { existsSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { backupPlace, isS3Url, listPlace, openBackup } from '../backup/place.ts';
import { BackupError } from '../backup/manifest.ts';
import { restoreBackup } from '../backup/restore.ts';
import { ConfigError, loadConfig, type Config } from '../config.ts';
import { createMediaStorage } from '../media/service.ts';

/**
 * `pnpm restore <backup> [--force]` (root or api/; the server stopped; same environment as the server):
 * brings a backup back into the configured database and media store (backup/restore.ts). <backup> is
 * a backup folder, an s3://bucket/prefix/ckb-… address, the name of one in BACKUP_DIR, or `latest`. Exit code 0 when restored, 1 when
 * refused (damaged or partial backup, non-empty target without --force) or failed.
 */
type Opened = Awaited<ReturnType<typeof openBackup>> & { label: string };

/** The backup `arg` names, as a local folder (one kept in a bucket is downloaded first). */
async function locate(arg: string, config: Config): Promise<Opened> {
  const kept = backupPlace(config.backup!.dir, config.mediaS3, config.dataDir);
  const where = kept.kind === 'folder' ? kept.dir : kept.url;
  if (isS3Url(arg)) {
    const url = arg.replace(/\/$/, '');
    const name = url.slice(url.lastIndexOf('/') + 1);
    const place = backupPlace(url.slice(0, url.lastIndexOf('/') + 1), config.mediaS3, config.dataDir);
    return { ...(await openBackup(place, name)), label: url };
  }
  if (arg === 'latest') {
    const newest = (await listPlace(kept)).at(-1);
    if (!newest) throw new BackupError(`there is no finished backup in ${where} (BACKUP_DIR).`);
    return { ...(await openBackup(kept, newest)), label: `${where}${kept.kind === 'folder' ? '/' : ''}${newest}` };
  }
  // `pnpm restore` from the root runs this in api/: a relative path means the caller's folder
  const fromCaller = isAbsolute(arg) ? arg : resolve(process.env.INIT_CWD ?? process.cwd(), arg);
  if (existsSync(fromCaller)) return { dir: fromCaller, done: async () => undefined, label: fromCaller };
  if (kept.kind === 'folder' && !existsSync(join(kept.dir, arg))) {
    throw new BackupError(`there is no backup at ${fromCaller}, nor one named ${arg} in ${where}.`);
  }
  return { ...(await openBackup(kept, arg)), label: arg };
}

async function main(): Promise<string> {
  const args = process.argv.slice(2);
  const force = args.includes('--force');
  const given = args.filter((a) => !a.startsWith('--'));
  if (given.length !== 1) {
    throw new BackupError(
      'usage: pnpm restore <backup folder | s3:// address | name in BACKUP_DIR | latest> [--force]',
    );
  }
  // nothing is signed here: do not let loadConfig write a JWT secret of its own (the backup brings one)
  const config = loadConfig({ JWT_SECRET: 'restore-signs-nothing-0000', ...process.env });
  const backup = await locate(given[0] as string, config);
  const storage = createMediaStorage({
    mediaDir: config.mediaDir,
    s3: config.mediaS3,
    stagingDir: config.mediaStagingDir,
  });
  const target = { database: config.database, storage, dataDir: config.dataDir };
  const result = await restoreBackup(backup.dir, target, force).finally(() => backup.done());
  const m = result.manifest;
  return [
    `Restored ${backup.label} (taken ${m.createdAt}) in ${(result.ms / 1000).toFixed(1)} s:`,
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
