import { runCli } from './run.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { createMediaStorage } from '../media/service.ts';
import { describeDatabase, prepareDatabase, signInLines } from '../startup.ts';

/**
 * `pnpm migrate` (root or api/; same environment as the server): prepares the database once for
 * several instances: migrations, the owner account, on a new database the demo (SEED_DEMO, its
 * pictures into the configured media store) and the list totals. The instances then start with
 * MIGRATE_ON_START=false. Exit code 0 when done, 1 when it failed.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const db = openDatabase(config.database);
  try {
    const storage = createMediaStorage({
      mediaDir: config.mediaDir,
      s3: config.mediaS3,
      stagingDir: config.mediaStagingDir,
    });
    const result = await prepareDatabase(db, config, storage);
    const lines = [
      '',
      `  ${describeDatabase(config)} is ready (migrated; media in ${storage.description}).`,
      '',
      ...signInLines(config, result, null),
    ];
    process.stdout.write(`${lines.join('\n')}\n\n`);
  } finally {
    await db.kysely.destroy();
  }
}

runCli('migrate', main);
