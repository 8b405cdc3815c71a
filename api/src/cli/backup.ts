import { runCli } from './run.ts';
import { backupInChild } from '../backup/child.ts';
import { backupPlace, rotatePlace } from '../backup/place.ts';
import { loadConfig } from '../config.ts';

/**
 * `pnpm backup` (root or api/; same environment as the server, which may keep serving meanwhile):
 * writes a backup of the database and the media into BACKUP_DIR (backup/create.ts), in a niced child
 * process as the server's schedule does (backup/child.ts), then keeps the newest BACKUP_KEEP there.
 * Prints where it went; `--json` prints the summary as JSON. Exit code 0 when written, 1 when not
 * (nothing partial is left behind).
 */
async function main(): Promise<void> {
  const json = process.argv.includes('--json');
  // nothing is signed here: do not let loadConfig write a JWT secret of its own
  const config = loadConfig({ JWT_SECRET: 'backup-signs-nothing-00000', ...process.env });
  const backup = config.backup!;
  const result = await backupInChild({ ...config, dir: backup.dir });
  const removed = await rotatePlace(backupPlace(backup.dir, config.mediaS3, config.dataDir), backup.keep);
  if (json) {
    process.stdout.write(`${JSON.stringify({ ...result, removed }, null, 2)}\n`);
    return;
  }
  const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;
  const lines = [
    `Backup written to ${result.dir} in ${(result.ms / 1000).toFixed(1)} s: ${mb(result.bytes)}, ${config.database.kind} at schema ${result.schemaVersion ?? '(none)'}, ${result.mediaFiles} media files.`,
    ...(removed.length ? [`  removed (BACKUP_KEEP=${backup.keep}): ${removed.join(', ')}`] : []),
    `Restore it with: pnpm restore ${result.dir}`,
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

runCli('backup', main);
