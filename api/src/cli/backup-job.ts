import { text } from 'node:stream/consumers';
import type { BackupJob, BackupSummary } from '../backup/child.ts';
import { backupPlace, writeBackup } from '../backup/place.ts';
import { openDatabase } from '../db/database.ts';
import { createMediaStorage } from '../media/service.ts';

/**
 * The child process of backup/child.ts (not a command for people: `pnpm backup` is). Reads the job
 * (the server's configuration) from stdin, writes one backup, prints its summary as JSON. SIGTERM
 * (the server stopping) abandons it: the partial folder is removed before the process ends.
 */
async function main(): Promise<BackupSummary> {
  const job = JSON.parse(await text(process.stdin)) as BackupJob;
  const stop = new AbortController();
  process.on('SIGTERM', () => stop.abort());
  const db = openDatabase(job.database);
  try {
    const storage = createMediaStorage({ mediaDir: job.mediaDir, s3: job.mediaS3, stagingDir: job.mediaStagingDir });
    const result = await writeBackup(
      { database: job.database, db, storage, dataDir: job.dataDir },
      backupPlace(job.dir, job.mediaS3, job.dataDir),
      stop.signal,
    );
    return {
      dir: result.dir,
      bytes: result.bytes,
      ms: result.ms,
      mediaFiles: result.manifest.media.files,
      schemaVersion: result.manifest.database.schemaVersion,
    };
  } finally {
    await db.kysely.destroy();
  }
}

main().then(
  (summary) => {
    process.stdout.write(JSON.stringify(summary));
    process.exit(0);
  },
  (err: unknown) => {
    process.stderr.write(err instanceof Error ? err.message : String(err));
    process.exit(1);
  },
);
