import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { referencedKeys } from './cleanup.ts';
import { isPageKey, VARIANTS, type Variant } from './keys.ts';
import type { MediaStorage } from './storage.ts';

/**
 * Files and rows that disagree (`pnpm media:check`): files no row references (left by a crash or a
 * bug: wasted space) and rows whose files are missing (broken images on the site). Both lists are
 * empty on a healthy store.
 */
export interface MediaCheckReport {
  /** Stored files (relative paths) that no row references, or that are not image variants at all. */
  unreferencedFiles: string[];
  /** Rows pointing at a key whose variant is not stored. */
  missingFiles: Array<{ key: string; variant: Variant; owner: string }>;
  /** Chapter pages without the data saver's variant (not a fault: `pnpm media:backfill` makes them). */
  pagesWithoutSaver: number;
  /** How many keys rows reference, and how many files the store holds. */
  referencedKeys: number;
  storedFiles: number;
}

export async function checkMedia(db: Kysely<Database>, storage: MediaStorage): Promise<MediaCheckReport> {
  const stored = new Map<string, Set<Variant>>();
  const unreferencedFiles: string[] = [];
  const byKeyPaths = new Map<string, string[]>();
  let storedFiles = 0;
  for await (const entry of storage.list()) {
    storedFiles++;
    if (!entry.key || !entry.variant) {
      unreferencedFiles.push(entry.path);
      continue;
    }
    let variants = stored.get(entry.key);
    if (!variants) stored.set(entry.key, (variants = new Set()));
    variants.add(entry.variant);
    byKeyPaths.set(entry.key, [...(byKeyPaths.get(entry.key) ?? []), entry.path]);
  }

  const missingFiles: MediaCheckReport['missingFiles'] = [];
  const seen = new Set<string>();
  let pagesWithoutSaver = 0;
  for await (const { key, owner } of referencedKeys(db)) {
    seen.add(key);
    const variants = stored.get(key);
    for (const variant of VARIANTS) if (!variants?.has(variant)) missingFiles.push({ key, variant, owner });
    if (isPageKey(key) && !variants?.has('saver')) pagesWithoutSaver++;
  }
  for (const [key, paths] of byKeyPaths) if (!seen.has(key)) unreferencedFiles.push(...paths);
  unreferencedFiles.sort();
  return { unreferencedFiles, missingFiles, pagesWithoutSaver, referencedKeys: seen.size, storedFiles };
}
