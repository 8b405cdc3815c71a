import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/**
 * What a delete takes with it. Deletes cascade in the database; the files behind the rows must go
 * too (no file may outlive its row), so a delete route first collects the storage keys under what it deletes,
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
  | { pages: string[] }
  | { ad: string }
  | { banner: string }
  /** trash items being purged: the files their rows kept (trash_media) */
  | { trash: string[] };

/** Every storage key (posters, backgrounds, avatars, chapter pages) held by rows under `owner`. */
export async function collectMediaKeys(db: Kysely<Database>, owner: MediaOwner): Promise<string[]> {
  const keys: Array<string | null> = [];
  if ('work' in owner) {
    const work = await db
      .selectFrom('works')
      .select(['poster_key', 'background_key'])
      .where('id', '=', owner.work)
      .executeTakeFirst();
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
    const user = await db
      .selectFrom('users')
      .select(['avatar_key', 'background_key'])
      .where('id', '=', owner.user)
      .executeTakeFirst();
    if (user) keys.push(user.avatar_key, user.background_key);
  } else if ('ad' in owner) {
    const ad = await db
      .selectFrom('ads')
      .select(['desktop_key', 'mobile_key'])
      .where('id', '=', owner.ad)
      .executeTakeFirst();
    if (ad) keys.push(ad.desktop_key, ad.mobile_key);
  } else if ('banner' in owner) {
    const banner = await db
      .selectFrom('banners')
      .select(['poster_key', 'background_key'])
      .where('id', '=', owner.banner)
      .executeTakeFirst();
    if (banner) keys.push(banner.poster_key, banner.background_key);
  } else if ('trash' in owner) {
    for (const part of chunks(owner.trash)) {
      const rows = await db.selectFrom('trash_media').select('key').where('trash_id', 'in', part).execute();
      keys.push(...rows.map((r) => r.key));
    }
  } else if (owner.pages.length > 0) {
    const pages = await db.selectFrom('pages').select('image_key').where('id', 'in', owner.pages).execute();
    keys.push(...pages.map((p) => p.image_key));
  }
  return keys.filter((k): k is string => !!k);
}

const CHUNK = 500;

function chunks<T>(items: readonly T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/**
 * The given keys that no row references (works, users, pages, ads, banners, and the rows kept in the trash):
 * safe to delete their files.
 */
export async function unreferencedKeys(db: Kysely<Database>, keys: readonly string[]): Promise<string[]> {
  const unique = [...new Set(keys)];
  const referenced = new Set<string>();
  for (const part of chunks(unique)) {
    const [works, users, pages, ads, banners, trashed] = await Promise.all([
      db
        .selectFrom('works')
        .select(['poster_key', 'background_key'])
        .where((eb) => eb.or([eb('poster_key', 'in', part), eb('background_key', 'in', part)]))
        .execute(),
      db
        .selectFrom('users')
        .select(['avatar_key', 'background_key'])
        .where((eb) => eb.or([eb('avatar_key', 'in', part), eb('background_key', 'in', part)]))
        .execute(),
      db.selectFrom('pages').select('image_key').where('image_key', 'in', part).execute(),
      db
        .selectFrom('ads')
        .select(['desktop_key', 'mobile_key'])
        .where((eb) => eb.or([eb('desktop_key', 'in', part), eb('mobile_key', 'in', part)]))
        .execute(),
      db
        .selectFrom('banners')
        .select(['poster_key', 'background_key'])
        .where((eb) => eb.or([eb('poster_key', 'in', part), eb('background_key', 'in', part)]))
        .execute(),
      db.selectFrom('trash_media').select('key').where('key', 'in', part).execute(),
    ]);
    for (const t of trashed) referenced.add(t.key);
    for (const a of ads) referenced.add(a.desktop_key ?? '').add(a.mobile_key ?? '');
    for (const b of banners) referenced.add(b.poster_key ?? '').add(b.background_key ?? '');
    for (const w of works) referenced.add(w.poster_key ?? '').add(w.background_key ?? '');
    for (const u of users) referenced.add(u.avatar_key ?? '').add(u.background_key ?? '');
    for (const p of pages) referenced.add(p.image_key);
  }
  return unique.filter((k) => !referenced.has(k));
}

/** Every key any row references, with where it is held (for the consistency check). */
export async function* referencedKeys(db: Kysely<Database>): AsyncIterable<{ key: string; owner: string }> {
  const works = await db
    .selectFrom('works')
    .select(['id', 'kind', 'poster_key', 'background_key'])
    .where((eb) => eb.or([eb('poster_key', 'is not', null), eb('background_key', 'is not', null)]))
    .execute();
  for (const w of works) {
    if (w.poster_key) yield { key: w.poster_key, owner: `works ${w.id} (${w.kind}) poster` };
    if (w.background_key) yield { key: w.background_key, owner: `works ${w.id} (${w.kind}) background` };
  }
  const users = await db
    .selectFrom('users')
    .select(['id', 'avatar_key', 'background_key'])
    .where((eb) => eb.or([eb('avatar_key', 'is not', null), eb('background_key', 'is not', null)]))
    .execute();
  for (const u of users) {
    if (u.avatar_key) yield { key: u.avatar_key, owner: `users ${u.id} avatar` };
    if (u.background_key) yield { key: u.background_key, owner: `users ${u.id} background` };
  }
  for (const a of await db.selectFrom('ads').select(['id', 'desktop_key', 'mobile_key']).execute()) {
    if (a.desktop_key) yield { key: a.desktop_key, owner: `ads ${a.id} desktop` };
    if (a.mobile_key) yield { key: a.mobile_key, owner: `ads ${a.id} mobile` };
  }
  for (const b of await db.selectFrom('banners').select(['id', 'poster_key', 'background_key']).execute()) {
    if (b.poster_key) yield { key: b.poster_key, owner: `banners ${b.id} poster` };
    if (b.background_key) yield { key: b.background_key, owner: `banners ${b.id} background` };
  }
  // the files of rows in the trash stay until the item is purged
  for (const t of await db.selectFrom('trash_media').select(['trash_id', 'key']).execute()) {
    yield { key: t.key, owner: `trash ${t.trash_id}` };
  }
  // pages can be many: page through them by id
  let after = '';
  for (;;) {
    const rows = await db
      .selectFrom('pages')
      .select(['id', 'chapter_id', 'position', 'image_key'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(5000)
      .execute();
    for (const p of rows)
      yield { key: p.image_key, owner: `pages ${p.id} (chapter ${p.chapter_id}, page ${p.position})` };
    if (rows.length < 5000) break;
    after = (rows[rows.length - 1] as { id: string }).id;
  }
}
