import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { isMediaKey } from './keys.ts';

/**
 * Scratch folders for work in progress. One folder per upload (or per delete), named
 * `<host>~<pid>~<random>`, holds the received files and their variants before they are moved in;
 * beside it a journal (same name) lists the keys that may exist in the store without a row yet (new
 * images) or still with a row (images about to be removed).
 *
 * Filesystem store: the folders are under MEDIA_DIR/.tmp (same volume, so moving a finished file in is
 * an atomic rename) and the journal is a file inside the folder. Object store: the folders are on
 * local disk (MEDIA_STAGING_DIR) and the journal is an object under `.tmp/` in the bucket, shared by
 * every instance like the files it describes.
 *
 * After a crash both stay behind. At start-up `sweep` finds those of dead processes and, for every
 * journalled key that no row references, removes its files: a row is committed only after its files
 * exist, so this never removes a referenced image and never leaves an orphan.
 */

/** Where journals are kept: next to the files they describe (see above). */
export interface Journals {
  /** Replaces the journal `name` atomically (readers see the old or the new list, never a part). */
  write(name: string, keys: readonly string[]): Promise<void>;
  /** The keys of journal `name`; [] when it is missing or unreadable (it is written before any move). */
  read(name: string): Promise<string[]>;
  remove(name: string): Promise<void>;
  /** Every journal, with when it was last written (epoch ms). */
  list(): AsyncIterable<{ name: string; mtimeMs: number }>;
}

const JOURNAL = 'journal.json';
const HOST = hostname().replace(/[^A-Za-z0-9.-]/g, '_') || 'host';
/** Folders older than this are stale whatever their owner (a crashed instance on another host). */
const STALE_AFTER_MS = 24 * 60 * 60 * 1000;

export class StagingDir {
  private keys = new Set<string>();
  private journalled = false;

  constructor(
    readonly name: string,
    readonly path: string,
    private readonly journals: Journals,
    private readonly onDone: (dir: StagingDir) => void,
  ) {}

  file(name: string): string {
    return join(this.path, name);
  }

  /** Records keys before they are touched in the store (written atomically; survives SIGKILL). */
  async journal(keys: readonly string[]): Promise<void> {
    for (const key of keys) this.keys.add(key);
    await this.journals.write(this.name, [...this.keys]);
    this.journalled = true;
  }

  /** The work is over (committed or abandoned): the folder, its journal and everything left go. */
  async discard(): Promise<void> {
    // the journal last: while it exists, a crash here is still cleaned at the next start
    await rm(this.path, { recursive: true, force: true });
    if (this.journalled) await this.journals.remove(this.name);
    this.onDone(this);
  }
}

/** Journals as files inside the staging folders themselves (the filesystem store). */
export class FolderJournals implements Journals {
  constructor(private readonly root: string) {}

  async write(name: string, keys: readonly string[]): Promise<void> {
    const partial = join(this.root, name, `${JOURNAL}.partial`);
    await writeFile(partial, JSON.stringify({ keys }));
    await rename(partial, join(this.root, name, JOURNAL));
  }

  async read(name: string): Promise<string[]> {
    try {
      return parseJournal(await readFile(join(this.root, name, JOURNAL), 'utf8'));
    } catch {
      return [];
    }
  }

  async remove(name: string): Promise<void> {
    await rm(join(this.root, name, JOURNAL), { force: true });
  }

  async *list(): AsyncIterable<{ name: string; mtimeMs: number }> {
    let names: string[];
    try {
      names = await readdir(this.root);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw err;
    }
    for (const name of names) {
      try {
        yield { name, mtimeMs: (await stat(join(this.root, name, JOURNAL))).mtimeMs };
      } catch {
        // no journal in this folder (nothing was moved in yet)
      }
    }
  }
}

/** The keys of a journal's text; [] for a half-written or foreign one (it is written before any move). */
export function parseJournal(text: string): string[] {
  try {
    const parsed = JSON.parse(text) as { keys?: unknown };
    return Array.isArray(parsed.keys)
      ? parsed.keys.filter((k): k is string => typeof k === 'string' && isMediaKey(k))
      : [];
  } catch {
    return [];
  }
}

export interface SweepResult {
  folders: number;
  removedKeys: number;
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export class Staging {
  private readonly active = new Set<string>();
  readonly journals: Journals;

  /** `root`: the local folder of the scratch folders; `journals`: default, files inside them. */
  constructor(
    readonly root: string,
    journals?: Journals,
  ) {
    this.journals = journals ?? new FolderJournals(root);
  }

  async create(): Promise<StagingDir> {
    const name = `${HOST}~${process.pid}~${randomBytes(6).toString('hex')}`;
    const path = join(this.root, name);
    await mkdir(path, { recursive: true });
    this.active.add(name);
    return new StagingDir(name, path, this.journals, () => this.active.delete(name));
  }

  /** Whether a folder or journal (last written at `mtimeMs`) belongs to no live upload. */
  private isStale(name: string, mtimeMs: number): boolean {
    if (this.active.has(name)) return false;
    const [host, pidText] = name.split('~');
    const pid = Number(pidText);
    if (host === HOST && Number.isInteger(pid) && (pid === process.pid || !processAlive(pid))) return true;
    return Date.now() - mtimeMs > STALE_AFTER_MS;
  }

  /**
   * Start-up cleanup. `unreferenced` answers which of the given keys no row holds; `removeKey`
   * deletes a key's files.
   */
  async sweep(
    unreferenced: (keys: string[]) => Promise<string[]>,
    removeKey: (key: string) => Promise<void>,
  ): Promise<SweepResult> {
    const result: SweepResult = { folders: 0, removedKeys: 0 };
    // journals first (they may outlive their folder: another host's, or a crash inside discard)
    const journalled = new Set<string>();
    for await (const { name, mtimeMs } of this.journals.list()) {
      journalled.add(name);
      if (!this.isStale(name, mtimeMs)) continue;
      for (const key of await unreferenced(await this.journals.read(name))) {
        await removeKey(key);
        result.removedKeys++;
      }
      await this.journals.remove(name);
      await rm(join(this.root, name), { recursive: true, force: true });
      result.folders++;
    }
    let names: string[];
    try {
      names = await readdir(this.root);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return result;
      throw err;
    }
    for (const name of names) {
      if (journalled.has(name)) continue;
      let mtimeMs: number;
      try {
        mtimeMs = (await stat(join(this.root, name))).mtimeMs;
      } catch {
        continue;
      }
      if (!this.isStale(name, mtimeMs)) continue;
      // no journal: nothing of it reached the store
      await rm(join(this.root, name), { recursive: true, force: true });
      result.folders++;
    }
    return result;
  }
}
