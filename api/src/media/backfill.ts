import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { referencedKeys, unreferencedKeys } from './cleanup.ts';
import { isPageKey } from './keys.ts';
import { Limiter } from './limiter.ts';
import { saverVariantFromHigh } from './pipeline.ts';
import { Staging } from './staging.ts';
import type { MediaStorage } from './storage.ts';

/**
 * Gives the chapter pages stored before the data saver's variant existed their `saver` picture
 * (`pnpm media:backfill`), made from each page's stored `high` (the original upload is not kept).
 *
 * Resumable by construction: what is done is what the store holds. Each run lists the store once,
 * skips every page that has its `saver` already and makes the others, each written whole or not at all
 * (the store's `put` is a rename or one object upload). Stopping (the signal, Ctrl-C in the command)
 * lets the pages in hand finish and returns; the next run carries on where this one stopped.
 *
 * A page deleted while its picture was being made: its `saver` is removed again once written (the
 * row is gone, so nothing else would). A crash at exactly that moment leaves one file that
 * `pnpm media:check` reports and `--fix` removes.
 */

export interface BackfillProgress {
  /** Pages (rows' keys) in all, and of them: done before this run, made now, failed now. */
  total: number;
  hadOne: number;
  made: number;
  failed: number;
  /** Bytes of the saver pictures made now. */
  bytes: number;
}

export interface BackfillOptions {
  /** How many pages are encoded at once. */
  concurrency: number;
  /** Stops taking new pages (those in hand finish). */
  signal?: AbortSignal;
  onProgress?: (progress: Readonly<BackfillProgress>) => void;
  /** A page whose picture could not be made (a corrupt or missing `high`): reported, then skipped. */
  onFailure?: (key: string, error: unknown) => void;
}

export async function backfillSaver(
  db: Kysely<Database>,
  storage: MediaStorage,
  options: BackfillOptions,
): Promise<BackfillProgress & { stopped: boolean }> {
  const withSaver = new Set<string>();
  for await (const entry of storage.list()) if (entry.key && entry.variant === 'saver') withSaver.add(entry.key);
  const pages = new Set<string>();
  for await (const { key } of referencedKeys(db)) if (isPageKey(key)) pages.add(key);
  const todo = [...pages].filter((key) => !withSaver.has(key));
  const progress: BackfillProgress = {
    total: pages.size,
    hadOne: pages.size - todo.length,
    made: 0,
    failed: 0,
    bytes: 0,
  };
  options.onProgress?.(progress);
  if (todo.length === 0) return { ...progress, stopped: false };

  await storage.init();
  const dir = await new Staging(storage.stagingRoot, storage.journals).create();
  const limiter = new Limiter(options.concurrency);
  let n = 0;
  try {
    await Promise.all(
      todo.map((key) =>
        limiter.run(async () => {
          if (options.signal?.aborted) return;
          const file = dir.file(`${++n}.saver.webp`);
          try {
            progress.bytes += await makeSaver(storage, key, file);
            // deleted meanwhile: the delete may have run before the put, so take the file back out
            if ((await unreferencedKeys(db, [key])).length > 0) await storage.remove(key);
            progress.made++;
          } catch (err) {
            progress.failed++;
            options.onFailure?.(key, err);
          }
          options.onProgress?.(progress);
        }),
      ),
    );
  } finally {
    await dir.discard();
  }
  return { ...progress, stopped: options.signal?.aborted ?? false };
}

async function makeSaver(storage: MediaStorage, key: string, file: string): Promise<number> {
  const high = await storage.open(key, 'high');
  if (!high) throw new Error('its high variant is missing');
  const chunks: Buffer[] = [];
  for await (const chunk of high.stream()) chunks.push(chunk as Buffer);
  const bytes = await saverVariantFromHigh(Buffer.concat(chunks), file);
  await storage.put(key, 'saver', file);
  return bytes;
}
