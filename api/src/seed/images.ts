import type { Kysely } from 'kysely';
import sharp from 'sharp';
import type { MediaLimits } from '../config.ts';
import type { Db } from '../db/database.ts';
import { newId } from '../db/ids.ts';
import type { Database } from '../db/schema.ts';
import { pageKey, userImageKey, workImageKey } from '../media/keys.ts';
import { processImage, type ProcessedImage, type Purpose } from '../media/pipeline.ts';
import { Staging } from '../media/staging.ts';
import type { MediaStorage } from '../media/storage.ts';
import { drawAvatar, drawBackground, drawPage, drawPoster, drawStrip, DRAWING_SEED } from './drawings.ts';

/**
 * Pictures for the demo catalogue, drawn as SVG (drawings.ts) and sent through the same pipeline as uploads
 * (decode, variants, store): posters and backgrounds for every work, avatars and backgrounds for
 * the demo staff, and a few drawn pages in every chapter. Nothing is downloaded.
 *
 * To keep the first start quick, a small set of pictures is rendered once and each row gets its own
 * key holding the same bytes (a hard link on the filesystem store): every row still owns its files,
 * so deleting one never touches another.
 */

/** The drawings themselves, still reachable here (the media benchmark draws its pages with drawPage). */
export { drawAvatar, drawBackground, drawPage, drawPoster, drawStrip };

export const DEMO_IMAGES = {
  posterDesigns: 8,
  backgroundDesigns: 4,
  pagesPerChapter: 3,
  /** The reader's demo: one manga chapter this long, drawn from this many distinct pages. */
  longChapterPages: 40,
  longChapterDesigns: 10,
  /** …and one manhua chapter as a tall webtoon strip. */
  stripChapterPages: 120,
  stripDesigns: 6,
  seed: DRAWING_SEED,
} as const;

export interface ImageSeedResult {
  posters: number;
  backgrounds: number;
  avatars: number;
  pages: number;
  /** Distinct pictures rendered (the rest are copies). */
  rendered: number;
  ms: number;
}

async function render(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).png({ compressionLevel: 1 }).toBuffer();
}

interface Template {
  image: ProcessedImage;
  /** The first key that received the files; later rows get copies of it. */
  firstKey: string | null;
  high: string;
  low: string;
  saver?: string;
}

/** A row's columns for one of its pictures: `<name>_key`, `<name>_width`, `<name>_height`. */
function imageColumns<N extends string>(name: N, { key, t }: { key: string; t: Template }) {
  return {
    [`${name}_key`]: key,
    [`${name}_width`]: t.image.width,
    [`${name}_height`]: t.image.height,
  } as Record<`${N}_key`, string> & Record<`${N}_width` | `${N}_height`, number>;
}

/**
 * Gives the demo rows their pictures. Runs on the first start only, right after the demo catalogue
 * is inserted; returns what it did and how long it took.
 */
