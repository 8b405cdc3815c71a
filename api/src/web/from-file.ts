import { stat } from 'node:fs/promises';

/**
 * What `read` makes of a build output file, made again only when the file changes (a rebuild while
 * the server runs); `null` while the file is missing or unreadable. One `stat` per call.
 */
export function fromFile<T>(
  file: string,
  read: (file: string, mtimeMs: number) => Promise<T>,
): () => Promise<T | null> {
  let hit: { mtimeMs: number; value: Promise<T> } | null = null;
  return async () => {
    try {
      const { mtimeMs } = await stat(file);
      if (!hit || hit.mtimeMs !== mtimeMs) hit = { mtimeMs, value: read(file, mtimeMs) };
      return await hit.value;
    } catch {
      hit = null;
      return null;
    }
  };
}
