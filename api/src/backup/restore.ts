import { chmod, copyFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { DatabaseConfig } from '../config.ts';
import { migrations } from '../db/migrations/index.ts';
import type { MediaStorage } from '../media/storage.ts';
import { JWT_SECRET_FILE } from './create.ts';
import { restoreDatabase, tablesIn } from './database.ts';
import { BackupError, verifyBackup, type Manifest } from './manifest.ts';
import { restoreMedia, storeHasImages } from './media.ts';

/**
 * `pnpm restore <backup>`: checks the whole backup first (manifest.ts: nothing is touched when one
 * byte is off), refuses a target that already holds a site unless forced, then puts back the media,
 * then the database (rows only ever point at files that exist, as in every write of the api), then
 * the JWT secret. The server must be stopped meanwhile; it migrates an older snapshot when it starts.
 */

export interface RestoreTarget {
  database: DatabaseConfig;
  storage: MediaStorage;
  /** DATA_DIR, where the JWT secret file goes. */
  dataDir: string;
}

export interface RestoreResult {
  manifest: Manifest;
  mediaFiles: number;
  ms: number;
}

export async function restoreBackup(dir: string, target: RestoreTarget, force: boolean): Promise<RestoreResult> {
  const started = Date.now();
  const manifest = await verifyBackup(dir, Object.keys(migrations));
  if (manifest.database.kind !== target.database.kind) {
    throw new BackupError(
      `${dir} holds a ${manifest.database.kind === 'sqlite' ? 'SQLite' : 'PostgreSQL'} database but the configured one (DATABASE_URL) is ${target.database.kind === 'sqlite' ? 'SQLite' : 'PostgreSQL'}: restore into the same kind.`,
    );
  }
  if (!force) {
    const tables = await tablesIn(target.database);
    const images = await storeHasImages(target.storage);
    if (tables > 0 || images) {
      const what = [
        tables > 0 ? `the database has ${tables} tables` : '',
        images ? `the media store ${target.storage.description} holds images` : '',
      ]
        .filter(Boolean)
        .join(' and ');
      throw new BackupError(
        `The target is not empty (${what}). Restore refuses to overwrite it; run it again with --force to replace everything there with the backup.`,
      );
    }
  }
  const mediaFiles = await restoreMedia(target.storage, dir, manifest.files, force);
  await restoreDatabase(target.database, join(dir, manifest.database.file), force);
  if (manifest.files.some((f) => f.path === JWT_SECRET_FILE)) {
    await mkdir(target.dataDir, { recursive: true });
    const secret = join(target.dataDir, JWT_SECRET_FILE);
    await copyFile(join(dir, JWT_SECRET_FILE), secret);
    await chmod(secret, 0o600);
  }
  return { manifest, mediaFiles, ms: Date.now() - started };
}
