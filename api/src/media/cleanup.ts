import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/**
 * What a delete takes with it. Deletes cascade in the database; the files behind the rows must go
 * too (issue 4 item 6), so a delete route first collects the storage keys under what it deletes,
 * deletes the rows, and after the commit removes the files:
 *
 *   const keys = await app.media.collectKeys({ work: id });
 *   await app.repos.works.delete(id);          // rows, in one transaction
 *   await app.media.removeKeys(keys);          // files, after the commit
 */
export type MediaOwner =
  | { work: string }
  | { mangaSession: string }
  | { chapter: string }
  | { user: string }
  | { pages: string[] };

/** Every storage key (posters, backgrounds, avatars, chapter pages) held by rows under `owner`. */
export async function collectMediaKeys(db: Kysely<Database>, owner: MediaOwner): Promise<string[]> {
  const keys: Array<string | null> = [];
  if ('work' in owner) {
    const work = await db.selectFrom('works').select(['poster_key', 'background_key']).where('id', '=', owner.work).executeTakeFirst();
    if (work) keys.push(work.poster_key, work.background_key);
    const pages = await db
      .selectFrom('pages')
      .innerJoin('chapters', 'chapters.id', 'pages.chapter_id')
      .innerJoin('manga_sessions', 'manga_sessions.id', 'chapters.session_id')
      .select('pages.image_key')
      .where('manga_sessions.work_id', '=', owner.work)
      .execute();
    keys.push(...pages.map((p) => p.image_key));
  } else if ('mangaSession' in owner) {
    const pages = await db
      .selectFrom('pages')
      .innerJoin('chapters', 'chapters.id', 'pages.chapter_id')
      .select('pages.image_key')
      .where('chapters.session_id', '=', owner.mangaSession)
      .execute();
    keys.push(...pages.map((p) => p.image_key));
  } else if ('chapter' in owner) {
    const pages = await db.selectFrom('pages').select('image_key').where('chapter_id', '=', owner.chapter).execute();
    keys.push(...pages.map((p) => p.image_key));
  } else if ('user' in owner) {
    const user = await db.selectFrom('users').select(['avatar_key', 'background_key']).where('id', '=', owner.user).executeTakeFirst();
    if (user) keys.push(user.avatar_key, user.background_key);
  } else if (owner.pages.length > 0) {
    const pages = await db.selectFrom('pages').select('image_key').where('id', 'in', owner.pages).execute();
    keys.push(...pages.map((p) => p.image_key));
  }
  return keys.filter((k): k is string => !!k);
}
