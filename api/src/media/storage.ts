import { createHash } from 'node:crypto';
import { constants } from 'node:fs';
import { copyFile, link, mkdir, open, readdir, realpath, rename, rm, rmdir, stat, unlink } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { isMediaKey, parseVariantPath, variantPath, variantsOf, type Variant } from './keys.ts';
import { FolderJournals, type Journals } from './staging.ts';

/**
 * Where image variants live. The filesystem implementation below is the default (MEDIA_DIR);
 * `S3MediaStorage` (s3-storage.ts) keeps them in an S3-compatible bucket for several api instances
 * (ARCHITECTURE §10). Files are immutable: a key's bytes never change once stored.
 */
export interface MediaStorage {
  /** Creates what the store needs (folders) or checks it is reachable (bucket); throws when it cannot. */
  init(): Promise<void>;
  /** Where the journals of uploads and deletes in progress live (see staging.ts). */
  readonly journals: Journals;
  /** Local folder for the scratch folders of uploads (staging.ts). */
  readonly stagingRoot: string;
  /** Where this store is, for messages (a folder, or s3://bucket/prefix at an endpoint). */
  readonly description: string;
  /** Moves a finished local file in as `key`'s `variant`; readers see the whole file or none. */
  put(key: string, variant: Variant, localFile: string): Promise<void>;
  /** Makes `toKey` hold the same variants as `fromKey` (seeding reuses a few rendered images). */
  copy(fromKey: string, toKey: string): Promise<void>;
  /** Opens a variant for reading; null when it does not exist (or is not a plain file inside the root). */
  open(key: string, variant: Variant): Promise<StoredFile | null>;
  exists(key: string, variant: Variant): Promise<boolean>;
  /** Removes every variant of `key`; a missing file is not an error. */
  remove(key: string): Promise<void>;
  /** Every stored file (for the consistency check); `key` is null for files that are not variants. */
  list(): AsyncIterable<StoredEntry>;
  /** Deletes one listed file by its path (media:check --fix). */
  removePath(path: string): Promise<void>;
}

export interface StoredFile {
  size: number;
  /** Strong validator: the same key and variant always hold the same bytes. */
  etag: string;
  /** The opened file as a stream (closes itself at the end or when destroyed). */
  stream(): Readable;
  close(): Promise<void>;
}

export interface StoredEntry {
  path: string;
  key: string | null;
  variant: Variant | null;
}

/** Folder under the media root for uploads in progress (see staging.ts); never served, never listed. */
export const STAGING_FOLDER = '.tmp';

const isErrno = (err: unknown, ...codes: string[]): boolean =>
  err instanceof Error && codes.includes((err as NodeJS.ErrnoException).code ?? '');

export function strongEtag(key: string, variant: Variant, size: number): string {
  const digest = createHash('sha256').update(`${key}\n${variant}\n${size}`).digest('base64url').slice(0, 27);
  return `"${digest}"`;
}

export class FsMediaStorage implements MediaStorage {
  private rootReal: string | null = null;
  readonly journals: Journals;

  constructor(readonly root: string) {
    this.journals = new FolderJournals(this.stagingRoot);
  }

  get description(): string {
    return this.root;
  }

  /** Creates the root (and the staging folder) if needed. */
  async init(): Promise<void> {
    await mkdir(join(this.root, STAGING_FOLDER), { recursive: true });
    this.rootReal = await realpath(this.root);
  }

  get stagingRoot(): string {
    return join(this.root, STAGING_FOLDER);
  }

  private file(key: string, variant: Variant): string {
    if (!isMediaKey(key)) throw new Error(`Not a media key: ${key}`);
    return join(this.root, ...variantPath(key, variant).split('/'));
  }

  async put(key: string, variant: Variant, localFile: string): Promise<void> {
    const target = this.file(key, variant);
    // remove() may prune the folder between mkdir and rename: try again then
    for (let attempt = 1; ; attempt++) {
      await mkdir(dirname(target), { recursive: true });
      try {
        await rename(localFile, target);
        return;
      } catch (err) {
        if (!isErrno(err, 'ENOENT') || attempt >= 3) throw err;
      }
    }
  }

