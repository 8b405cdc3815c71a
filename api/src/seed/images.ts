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
import { Random } from './prng.ts';

/**
 * Pictures for the demo catalogue, drawn as SVG and sent through the same pipeline as uploads
 * (decode, variants, store): posters and backgrounds for every work, avatars and backgrounds for
 * the demo staff, and a few drawn pages in every chapter. Nothing is downloaded.
 *
 * To keep the first start quick, a small set of pictures is rendered once and each row gets its own
 * key holding the same bytes (a hard link on the filesystem store): every row still owns its files,
 * so deleting one never touches another.
 */

export const DEMO_IMAGES = {
  posterDesigns: 8,
  backgroundDesigns: 4,
  pagesPerChapter: 3,
  /** The reader's demo (issue 11): one manga chapter this long, drawn from this many distinct pages. */
  longChapterPages: 40,
  longChapterDesigns: 10,
  /** …and one manhua chapter as a tall webtoon strip. */
  stripChapterPages: 120,
  stripDesigns: 6,
  seed: 20250102,
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

const hsl = (h: number, s: number, l: number) => `hsl(${Math.round(h) % 360},${s}%,${l}%)`;

/** A poster: gradient, a large disc, a silhouette, stripes. Portrait 2:3. */
export function drawPoster(design: number, width = 400, height = 600): string {
  const rng = new Random(DEMO_IMAGES.seed + design * 7);
  const hue = (design * 137) % 360;
  const stripes = Array.from({ length: 6 }, (_, i) => {
    const y = height * (0.08 + i * 0.07);
    return `<rect x="0" y="${y}" width="${width}" height="${height * 0.012}" fill="#fff" opacity="${0.05 + rng.next() * 0.1}"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="0.4" y2="1">
    <stop offset="0" stop-color="${hsl(hue, 70, 55)}"/><stop offset="1" stop-color="${hsl(hue + 50, 65, 18)}"/>
  </linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>${stripes}
  <circle cx="${width * (0.3 + rng.next() * 0.4)}" cy="${height * 0.34}" r="${width * 0.26}" fill="${hsl(hue + 180, 80, 72)}" opacity="0.85"/>
  <path d="M0 ${height} L${width * 0.18} ${height * 0.62} L${width * 0.34} ${height * 0.7} L${width * 0.55} ${height * 0.5} L${width * 0.8} ${height * 0.66} L${width} ${height * 0.58} L${width} ${height} Z" fill="#0b0d18" opacity="0.8"/>
  <path d="M${width * 0.5} ${height * 0.9} q${width * 0.04} ${-height * 0.2} ${width * 0.01} ${-height * 0.33} q${width * 0.06} ${-height * 0.02} ${width * 0.03} ${height * 0.1} q${width * 0.05} ${height * 0.1} ${width * 0.02} ${height * 0.23} Z" fill="#000"/>
  <rect x="${width * 0.08}" y="${height * 0.84}" width="${width * 0.84}" height="${height * 0.008}" fill="#fff" opacity="0.7"/>
</svg>`;
}

/** A wide background: sky, sun, layered hills. 16:9. */
export function drawBackground(design: number, width = 1280, height = 720): string {
  const hue = (design * 61 + 200) % 360;
  const hills = [0.55, 0.68, 0.8]
    .map((y, i) => {
      const h = height * y;
      return `<path d="M0 ${h} C${width * 0.25} ${h - height * 0.12} ${width * 0.5} ${h + height * 0.08} ${width} ${h - height * 0.05} L${width} ${height} L0 ${height} Z" fill="${hsl(hue + 20 * i, 35, 30 - i * 8)}"/>`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="${hsl(hue, 60, 22)}"/><stop offset="1" stop-color="${hsl(hue + 40, 70, 60)}"/>
  </linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#sky)"/>
  <circle cx="${width * (0.2 + (design % 4) * 0.2)}" cy="${height * 0.35}" r="${height * 0.13}" fill="${hsl(hue + 180, 90, 80)}" opacity="0.9"/>
  ${hills}
</svg>`;
}

/** An avatar: a coloured disc with a simple face. Square. */
export function drawAvatar(design: number, size = 256): string {
  const hue = (design * 97 + 30) % 360;
  const s = size;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${s}" height="${s}">
  <rect width="100%" height="100%" fill="${hsl(hue, 55, 45)}"/>
  <circle cx="${s / 2}" cy="${s * 0.42}" r="${s * 0.2}" fill="${hsl(hue + 30, 60, 85)}"/>
  <path d="M${s * 0.18} ${s} q${s * 0.32} ${-s * 0.5} ${s * 0.64} 0 Z" fill="${hsl(hue + 30, 60, 85)}"/>
  <circle cx="${s * 0.43}" cy="${s * 0.4}" r="${s * 0.02}" fill="#222"/><circle cx="${s * 0.57}" cy="${s * 0.4}" r="${s * 0.02}" fill="#222"/>
  <path d="M${s * 0.44} ${s * 0.48} q${s * 0.06} ${s * 0.04} ${s * 0.12} 0" stroke="#222" stroke-width="${s * 0.012}" fill="none"/>
</svg>`;
}

/**
 * A manga page: panels with figures, speed lines, speech bubbles and its number (as dots) at the
 * bottom. `detail` adds dot screentone and hatching: heavier, scan-like pages for the benchmark; the
 * demo keeps flat greys so its files stay small.
 */
export function drawPage(number: number, width = 800, height = 1160, detail = 0): string {
  const rng = new Random(DEMO_IMAGES.seed + number * 13 + detail);
  const m = width * 0.045;
  const gutter = width * 0.025;
  const rows = [0.3, 0.34, 0.36];
  let y = m;
  let panels = '';
  rows.forEach((fraction, row) => {
    const h = (height - 2 * m - gutter * 2) * fraction;
    const split = row === 1 ? [0.45, 0.55] : row === 2 && number % 2 ? [0.6, 0.4] : [1];
    let x = m;
    for (const part of split) {
      const w = (width - 2 * m - gutter * (split.length - 1)) * part;
      const cx = x + w * (0.3 + rng.next() * 0.4);
      const cy = y + h * 0.55;
      const r = Math.min(w, h) * (0.18 + rng.next() * 0.12);
      const tone = rng.chance(0.5);
      const lines = Array.from({ length: 14 + detail * 20 }, () => {
        const a = rng.next() * Math.PI * 2;
        const len = Math.max(w, h);
        return `<line x1="${cx}" y1="${cy}" x2="${cx + Math.cos(a) * len}" y2="${cy + Math.sin(a) * len}" stroke="#111" stroke-width="${0.6 + rng.next() * 1.8}" opacity="0.55"/>`;
      }).join('');
      const hatch = detail
        ? Array.from({ length: 60 * detail }, () => {
            const hx = x + rng.next() * w;
            const hy = y + rng.next() * h;
            return `<line x1="${hx}" y1="${hy}" x2="${hx + 10 + rng.next() * 30}" y2="${hy + 10 + rng.next() * 30}" stroke="#000" stroke-width="1"/>`;
          }).join('')
        : '';
      panels += `<g clip-path="url(#c${row}${x | 0})"><clipPath id="c${row}${x | 0}"><rect x="${x}" y="${y}" width="${w}" height="${h}"/></clipPath>
        <rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${tone ? (detail ? 'url(#tone)' : '#e4e4e4') : '#fff'}"/>${lines}${hatch}
        <circle cx="${cx}" cy="${cy}" r="${r}" fill="#fff" stroke="#111" stroke-width="4"/>
        <circle cx="${cx - r * 0.35}" cy="${cy - r * 0.1}" r="${r * 0.09}" fill="#111"/><circle cx="${cx + r * 0.35}" cy="${cy - r * 0.1}" r="${r * 0.09}" fill="#111"/>
        <path d="M${cx - r * 0.3} ${cy + r * 0.35} q${r * 0.3} ${r * 0.25} ${r * 0.6} 0" stroke="#111" stroke-width="4" fill="none"/>
        <ellipse cx="${x + w * 0.72}" cy="${y + h * 0.2}" rx="${w * 0.2}" ry="${h * 0.12}" fill="#fff" stroke="#111" stroke-width="3"/>
        <rect x="${x + w * 0.6}" y="${y + h * 0.17}" width="${w * 0.24}" height="${h * 0.018}" fill="#333"/>
        <rect x="${x + w * 0.62}" y="${y + h * 0.215}" width="${w * 0.18}" height="${h * 0.018}" fill="#333"/>
      </g><rect x="${x}" y="${y}" width="${w}" height="${h}" fill="none" stroke="#111" stroke-width="5"/>`;
      x += w + gutter;
    }
    y += h + gutter;
  });
  const dots = Array.from(
    { length: number },
    (_, i) => `<circle cx="${width / 2 + (i - (number - 1) / 2) * 18}" cy="${height - m / 2}" r="5" fill="#111"/>`,
  ).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><pattern id="tone" width="7" height="7" patternUnits="userSpaceOnUse"><circle cx="3.5" cy="3.5" r="1.7" fill="#555"/></pattern></defs>
  <rect width="100%" height="100%" fill="#fbfaf6"/>${panels}${dots}
</svg>`;
}

/**
 * A webtoon strip segment: tall, one wide panel after another with sky gradients and figures, so
 * consecutive segments read as one continuous scroll (720 × 2400, like a phone-first manhua).
 */
export function drawStrip(number: number, width = 720, height = 2400): string {
  const rng = new Random(DEMO_IMAGES.seed + number * 31);
  const hue = (number * 47) % 360;
  let y = 0;
  let body = '';
  while (y < height) {
    const h = Math.min(height - y, height * (0.22 + rng.next() * 0.16));
    const cx = width * (0.25 + rng.next() * 0.5);
    const r = Math.min(width, h) * 0.18;
    body += `<rect x="0" y="${y}" width="${width}" height="${h}" fill="${hsl(hue + y / 20, 45, 78 - (y / height) * 30)}"/>
      <circle cx="${cx}" cy="${y + h * 0.55}" r="${r}" fill="#fff" stroke="#222" stroke-width="5"/>
      <circle cx="${cx - r * 0.35}" cy="${y + h * 0.5}" r="${r * 0.08}" fill="#222"/><circle cx="${cx + r * 0.35}" cy="${y + h * 0.5}" r="${r * 0.08}" fill="#222"/>
      <ellipse cx="${width - cx}" cy="${y + h * 0.22}" rx="${width * 0.22}" ry="${h * 0.1}" fill="#fff" stroke="#222" stroke-width="3"/>
      <rect x="${width - cx - width * 0.12}" y="${y + h * 0.2}" width="${width * 0.24}" height="${h * 0.02}" fill="#444"/>`;
    y += h + height * 0.04;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <rect width="100%" height="100%" fill="#111"/>${body}
  <text x="${width / 2}" y="${height - 40}" font-family="sans-serif" font-size="48" text-anchor="middle" fill="#222">${number}</text>
</svg>`;
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
    const out = { high: dir.file(`${name}.high.webp`), low: dir.file(`${name}.low.webp`) };
    const image = await processImage(await render(svg), { purpose, maxPixels: limits.maxPixels, out });
    rendered++;
    return { image, firstKey: null, ...out };
  };
  /** Stores `t`'s files under `key`: moved in the first time, copied after. */
  const place = async (t: Template, key: string) => {
    if (t.firstKey) return storage.copy(t.firstKey, key);
    await storage.put(key, 'high', t.high);
    await storage.put(key, 'low', t.low);
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
        const poster = size(w.poster.t);
        const background = size(w.background.t);
        await trx
          .updateTable('works')
          .set({
            poster_key: w.poster.key,
            poster_width: poster.width,
            poster_height: poster.height,
            background_key: w.background.key,
            background_width: background.width,
            background_height: background.height,
          })
          .where('id', '=', w.id)
          .execute();
      }
      for (const u of plan.users) {
        const avatar = size(u.avatar.t);
        const background = size(u.background.t);
        await trx
          .updateTable('users')
          .set({
            avatar_key: u.avatar.key,
            avatar_width: avatar.width,
            avatar_height: avatar.height,
            background_key: u.background.key,
            background_width: background.width,
            background_height: background.height,
          })
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
