/**
 * The kinds of things a delete moves to the trash, and the header naming the trash item: plain data (no schema
 * runtime), so roles.ts and the frontends can read them. The wire schemas are in trash.ts.
 */
export const TRASH_KINDS = [
  'movie',
  'series',
  'manga',
  'season',
  'episode',
  'server',
  'session',
  'chapter',
  'page',
  'ad',
  'banner',
  'genre',
  'user',
] as const;
export type TrashKind = (typeof TRASH_KINDS)[number];

/** The header of every delete's answer that names its trash item (the answers' bodies keep SPEC §7's shape). */
export const TRASH_ID_HEADER = 'x-trash-id';
