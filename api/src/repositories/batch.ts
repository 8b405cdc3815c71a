/**
 * `where id in (...)` with many ids: split so one statement stays far below the bound-parameter
 * limits (SQLite 32,766; PostgreSQL 65,535), e.g. for `limit=-1` lists.
 */
export const IN_CHUNK = 5_000;

export async function inChunks<T>(ids: readonly string[], run: (chunk: string[]) => Promise<T[]>): Promise<T[]> {
  if (ids.length === 0) return [];
  if (ids.length <= IN_CHUNK) return run([...ids]);
  const out: T[] = [];
  for (let i = 0; i < ids.length; i += IN_CHUNK) out.push(...(await run(ids.slice(i, i + IN_CHUNK))));
  return out;
}

/** Groups rows by a key, keeping an (empty) entry for every requested key, in row order. */
export function groupBy<T>(keys: readonly string[], rows: readonly T[], keyOf: (row: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>(keys.map((k) => [k, []]));
  for (const row of rows) out.get(keyOf(row))?.push(row);
  return out;
}
