import { copyFile, mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { DatabaseConfig } from '../config.ts';
import type { Db } from '../db/database.ts';
import { VARIANTS, variantPath } from '../media/keys.ts';
import type { MediaStorage } from '../media/storage.ts';
import { snapshotDatabase } from './database.ts';
import { BackupError, FORMAT_VERSION, hashFile, writeManifest, type BackupFile, type Manifest } from './manifest.ts';
import { copyMedia, MEDIA_FOLDER } from './media.ts';

/**
 * `pnpm backup` and the scheduled backups of a running server (plugins/backup.ts): one folder
 * `<BACKUP_DIR>/ckb-<time>/` with the database snapshot, the media, the JWT secret (so signed-in
 * sessions survive a restore) and the manifest (manifest.ts). The folder is written as `….partial`
 * and renamed when whole, so a stopped backup is never mistaken for one, nor rotated in place of one.
 */

export interface BackupSource {
  database: DatabaseConfig;
  db: Db;
  storage: MediaStorage;
  /** DATA_DIR: where the JWT secret file lives. */
  dataDir: string;
}

export interface BackupResult {
  dir: string;
  manifest: Manifest;
  bytes: number;
  ms: number;
}

const PREFIX = 'ckb-';
const PARTIAL = '.partial';
export const JWT_SECRET_FILE = 'jwt-secret';

/** `ckb-2026-11-27T02-30-00-123Z`: sorts by time, and is a valid file name everywhere. */
const folderName = (at: Date) => `${PREFIX}${at.toISOString().replace(/[:.]/g, '-')}`;

export async function createBackup(
  source: BackupSource,
  backupDir: string,
  signal?: AbortSignal,
): Promise<BackupResult> {
  const started = Date.now();
  const createdAt = new Date();
  const name = folderName(createdAt);
  const work = join(backupDir, name + PARTIAL);
  await mkdir(work, { recursive: true });
  try {
    const snapshot = await snapshotDatabase(source.database, source.db, work);
    signal?.throwIfAborted();
    const media = await copyMedia(source.storage, work, signal);
    // every image the snapshot's rows show must be in the copy; one deleted between the snapshot and
    // its copy cannot be fetched any more, and a backup without it would restore broken images
    const copied = new Set(media.map((f) => f.path));
    const lost = snapshot.keys.flatMap((key) =>
      VARIANTS.map((v) => `${MEDIA_FOLDER}/${variantPath(key, v)}`).filter((p) => !copied.has(p)),
    );
    if (lost.length > 0) {
      throw new BackupError(
        `${lost.length} media files the database snapshot references were deleted while the backup ran (first: ${lost[0]}); run the backup again.`,
      );
    }
    const files: BackupFile[] = [{ path: snapshot.file, ...(await hashFile(join(work, snapshot.file))) }, ...media];
    const secret = join(source.dataDir, JWT_SECRET_FILE);
    if (
      await stat(secret).then(
        (s) => s.isFile(),
        () => false,
      )
    ) {
      await copyFile(secret, join(work, JWT_SECRET_FILE));
      files.push({ path: JWT_SECRET_FILE, ...(await hashFile(join(work, JWT_SECRET_FILE))) });
    }
    const manifest: Manifest = {
      format: FORMAT_VERSION,
      createdAt: createdAt.toISOString(),
      database: {
        kind: source.database.kind,
        file: snapshot.file,
        schemaVersion: snapshot.migrations.at(-1) ?? null,
        migrations: snapshot.migrations,
      },
      media: { store: source.storage.description, files: media.length, bytes: media.reduce((n, f) => n + f.size, 0) },
      files,
    };
    await writeManifest(work, manifest);
    const dir = join(backupDir, name);
    await rename(work, dir);
    return { dir, manifest, bytes: files.reduce((n, f) => n + f.size, 0), ms: Date.now() - started };
  } catch (err) {
    await rm(work, { recursive: true, force: true });
    throw err;
  }
}

/** Finished backups in `backupDir`, oldest first. */
export async function listBackups(backupDir: string): Promise<string[]> {
  const names = await readdir(backupDir).catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT') return [] as string[];
    throw err;
  });
  return names.filter((n) => n.startsWith(PREFIX) && !n.endsWith(PARTIAL)).sort();
}

/** A `.partial` folder this old is a backup that died (a crash, a kill), not one still being written. */
export const STALE_PARTIAL_MS = 24 * 3600_000;

/** Keeps the newest `keep` backups and removes the older ones, and the leftovers of backups that died. */
export async function rotateBackups(backupDir: string, keep: number): Promise<string[]> {
  const finished = await listBackups(backupDir);
  const stale: string[] = [];
  for (const n of await readdir(backupDir).catch(() => [] as string[])) {
    if (!n.startsWith(PREFIX) || !n.endsWith(PARTIAL)) continue;
    const { mtimeMs } = await stat(join(backupDir, n));
    if (Date.now() - mtimeMs > STALE_PARTIAL_MS) stale.push(n);
  }
  const removed = [...finished.slice(0, Math.max(0, finished.length - keep)), ...stale];
  for (const n of removed) await rm(join(backupDir, n), { recursive: true, force: true });
  return removed;
}
