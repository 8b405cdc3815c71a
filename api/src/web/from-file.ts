import { stat } from 'node:fs/promises';

/**
 * What `read` makes of a build output file, made again only when the file changes (a rebuild while
 * the server runs); `null` while the file is missing or unreadable. The file is looked at (one `stat`)
 * at most once per `recheckMs`: a first visit answered from the page cache costs no system call, and a
 * rebuild is picked up within that time.
 */
export function fromFile<T>(
  file: string,
  read: (file: string, mtimeMs: number) => Promise<T>,
  { recheckMs = 1000 }: { recheckMs?: number } = {},
): () => Promise<T | null> {
  let hit: { mtimeMs: number; value: Promise<T> } | null = null;
  let checked = 0;
  return async () => {
    const now = Date.now();
    if (hit && now - checked < recheckMs) return hit.value;
    try {
      const { mtimeMs } = await stat(file);
      checked = now;
      if (!hit || hit.mtimeMs !== mtimeMs) hit = { mtimeMs, value: read(file, mtimeMs) };
      return await hit.value;
    } catch {
      hit = null;
      return null;
    }
  };
}
