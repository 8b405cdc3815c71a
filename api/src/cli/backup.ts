import { ConfigError, loadConfig } from '../config.ts';
import { backupPlace, rotatePlace, writeBackup } from '../backup/place.ts';
import { openDatabase } from '../db/database.ts';
import { createMediaStorage } from '../media/service.ts';

/**
 * `pnpm backup` (root or api/; same environment as the server, which may keep serving meanwhile):
 * writes a backup of the database and the media into BACKUP_DIR (backup/create.ts), then keeps the
 * newest BACKUP_KEEP there. Prints where it went; `--json` prints the summary as JSON.
 * Exit code 0 when written, 1 when not (nothing partial is left behind).
 */
async function main(): Promise<void> {
  const json = process.argv.includes('--json');
  const config = loadConfig();
  const backup = config.backup!;
  const db = openDatabase(config.database);
  try {
    const storage = createMediaStorage({
      mediaDir: config.mediaDir,
      s3: config.mediaS3,
      stagingDir: config.mediaStagingDir,
    });
    const place = backupPlace(backup.dir, config.mediaS3, config.dataDir);
    const result = await writeBackup({ database: config.database, db, storage, dataDir: config.dataDir }, place);
    const removed = await rotatePlace(place, backup.keep);
    const { manifest } = result;
    if (json) {
      process.stdout.write(
        `${JSON.stringify({ dir: result.dir, bytes: result.bytes, ms: result.ms, schemaVersion: manifest.database.schemaVersion, mediaFiles: manifest.media.files, removed }, null, 2)}\n`,
      );
      return;
    }
    const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;
    process.stdout.write(
      [
        `Backup written to ${result.dir} in ${(result.ms / 1000).toFixed(1)} s: ${mb(result.bytes)}.`,
        `  database: ${manifest.database.kind}, schema ${manifest.database.schemaVersion ?? '(none)'}`,
        `  media: ${manifest.media.files} files, ${mb(manifest.media.bytes)} from ${manifest.media.store}`,
        removed.length ? `  removed (BACKUP_KEEP=${backup.keep}): ${removed.join(', ')}` : '',
        `Restore it with: pnpm restore ${result.dir}`,
        '',
      ]
        .filter((l, i, all) => l !== '' || i === all.length - 1)
        .join('\n'),
    );
  } finally {
    await db.kysely.destroy();
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    const message =
      err instanceof ConfigError
        ? `Configuration error: ${err.message}`
        : err instanceof Error
          ? err.message
          : String(err);
    process.stderr.write(`backup failed: ${message}\n`);
    process.exit(1);
  },
);
