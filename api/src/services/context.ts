import type { FastifyInstance } from 'fastify';

/** What services need from the app: the database, its repositories, the media surface (file cleanup), the log. */
export type Ctx = Pick<FastifyInstance, 'db' | 'repos' | 'media' | 'log'>;

/**
 * Removes the files of rows already deleted. Best effort: the delete has committed, so a storage
 * failure is logged (and `pnpm media:check` lists the leftovers) instead of failing the answer.
 */
export async function removeFiles(ctx: Ctx, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  try {
    await ctx.media.removeKeys(keys);
  } catch (err) {
    ctx.log.error(
      { err, keys: keys.length },
      'files of deleted rows could not be removed (pnpm media:check lists them)',
    );
  }
}

/** A unique index refused the row (SQLite and PostgreSQL report it differently). */
export function isUniqueViolation(err: unknown): boolean {
  if (typeof err !== 'object' || err === null) return false;
  const code = (err as { code?: unknown }).code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/** Input flags arrive as booleans or the strings 'true' / 'false' (ARCHITECTURE §6). */
export const toBool = (value: boolean | 'true' | 'false'): boolean => value === true || value === 'true';
