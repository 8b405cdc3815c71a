import { runCli } from './run.ts';
import { existsSync } from 'node:fs';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { backfillSaver, type BackfillProgress } from '../media/backfill.ts';
import { createMediaStorage } from '../media/service.ts';

/**
 * `pnpm media:backfill`: makes the data saver's picture of every chapter page stored before it existed
 * (media/backfill.ts), with the same configuration as the server, which may keep running meanwhile.
 * Prints its progress; Ctrl-C (or SIGTERM) stops it after the pages in hand, and the next run carries
 * on. Exit code 0 when every page has its picture, 1 when some could not be made (listed), 2 when it
 * could not run, 130 when stopped.
 */

const PROGRESS_EVERY_MS = 2000;

function line(p: Readonly<BackfillProgress>, startedAt: number): string {
  const done = p.hadOne + p.made + p.failed;
  const seconds = (Date.now() - startedAt) / 1000;
  const rate = p.made / Math.max(seconds, 0.001);
  const left = p.total - done;
  const secondsLeft = left / rate;
  const eta =
    p.made > 0 && left > 0
      ? `, about ${secondsLeft < 90 ? `${Math.ceil(secondsLeft)} s` : `${Math.ceil(secondsLeft / 60)} min`} left`
      : '';
  const percent = p.total ? Math.floor((100 * done) / p.total) : 100;
  return `${done}/${p.total} pages (${percent} %): ${p.made} made now (${rate.toFixed(1)}/s, ${Math.round(p.bytes / Math.max(p.made, 1) / 1024)} KB each), ${p.hadOne} had one, ${p.failed} failed${eta}`;
}

async function main(): Promise<number> {
  // nothing is signed here: do not let loadConfig write a JWT secret file as a side effect
  const config = loadConfig({ JWT_SECRET: 'media-backfill-signs-nothing', ...process.env });
  if (config.database.kind === 'sqlite' && config.database.file !== ':memory:' && !existsSync(config.database.file)) {
    throw new Error(`there is no database at ${config.database.file} (has the server run with this DATA_DIR?)`);
  }
  const db = openDatabase(config.database);
  const stop = new AbortController();
  const onSignal = () => {
    if (!stop.signal.aborted) process.stdout.write('Stopping after the pages in hand...\n');
    stop.abort();
  };
  process.on('SIGINT', onSignal).on('SIGTERM', onSignal);
  try {
    const storage = createMediaStorage({
      mediaDir: config.mediaDir,
      s3: config.mediaS3,
      stagingDir: config.mediaStagingDir,
    });
    process.stdout.write(`Data saver pictures for the pages in ${storage.description}\n`);
    const startedAt = Date.now();
    let shownAt = 0;
    const failures: string[] = [];
    const result = await backfillSaver(db.kysely, storage, {
      concurrency: config.media.concurrency,
      signal: stop.signal,
      onProgress: (p) => {
        if (Date.now() - shownAt < PROGRESS_EVERY_MS) return;
        shownAt = Date.now();
        process.stdout.write(`${line(p, startedAt)}\n`);
      },
      onFailure: (key, err) => failures.push(`  ${key}: ${err instanceof Error ? err.message : String(err)}`),
    });
    process.stdout.write(`${line(result, startedAt)}\n${failures.join('\n')}${failures.length ? '\n' : ''}`);
    if (result.stopped) {
      process.stdout.write('Stopped: run pnpm media:backfill again to carry on.\n');
      return 130;
    }
    return result.failed > 0 ? 1 : 0;
  } finally {
    await db.kysely.destroy();
  }
}

runCli('media:backfill', main, { verb: 'could not run', failCode: 2 });
