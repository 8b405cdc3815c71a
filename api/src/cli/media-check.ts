import { runCli } from './run.ts';
import { existsSync } from 'node:fs';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { checkMedia } from '../media/check.ts';
import { createMediaStorage } from '../media/service.ts';

/**
 * `pnpm media:check [--json] [--fix]`: compares the media store (MEDIA_DIR, or the bucket of
 * MEDIA_S3_*) with the database (DATABASE_URL), with the same configuration as the server.
 *   - files no row references (left by a crash or a bug: wasted space);
 *   - rows whose files are missing (broken images on the site);
 *   - and, not a fault, how many pages still lack the data saver's variant (`pnpm media:backfill`).
 * Exit code 0 when both lists are empty, 1 when not, 2 when the check could not run.
 * `--fix` deletes the unreferenced files (never rows; a missing file needs a new upload).
 */

const args = new Set(process.argv.slice(2));
const json = args.has('--json');
const fix = args.has('--fix');

async function main(): Promise<number> {
  // nothing is signed here: do not let loadConfig write a JWT secret file as a side effect
  const config = loadConfig({ JWT_SECRET: 'media-check-signs-nothing', ...process.env });
  if (config.database.kind === 'sqlite' && config.database.file !== ':memory:' && !existsSync(config.database.file)) {
    throw new Error(`there is no database at ${config.database.file} (has the server run with this DATA_DIR?)`);
  }
  const db = openDatabase(config.database);
  try {
    const storage = createMediaStorage({
      mediaDir: config.mediaDir,
      s3: config.mediaS3,
      stagingDir: config.mediaStagingDir,
    });
    const report = await checkMedia(db.kysely, storage);
    if (fix) for (const path of report.unreferencedFiles) await storage.removePath(path);
    if (json) {
      process.stdout.write(`${JSON.stringify({ store: storage.description, ...report, fixed: fix }, null, 2)}\n`);
    } else {
      const lines = [
        `Media store ${storage.description}: ${report.storedFiles} files, ${report.referencedKeys} images referenced by rows.`,
        `Files no row references: ${report.unreferencedFiles.length}${fix && report.unreferencedFiles.length ? ' (deleted now)' : ''}`,
        ...report.unreferencedFiles.map((p) => `  ${p}`),
        `Rows whose files are missing: ${report.missingFiles.length}`,
        ...report.missingFiles.map((m) => `  ${m.owner}: ${m.key} (${m.variant})`),
        `Pages without the data saver's picture: ${report.pagesWithoutSaver}${report.pagesWithoutSaver ? ' (pnpm media:backfill makes them; until then data saver gets the high picture)' : ''}`,
      ];
      process.stdout.write(`${lines.join('\n')}\n`);
    }
    const problems = report.missingFiles.length + (fix ? 0 : report.unreferencedFiles.length);
    return problems === 0 ? 0 : 1;
  } finally {
    await db.kysely.destroy();
  }
}

runCli('media:check', main, { verb: 'could not run', failCode: 2 });