export async function seedImages(
  db: Db,
  storage: MediaStorage,
  limits: Pick<MediaLimits, 'maxPixels'>,
): Promise<ImageSeedResult> {
  const started = Date.now();
  await storage.init();
  const dir = await new Staging(storage.stagingRoot, storage.journals).create();
  const kysely: Kysely<Database> = db.kysely;
  let rendered = 0;

  const template = async (name: string, svg: string, purpose: Purpose): Promise<Template> => {
    const out = {
      high: dir.file(`${name}.high.webp`),
      low: dir.file(`${name}.low.webp`),
      ...(purpose === 'page' ? { saver: dir.file(`${name}.saver.webp`) } : {}),
    };
    const image = await processImage(await render(svg), { purpose, maxPixels: limits.maxPixels, out });
    rendered++;
    return { image, firstKey: null, ...out };
  };
  /** Stores `t`'s files under `key`: moved in the first time, copied after. */
  const place = async (t: Template, key: string) => {
    if (t.firstKey) return storage.copy(t.firstKey, key);
    await storage.put(key, 'high', t.high);
    await storage.put(key, 'low', t.low);
    if (t.saver) await storage.put(key, 'saver', t.saver);
    t.firstKey = key;
  };

  try {
    const posters: Template[] = [];
    for (let i = 0; i < DEMO_IMAGES.posterDesigns; i++)
      posters.push(await template(`poster-${i}`, drawPoster(i), 'poster'));
    const backgrounds: Template[] = [];
    for (let i = 0; i < DEMO_IMAGES.backgroundDesigns; i++) {
      backgrounds.push(await template(`background-${i}`, drawBackground(i), 'background'));
    }
    const pages: Template[] = [];
    for (let i = 1; i <= DEMO_IMAGES.longChapterDesigns; i++)
      pages.push(await template(`page-${i}`, drawPage(i), 'page'));
    const strips: Template[] = [];
    for (let i = 1; i <= DEMO_IMAGES.stripDesigns; i++) strips.push(await template(`strip-${i}`, drawStrip(i), 'page'));

    const works = await kysely.selectFrom('works').select(['id', 'number', 'kind']).orderBy('created_at').execute();
    const users = await kysely
      .selectFrom('users')
      .select('id')
      .where('is_owner', '=', false)
      .orderBy('created_at')
      .execute();
    const chapters = await kysely.selectFrom('chapters').select('id').orderBy('created_at').orderBy('id').execute();
    const long = await readerDemoChapters(kysely);
    const pagesFor = (chapterId: string): Template[] => {
      if (chapterId === long.manga)
        return Array.from({ length: DEMO_IMAGES.longChapterPages }, (_, i) => pages[i % pages.length] as Template);
      if (chapterId === long.manhua)
        return Array.from({ length: DEMO_IMAGES.stripChapterPages }, (_, i) => strips[i % strips.length] as Template);
      return pages.slice(0, DEMO_IMAGES.pagesPerChapter);
    };

    // every key is journalled before its files move in: a crash here is cleaned at the next start
    const plan = {
      works: works.map((w, i) => ({
        id: w.id,
        poster: { key: workImageKey(w.id, 'poster'), t: posters[i % posters.length] as Template },
        background: { key: workImageKey(w.id, 'background'), t: backgrounds[i % backgrounds.length] as Template },
      })),
      users: await Promise.all(
        users.map(async (u, i) => ({
          id: u.id,
          avatar: { key: userImageKey(u.id, 'avatar'), t: await template(`avatar-${i}`, drawAvatar(i), 'avatar') },
          background: {
            key: userImageKey(u.id, 'background'),
            t: backgrounds[(i + 3) % backgrounds.length] as Template,
          },
        })),
      ),
      pages: chapters.flatMap((c) =>
        pagesFor(c.id).map((t, i) => ({ chapterId: c.id, position: i + 1, key: pageKey(c.id), t })),
      ),
    };
    await dir.journal([
      ...plan.works.flatMap((w) => [w.poster.key, w.background.key]),
      ...plan.users.flatMap((u) => [u.avatar.key, u.background.key]),
      ...plan.pages.map((p) => p.key),
    ]);
    const placements = [
      ...plan.works.flatMap((w) => [w.poster, w.background]),
      ...plan.users.flatMap((u) => [u.avatar, u.background]),
      ...plan.pages,
    ];
    // each picture's first placement moves its files in; the copies (links) then go 16 at a time
    const copies: typeof placements = [];
    for (const p of placements) {
      if (p.t.firstKey) copies.push(p);
      else await place(p.t, p.key);
    }
    for (let i = 0; i < copies.length; i += 16) {
      await Promise.all(copies.slice(i, i + 16).map((p) => place(p.t, p.key)));
    }

    const size = (t: Template) => ({ width: t.image.width, height: t.image.height });
    await kysely.transaction().execute(async (trx) => {
      for (const w of plan.works) {
        await trx
          .updateTable('works')
          .set({ ...imageColumns('poster', w.poster), ...imageColumns('background', w.background) })
          .where('id', '=', w.id)
          .execute();
      }
      for (const u of plan.users) {
        await trx
          .updateTable('users')
          .set({ ...imageColumns('avatar', u.avatar), ...imageColumns('background', u.background) })
          .where('id', '=', u.id)
          .execute();
      }
      const now = Date.now();
      for (let i = 0; i < plan.pages.length; i += 300) {
        await trx
          .insertInto('pages')
          .values(
            plan.pages.slice(i, i + 300).map((p) => ({
              id: newId(),
              chapter_id: p.chapterId,
              position: p.position,
              image_key: p.key,
              ...size(p.t),
              created_at: now,
            })),
          )
          .execute();
      }
    });
    return {
      posters: plan.works.length,
      backgrounds: plan.works.length + plan.users.length,
      avatars: plan.users.length,
      pages: plan.pages.length,
      rendered,
      ms: Date.now() - started,
    };
  } finally {
    await dir.discard();
  }
}

/**
 * The chapters that get the reader's long demo: the first chapter of the first session of the lowest
 * numbered visible manga, and of the lowest numbered visible manhua (a webtoon strip).
 */
export async function readerDemoChapters(
  kysely: Kysely<Database>,
): Promise<{ manga: string | null; manhua: string | null }> {
  const first = async (type: 'manga' | 'manhua') => {
    const row = await kysely
      .selectFrom('works')
      .innerJoin('manga_sessions', 'manga_sessions.work_id', 'works.id')
      .innerJoin('chapters', 'chapters.session_id', 'manga_sessions.id')
      .select('chapters.id')
      .where('works.kind', '=', 'manga')
      .where('works.type', '=', type)
      .where('works.active_show', '=', true)
      .orderBy('works.number')
      .orderBy('manga_sessions.number')
      .orderBy('chapters.sort_key')
      .orderBy('chapters.created_at')
      .limit(1)
      .executeTakeFirst();
    return row?.id ?? null;
  };
  return { manga: await first('manga'), manhua: await first('manhua') };
}
