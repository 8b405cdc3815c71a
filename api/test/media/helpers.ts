import Database from 'better-sqlite3';
import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { crc32, deflateSync } from 'node:zlib';
import { expect } from 'vitest';
import { checkMedia } from '../../src/media/check.ts';
import { NO_WORK_IMAGES } from '../../src/db/schema.ts';
import { newId } from '../../src/db/ids.ts';
import type { TestApp } from '../helpers/app.ts';
import { ZipFile } from 'yazl';

/** Test images and hostile files, made on the fly (nothing binary is committed). */

export interface Part {
  field: string;
  filename?: string;
  data: Buffer | string;
  contentType?: string;
}

/** A multipart/form-data body for app.inject. */
export function multipart(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----ckb${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      part.filename === undefined
        ? `form-data; name="${part.field}"`
        : `form-data; name="${part.field}"; filename="${part.filename}"`;
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: ${disposition}\r\n` +
          (part.filename === undefined ? '' : `Content-Type: ${part.contentType ?? 'application/octet-stream'}\r\n`) +
          '\r\n',
      ),
      Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Something to look at: shapes and a gradient, so encoders have real work. */
function drawing(width: number, height: number, hue = 200): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="hsl(${hue},70%,60%)"/><stop offset="1" stop-color="hsl(${(hue + 90) % 360},60%,25%)"/>
  </linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>
  <circle cx="${width * 0.3}" cy="${height * 0.3}" r="${Math.min(width, height) * 0.2}" fill="#fff" opacity="0.6"/>
  <rect x="${width * 0.5}" y="${height * 0.5}" width="${width * 0.3}" height="${height * 0.3}" fill="#000" opacity="0.5"/>
</svg>`;
}

export type Format = 'jpeg' | 'png' | 'webp' | 'avif' | 'gif';

export async function image(format: Format, width = 400, height = 600, hue = 200): Promise<Buffer> {
  const base = sharp(Buffer.from(drawing(width, height, hue)));
  if (format === 'jpeg') return base.jpeg({ quality: 85 }).toBuffer();
  if (format === 'png') return base.png().toBuffer();
  if (format === 'webp') return base.webp().toBuffer();
  if (format === 'avif') return base.avif({ effort: 0 }).toBuffer();
  return base.gif().toBuffer();
}

/** A two-frame GIF: red first, blue second (only the first frame may be kept). */
export async function animatedGif(): Promise<Buffer> {
  const frame = (color: string) =>
    sharp({ create: { width: 40, height: 30, channels: 3, background: color } })
      .raw()
      .toBuffer();
  const frames = Buffer.concat([await frame('#ff0000'), await frame('#0000ff')]);
  return sharp(frames, { raw: { width: 40, height: 60, channels: 3, pageHeight: 30 } as never })
    .gif({ loop: 0 })
    .toBuffer();
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A tiny PNG whose header declares width x height (a decompression bomb's signature). */
export function bombPng(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 1; // bit depth
  ihdr[9] = 0; // greyscale
  // one row of zeros, repeated by the decoder's expectations: the file stays tiny
  const idat = deflateSync(Buffer.alloc(Math.ceil(width / 8) + 1), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', idat),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** An ISO-BMFF header of a HEIC photo (HEVC): a real image format we do not accept. */
export const heicHeader = (): Buffer =>
  Buffer.concat([
    Buffer.from([0, 0, 0, 24]),
    Buffer.from('ftypheic', 'latin1'),
    Buffer.from([0, 0, 0, 0]),
    Buffer.from('mif1heic', 'latin1'),
    randomBytes(200),
  ]);

export const svgFile = (): Buffer =>
  Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>');

/** Files of the store (relative paths) and leftovers in its staging folder. */
export function listStore(mediaDir: string): { files: string[]; staging: string[] } {
  const files: string[] = [];
  const walk = (dir: string, rel: string) => {
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries) {
      const r = rel ? `${rel}/${e.name}` : e.name;
      if (r === '.tmp') continue;
      if (e.isDirectory()) walk(join(dir, e.name), r);
      else files.push(r);
    }
  };
  walk(mediaDir, '');
  let staging: string[];
  try {
    staging = readdirSync(join(mediaDir, '.tmp'));
  } catch {
    staging = [];
  }
  return { files: files.sort(), staging };
}

/** The store agrees with the rows: no orphan file, no missing file, nothing left in staging. */
export async function expectConsistent(t: TestApp): Promise<void> {
  const report = await checkMedia(t.db.kysely, t.app.media.storage);
  expect(report.unreferencedFiles).toEqual([]);
  expect(report.missingFiles).toEqual([]);
  expect(listStore(t.config.mediaDir).staging).toEqual([]);
}

export interface Upload {
  url: string;
  parts: Part[];
  token?: string;
}

export function upload(t: TestApp, { url, parts, token }: Upload) {
  const { payload, headers } = multipart(parts);
  return t.request('POST', url, payload, { ...(token ? { token } : {}), headers });
}

/** Rows to hang images on, inserted directly (the catalogue routes are tested elsewhere). */
export async function makeWork(t: TestApp, kind: 'movie' | 'series' | 'manga'): Promise<string> {
  const { newId } = await import('../../src/db/ids.ts');
  const id = newId();
  const now = Date.now();
  const number = Math.floor(Math.random() * 1e9);
  await t.db.kysely
    .insertInto('works')
    .values({
      id,
      kind,
      number,
      type: kind === 'movie' ? 'anime' : kind,
      en: `Work ${number}`,
      ku: `بەرهەم ${number}`,
      time: null,
      budget: null,
      revenue: null,
      ...NO_WORK_IMAGES,
      active_show: true,
      on_slide: false,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}

export async function makeChapter(t: TestApp, workId: string): Promise<{ sessionId: string; chapterId: string }> {
  const { newId } = await import('../../src/db/ids.ts');
  const sessionId = newId();
  const chapterId = newId();
  const now = Date.now();
  await t.db.kysely
    .insertInto('manga_sessions')
    .values({ id: sessionId, work_id: workId, number: 1, detail: null, created_at: now })
    .execute();
  await t.db.kysely
    .insertInto('chapters')
    .values({ id: chapterId, session_id: sessionId, name: '1', sort_key: 1, detail: null, created_at: now })
    .execute();
  return { sessionId, chapterId };
}

/** A new manga's chapter to upload pages to: its ids and its api path (`/api/manga/…/chapter/{id}`). */
export async function uploadChapter(t: TestApp): Promise<{ manga: string; chapterId: string; base: string }> {
  const manga = await makeWork(t, 'manga');
  const { sessionId, chapterId } = await makeChapter(t, manga);
  return { manga, chapterId, base: `/api/manga/${manga}/session/${sessionId}/chapter/${chapterId}` };
}

/**
 * For the tests that kill a real server process: a manga with one empty chapter, written straight into
 * the server's SQLite file (the catalogue routes are not what they test), and the upload URL of it.
 */
export function chapterInFile(dbFile: string, base: string): { workId: string; url: string } {
  const sqlite = new Database(dbFile);
  const [workId, sessionId, chapterId] = [newId(), newId(), newId()];
  const now = Date.now();
  sqlite
    .prepare(
      "insert into works (id, kind, number, type, en, ku, active_show, on_slide, created_at, updated_at) values (?, 'manga', 1, 'manga', 'Kill', 'کوشتن', 1, 0, ?, ?)",
    )
    .run(workId, now, now);
  sqlite
    .prepare('insert into manga_sessions (id, work_id, number, created_at) values (?, ?, 1, ?)')
    .run(sessionId, workId, now);
  sqlite
    .prepare("insert into chapters (id, session_id, name, sort_key, created_at) values (?, ?, '1', 1, ?)")
    .run(chapterId, sessionId, now);
  sqlite.close();
  return { workId, url: `${base}/api/manga/${workId}/session/${sessionId}/chapter/${chapterId}/upload` };
}

/** Signs in over HTTP and answers the token. */
export async function signIn(
  base: string,
  apiKey: string,
  owner: { email: string; password: string },
): Promise<string> {
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'x-api-key': apiKey, 'content-type': 'application/json' },
    body: JSON.stringify(owner),
  });
  return ((await login.json()) as { data: { token: string } }).data.token;
}

/** An entry of a test archive: a folder when its name ends with `/`. */
export interface ZipEntry {
  name: string;
  data: Buffer | string;
  compress?: boolean;
}

/** A .zip/.cbz written with yazl (archives.test.ts bends its bytes where a test needs a lie). */
export function zip(entries: ZipEntry[]): Promise<Buffer> {
  const file = new ZipFile();
  for (const e of entries) {
    if (e.name.endsWith('/')) file.addEmptyDirectory(e.name);
    else
      file.addBuffer(Buffer.isBuffer(e.data) ? e.data : Buffer.from(e.data), e.name, { compress: e.compress ?? true });
  }
  file.end();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    file.outputStream.on('data', (c: Buffer) => chunks.push(c));
    file.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    file.outputStream.on('error', reject);
  });
}
