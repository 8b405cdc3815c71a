import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { isMediaKey } from './keys.ts';

/**
 * Scratch folders for work in progress, under MEDIA_DIR/.tmp (same volume as the store, so moving a
 * finished file in is an atomic rename). One folder per upload (or per delete), named
 * `<host>~<pid>~<random>`. It holds the received files, their variants before they are moved in,
 * and a journal: the keys that may exist in the store without a row yet (new images) or still with
 * a row (images about to be removed).
 *
 * After a crash the folder stays behind. At start-up `sweep` finds the folders of dead processes
 * and, for every journalled key that no row references, removes its files: a row is committed only
 * after its files exist, so this never removes a referenced image and never leaves an orphan.
 */

const JOURNAL = 'journal.json';
const HOST = hostname().replace(/[^A-Za-z0-9.-]/g, '_') || 'host';
/** Folders older than this are stale whatever their owner (a crashed instance on another host). */
const STALE_AFTER_MS = 24 * 60 * 60 * 1000;

export class StagingDir {
  private keys = new Set<string>();

  constructor(
    readonly path: string,
    private readonly onDone: (dir: StagingDir) => void,
  ) {}

  file(name: string): string {
    return join(this.path, name);
  }

  /** Records keys before they are touched in the store (written atomically; survives SIGKILL). */
  async journal(keys: readonly string[]): Promise<void> {
    for (const key of keys) this.keys.add(key);
    const partial = this.file(`${JOURNAL}.partial`);
    await writeFile(partial, JSON.stringify({ keys: [...this.keys] }));
    await rename(partial, this.file(JOURNAL));
  }

  /** The work is over (committed or abandoned): the folder and everything left in it go. */
  async discard(): Promise<void> {
    await rm(this.path, { recursive: true, force: true });
    this.onDone(this);
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

  constructor(readonly root: string) {}

  async create(): Promise<StagingDir> {
    const name = `${HOST}~${process.pid}~${randomBytes(6).toString('hex')}`;
    const path = join(this.root, name);
    await mkdir(path, { recursive: true });
    this.active.add(name);
    return new StagingDir(path, () => this.active.delete(name));
  }

  /** Whether a folder found on disk belongs to no live upload. */
  private async isStale(name: string): Promise<boolean> {
    if (this.active.has(name)) return false;
    const [host, pidText] = name.split('~');
    const pid = Number(pidText);
    if (host === HOST && Number.isInteger(pid) && (pid === process.pid || !processAlive(pid))) return true;
    try {
      return Date.now() - (await stat(join(this.root, name))).mtimeMs > STALE_AFTER_MS;
    } catch {
      return false;
    }
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
    let names: string[];
    try {
      names = await readdir(this.root);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return result;
      throw err;
    }
    for (const name of names) {
      if (!(await this.isStale(name))) continue;
      const keys = await readJournal(join(this.root, name, JOURNAL));
      for (const key of await unreferenced(keys)) {
        await removeKey(key);
        result.removedKeys++;
      }
      await rm(join(this.root, name), { recursive: true, force: true });
      result.folders++;
    }
    return result;
  }
}

async function readJournal(file: string): Promise<string[]> {
  try {
    const parsed = JSON.parse(await readFile(file, 'utf8')) as { keys?: unknown };
    return Array.isArray(parsed.keys)
      ? parsed.keys.filter((k): k is string => typeof k === 'string' && isMediaKey(k))
      : [];
  } catch {
    // no journal (nothing was moved in yet) or a half-written one (same: it is written before any move)
    return [];
  }
}