  async copy(fromKey: string, toKey: string): Promise<void> {
    for (const variant of variantsOf(fromKey)) {
      // a page stored before the data saver's variant existed has none (yet)
      if (variant === 'saver' && !(await this.exists(fromKey, variant))) continue;
      const source = this.file(fromKey, variant);
      const target = this.file(toKey, variant);
      await mkdir(dirname(target), { recursive: true });
      try {
        // a hard link costs nothing and is safe: files are never changed in place, only unlinked
        await link(source, target);
      } catch (err) {
        if (!isErrno(err, 'EXDEV', 'EPERM', 'EMLINK', 'ENOTSUP')) throw err;
        const partial = `${target}.${process.pid}.partial`;
        await copyFile(source, partial);
        await rename(partial, target);
      }
    }
  }

  async open(key: string, variant: Variant): Promise<StoredFile | null> {
    if (!isMediaKey(key)) return null;
    const path = this.file(key, variant);
    if (!(await this.insideRoot(dirname(path)))) return null;
    let handle;
    try {
      // O_NOFOLLOW: a symlink in place of the file is refused, not followed
      handle = await open(path, constants.O_RDONLY | constants.O_NOFOLLOW);
    } catch (err) {
      if (isErrno(err, 'ENOENT', 'ELOOP', 'ENOTDIR', 'EISDIR')) return null;
      throw err;
    }
    const info = await handle.stat();
    if (!info.isFile()) {
      await handle.close();
      return null;
    }
    const fh = handle;
    return {
      size: info.size,
      etag: strongEtag(key, variant, info.size),
      stream: () => fh.createReadStream({ autoClose: true }),
      close: () => fh.close(),
    };
  }

  /** True when `dir` resolves to exactly where it claims to be under the root: no symlinked folder. */
  private async insideRoot(dir: string): Promise<boolean> {
    this.rootReal ??= await realpath(this.root).catch(() => null);
    if (!this.rootReal) return false;
    let real: string;
    try {
      real = await realpath(dir);
    } catch {
      return false;
    }
    return real === join(this.rootReal, relative(this.root, dir));
  }

  async exists(key: string, variant: Variant): Promise<boolean> {
    try {
      return (await stat(this.file(key, variant))).isFile();
    } catch (err) {
      if (isErrno(err, 'ENOENT', 'ENOTDIR')) return false;
      throw err;
    }
  }

  async remove(key: string): Promise<void> {
    for (const variant of variantsOf(key)) {
      try {
        await unlink(this.file(key, variant));
      } catch (err) {
        if (!isErrno(err, 'ENOENT', 'ENOTDIR')) throw err;
      }
    }
    // prune the owner's folder (works/<id>, pages/<id>...) once it is empty
    try {
      await rmdir(dirname(this.file(key, 'high')));
    } catch (err) {
      if (!isErrno(err, 'ENOENT', 'ENOTEMPTY', 'EEXIST', 'ENOTDIR')) throw err;
    }
  }

  async removePath(path: string): Promise<void> {
    if (path.split('/').some((part) => part === '..' || part === '')) throw new Error(`Not a stored path: ${path}`);
    await rm(join(this.root, ...path.split('/')), { force: true });
  }

  async *list(): AsyncIterable<StoredEntry> {
    const walk = async function* (dir: string, root: string): AsyncIterable<StoredEntry> {
      let entries;
      try {
        entries = await readdir(dir, { withFileTypes: true });
      } catch (err) {
        if (isErrno(err, 'ENOENT')) return;
        throw err;
      }
      for (const entry of entries) {
        const full = join(dir, entry.name);
        const rel = relative(root, full).split(sep).join('/');
        if (rel === STAGING_FOLDER) continue;
        if (entry.isDirectory()) yield* walk(full, root);
        else {
          const parsed = entry.isFile() ? parseVariantPath(rel) : null;
          yield { path: rel, key: parsed?.key ?? null, variant: parsed?.variant ?? null };
        }
      }
    };
    yield* walk(this.root, this.root);
  }
}
