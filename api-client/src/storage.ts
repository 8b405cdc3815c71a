/**
 * This device's own records (visitors have no accounts): localStorage under versioned keys (`ckb:v1:…`), one
 * change signal for every tab, and a version counter that hooks memoise on. Progress (progress.ts) and follows
 * (`@ckb/api-client/follow`) keep their records here. Without storage (server rendering, private mode, a full
 * disk) every read answers "nothing" and every write is a no-op: these records are a convenience.
 */

export const STORAGE_VERSION = 1;
export const STORAGE_PREFIX = `ckb:v${STORAGE_VERSION}:`;
const CHANGED = 'ckb:progress';

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function readStored<T>(key: string): T | null {
  try {
    const raw = storage()?.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

let version = 0;

/** Writes one record (or several, then signals once): a change every tab and hook sees. */
export function writeStored(key: string, value: unknown): void;
export function writeStored(entries: ReadonlyArray<readonly [string, unknown]>): void;
export function writeStored(key: string | ReadonlyArray<readonly [string, unknown]>, value?: unknown): void {
  const entries = typeof key === 'string' ? [[key, value] as const] : key;
  try {
    for (const [k, v] of entries) storage()?.setItem(k, JSON.stringify(v));
  } catch {
    // full or disabled storage: nothing remembered, nothing breaks
  }
  version++;
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(CHANGED));
}

/** Every stored key that starts with `prefix` (none without storage). */
export function storedKeys(prefix: string): string[] {
  const store = storage();
  if (!store) return [];
  const keys: string[] = [];
  try {
    for (let i = 0; i < store.length; i++) {
      const key = store.key(i);
      if (key?.startsWith(prefix)) keys.push(key);
    }
  } catch {
    return [];
  }
  return keys;
}

/** The records' version: it moves on every write here or in another tab. */
export const storedVersion = (): number => version;

/** Calls `listener` when a record changes here or in another tab. */
export function subscribeProgress(listener: () => void): () => void {
  if (typeof window === 'undefined') return () => {};
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || e.key.startsWith(STORAGE_PREFIX)) {
      version++;
      listener();
    }
  };
  window.addEventListener(CHANGED, listener);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGED, listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Memoised per key and records' version, so useSyncExternalStore sees a stable value. */
const memo = new Map<string, { version: number; value: unknown }>();
export function rememberedStored<T>(key: string, read: () => T): T {
  const hit = memo.get(key);
  if (hit && hit.version === version) return hit.value as T;
  const value = read();
  memo.set(key, { version, value });
  return value;
}

/**
 * The followed works, one record under one key (`@ckb/api-client/follow` keeps it). Named here because the home
 * page's first visit asks only whether there is any, before it loads the shelf's code.
 */
export const FOLLOWS_KEY = `${STORAGE_PREFIX}follows`;

/** Whether this device follows any work (false on the server and without storage). */
export const hasFollows = (): boolean => {
  const list = readStored<unknown>(FOLLOWS_KEY);
  return Array.isArray(list) && list.length > 0;
};
