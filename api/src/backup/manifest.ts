import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * What a backup folder holds and the proof that it is whole. `manifest.json` lists every file of the
 * backup (database snapshot, media files, the JWT secret) with its size and sha256; `manifest.sha256`
 * holds the sha256 of manifest.json itself, so one changed byte anywhere, the manifest included, is
 * found before anything is restored. A folder without both is partial (a backup stopped half-way).
 */

/** Raised when a backup must not be restored; the message says which file and why. */
export class BackupError extends Error {}

/** Bump when the layout changes in a way an older `restore` cannot read. */
export const FORMAT_VERSION = 1;
export const MANIFEST = 'manifest.json';
export const MANIFEST_SUM = 'manifest.sha256';

export interface BackupFile {
  /** Path inside the backup folder, `/`-separated: `database.sqlite`, `media/works/…high.webp`. */
  path: string;
  size: number;
  sha256: string;
}

export interface Manifest {
  format: number;
  /** ISO time the database snapshot was taken: the moment the backup brings the site back to. */
  createdAt: string;
  database: {
    kind: 'sqlite' | 'postgres';
    /** The backup's file holding it: a SQLite file, or a pg_dump archive (custom format). */
    file: string;
    /** The newest migration the snapshot had run, and all of them in order. */
    schemaVersion: string | null;
    migrations: string[];
  };
  media: {
    /** Where the media came from (a folder, or s3://bucket/prefix). */
    store: string;
    files: number;
    bytes: number;
  };
  files: BackupFile[];
}

/** sha256 and size of a file, read as a stream (media files are never held whole in memory). */
export async function hashFile(file: string): Promise<{ sha256: string; size: number }> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of createReadStream(file)) {
    hash.update(chunk as Buffer);
    size += (chunk as Buffer).length;
  }
  return { sha256: hash.digest('hex'), size };
}

export async function writeManifest(dir: string, manifest: Manifest): Promise<void> {
  const text = `${JSON.stringify(manifest, null, 2)}\n`;
  await writeFile(join(dir, MANIFEST), text);
  // written last: its presence says every file before it is complete
  await writeFile(join(dir, MANIFEST_SUM), `${createHash('sha256').update(text).digest('hex')}  ${MANIFEST}\n`);
}

const isErrno = (err: unknown, code: string) => (err as NodeJS.ErrnoException | null)?.code === code;

async function readText(file: string): Promise<string | null> {
  try {
    return await readFile(file, 'utf8');
  } catch (err) {
    if (isErrno(err, 'ENOENT')) return null;
    throw err;
  }
}

/** The manifest, after checking its own checksum and its shape; throws BackupError otherwise. */
export async function readManifest(dir: string): Promise<Manifest> {
  const text = await readText(join(dir, MANIFEST));
  const sum = await readText(join(dir, MANIFEST_SUM));
  if (text === null || sum === null) {
    const missing = text === null ? MANIFEST : MANIFEST_SUM;
    throw new BackupError(
      `${dir} is not a complete backup: ${missing} is missing (a backup that stopped half-way, or not a backup folder).`,
    );
  }
  const expected = sum.trim().split(/\s+/)[0];
  if (createHash('sha256').update(text).digest('hex') !== expected) {
    throw new BackupError(`${dir} is damaged: ${MANIFEST} does not match its checksum in ${MANIFEST_SUM}.`);
  }
  let manifest: Manifest;
  try {
    manifest = JSON.parse(text) as Manifest;
  } catch {
    throw new BackupError(`${dir} is damaged: ${MANIFEST} is not valid JSON.`);
  }
  if (manifest.format !== FORMAT_VERSION) {
    throw new BackupError(
      `${dir} has backup format ${String(manifest.format)}; this code reads format ${FORMAT_VERSION} (use the version of the site that wrote it).`,
    );
  }
  if (!Array.isArray(manifest.files) || !manifest.database || !Array.isArray(manifest.database.migrations)) {
    throw new BackupError(`${dir} is damaged: ${MANIFEST} lacks its file list or database description.`);
  }
  return manifest;
}

/**
 * Everything `restore` checks before it touches the target: the manifest, a schema this code knows
 * (`knownMigrations`, in order), and every listed file present with its size and sha256.
 * Throws BackupError naming the first problem found; returns the manifest when all is well.
 */
export async function verifyBackup(dir: string, knownMigrations: readonly string[]): Promise<Manifest> {
  const manifest = await readManifest(dir);
  const unknown = manifest.database.migrations.filter((m) => !knownMigrations.includes(m));
  if (unknown.length > 0) {
    throw new BackupError(
      `${dir} holds a newer database schema than this code (migrations ${unknown.join(', ')} are unknown here): restore it with the version of the site that made it, or a newer one.`,
    );
  }
  if (!manifest.files.some((f) => f.path === manifest.database.file)) {
    throw new BackupError(`${dir} is damaged: its database file ${manifest.database.file} is not in the file list.`);
  }
  for (const file of manifest.files) {
    if (file.path.split('/').some((part) => part === '..' || part === '' || part === '.')) {
      throw new BackupError(`${dir} is damaged: the file list names "${file.path}", which is not a path inside it.`);
    }
    const full = join(dir, ...file.path.split('/'));
    let size: number;
    try {
      size = (await stat(full)).size;
    } catch (err) {
      if (isErrno(err, 'ENOENT')) throw new BackupError(`${dir} is incomplete: ${file.path} is missing.`);
      throw err;
    }
    if (size !== file.size) {
      throw new BackupError(`${dir} is damaged: ${file.path} has ${size} bytes, the manifest says ${file.size}.`);
    }
    if ((await hashFile(full)).sha256 !== file.sha256) {
      throw new BackupError(`${dir} is damaged: ${file.path} does not match its sha256 in the manifest.`);
    }
  }
  return manifest;
}
