import type { FastifyInstance } from 'fastify';

/** What services need from the app: the database, its repositories and the media surface (file cleanup). */
export type Ctx = Pick<FastifyInstance, 'db' | 'repos' | 'media'>;

/** A unique index refused the row (SQLite and PostgreSQL report it differently). */
export function isUniqueViolation(err: unknown): boolean {
  if (typeof err !== 'object' || err === null) return false;
  const code = (err as { code?: unknown }).code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/** Input flags arrive as booleans or the strings 'true' / 'false' (ARCHITECTURE §6). */
export const toBool = (value: boolean | 'true' | 'false'): boolean => value === true || value === 'true';
