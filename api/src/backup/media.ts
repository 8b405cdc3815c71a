import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { copyFile, mkdir, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { parseVariantPath } from '../media/keys.ts';
import type { MediaStorage } from '../media/storage.ts';
import { BackupError, type BackupFile } from './manifest.ts';

/**
 * The media half: every image variant of the store (a folder or a bucket, through the same
 * MediaStorage the site uses), streamed into `media/` of the backup with its sha256 taken on the way,
 * and put back the same way. Files that are not image variants (media:check reports them as
 * unreferenced) and uploads in progress (`.tmp/`) are not part of the site and stay out.
 */

export const MEDIA_FOLDER = 'media';
/** Files copied at once: a bucket answers faster to several requests in flight; a disk does not mind. */
const PARALLEL = 4;

async function inParallel<T>(
  items: AsyncIterable<T>,
  work: (item: T) => Promise<void>,
  signal?: AbortSignal,
): Promise<void> {
  const running = new Set<Promise<void>>();
  let failed: unknown = null;
  for await (const item of items) {
    signal?.throwIfAborted();
    if (failed) break;
    const p: Promise<void> = work(item).then(
      () => void running.delete(p),
      (err: unknown) => {
        failed ??= err;
        running.delete(p);
      },
    );
    running.add(p);
    if (running.size >= PARALLEL) await Promise.race(running);
  }
  await Promise.all(running);
  if (failed) throw failed;
}

/** Copies the store into `<backupDir>/media/`; returns the files as the manifest lists them. */
export async function copyMedia(storage: MediaStorage, backupDir: string, signal?: AbortSignal): Promise<BackupFile[]> {
  const files: BackupFile[] = [];
  await inParallel(
    storage.list(),
    async (entry) => {
      if (!entry.key || !entry.variant) return;
      const stored = await storage.open(entry.key, entry.variant);
      // deleted since the listing: not part of the snapshot either unless a row still needs it (checked after)
      if (!stored) return;
      const path = `${MEDIA_FOLDER}/${entry.path}`;
      const target = join(backupDir, ...path.split('/'));
      await mkdir(dirname(target), { recursive: true });
      const hash = createHash('sha256');
      let size = 0;
      await pipeline(
        stored.stream(),
        async function* (source: AsyncIterable<Buffer>) {
          for await (const chunk of source) {
            hash.update(chunk);
            size += chunk.length;
            yield chunk;
          }
        },
        createWriteStream(target),
        { signal },
      );
      files.push({ path, size, sha256: hash.digest('hex') });
    },
    signal,
  );
  return files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

/** True when the store holds at least one image (restore refuses to mix a backup into it without --force). */
export async function storeHasImages(storage: MediaStorage): Promise<boolean> {
  for await (const entry of storage.list()) if (entry.key) return true;
  return false;
}

/**
 * Puts every media file of the backup into the store. With `replace`, files the backup does not have
 * are removed afterwards, so the store ends up exactly as it was backed up.
 */
export async function restoreMedia(
  storage: MediaStorage,
  backupDir: string,
  files: readonly BackupFile[],
  replace: boolean,
): Promise<number> {
  await storage.init();
  const scratch = join(storage.stagingRoot, `restore-${randomBytes(6).toString('hex')}`);
  await mkdir(scratch, { recursive: true });
  const wanted = new Set<string>();
  const media = files.filter((f) => f.path.startsWith(`${MEDIA_FOLDER}/`));
  try {
    let n = 0;
    for (const file of media) {
      const rel = file.path.slice(MEDIA_FOLDER.length + 1);
      const parsed = parseVariantPath(rel);
      if (!parsed) throw new BackupError(`${file.path} in the backup is not an image variant path.`);
      wanted.add(rel);
      // put() moves its file in (the folder store renames it), so each one gets a scratch copy
      const local = join(scratch, `${n++}.webp`);
      await copyFile(join(backupDir, ...file.path.split('/')), local);
      await storage.put(parsed.key, parsed.variant, local);
    }
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
  if (replace) {
    const extra: string[] = [];
    for await (const entry of storage.list()) if (!wanted.has(entry.path)) extra.push(entry.path);
    for (const path of extra) await storage.removePath(path);
  }
  return media.length;
}
