import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { deflateSync, crc32 } from 'node:zlib';
import type { Page } from '@playwright/test';
import { OWNER, expect, type ApiHelper } from '../../fixtures.ts';
import { repoRoot } from '../../support/server.ts';

/** Signs in through /login, as staff do. */
export async function signIn(page: Page, email = OWNER.email, password = OWNER.password) {
  await page.goto('/login');
  await page.getByLabel('ئیمەیڵ').fill(email);
  await page.getByLabel('وشەی نهێنی').fill(password);
  await page.getByRole('button', { name: 'چوونەژوورەوە' }).click();
  await expect(page).toHaveURL(/\/$/);
}

const WIRE_KEY = { movies: 'movie', series: 'series', manga: 'manga' } as const;

/**
 * The `_id` of the work a back-office page shows, from its address: a work's page is at its public number
 * (`/admin/movies/49`, as `/movies/49`), where a new work lands once created.
 */
export async function workOnPage(page: Page, api: ApiHelper, kind: keyof typeof WIRE_KEY): Promise<string> {
  await expect(page).toHaveURL(new RegExp(`/admin/${kind}/[1-9][0-9]*$`));
  const number = page.url().split('/').pop()!;
  const token = await api.login();
  const { body } = await api.call<{ data: Record<string, { _id: string }> }>(
    'GET',
    `/${kind}/${number}/number`,
    undefined,
    token,
  );
  return body.data[WIRE_KEY[kind]]!._id;
}

export type TestManga = {
  _id: string;
  manga_id: number;
  session: { _id: string; chapter: { _id: string; name_chapter: string }[] }[];
};

/** A visible manga of the test's own (named `en`) with season 1 and no chapter yet, through the api. */
export async function mangaWithSession(api: ApiHelper, token: string, en: string): Promise<TestManga> {
  const created = await api.call<{ data: { manga: TestManga } }>(
    'POST',
    '/manga',
    {
      en,
      ku: `${en} بە کوردی`,
      or: 'テスト',
      about: 'دەربارە.',
      date_publish: '2020',
      author: 'X',
      language: 'ژاپۆنی',
      name_studio: 'Y',
      rating: 7,
      type: 'manga',
      status: 'continue',
      active_show: 'true',
    },
    token,
  );
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const withSession = await api.call<{ data: { manga: TestManga } }>(
    'POST',
    `/manga/${created.body.data.manga._id}/session`,
    { name_session: 1 },
    token,
  );
  expect(withSession.status, JSON.stringify(withSession.body)).toBe(201);
  return withSession.body.data.manga;
}

/** Sorani digits, as the UI writes numbers. */
export const ckb = (n: number) => n.toLocaleString('ar-EG', { useGrouping: false });

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/** A real PNG of `width`×`height` in one colour (the api decodes it with sharp). */
export function png(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x++) row.set([r, g, b], 1 + x * 3);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A PNG of random pixels (incompressible: its size is what goes over the wire), `width` telling which it is.
 */
export function noisyPng(width: number, height: number): Buffer {
  const row = () => {
    const r = Buffer.alloc(1 + width * 3);
    for (let i = 1; i < r.length; i++) r[i] = (Math.random() * 256) | 0;
    return r;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 2;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: height }, row)), { level: 1 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * Page n of a test chapter: `n.png`, 40+n pixels wide, so the api's stored `width` tells which file a
 * page came from (and so the order).
 */
export const chapterPage = (n: number) => ({
  name: `${n}.png`,
  mimeType: 'image/png',
  buffer: png(40 + n, 60, [(n * 37) % 256, (n * 91) % 256, 200]),
});

/** `pnpm media:check` on a server's data (its compiled CLI, the same code): 0 when files and rows agree. */
export function mediaCheck(dataDir: string): {
  code: number;
  report: { unreferencedFiles: string[]; missingFiles: unknown[] };
} {
  try {
    const out = execFileSync(process.execPath, [join(repoRoot, 'api', 'dist', 'cli', 'media-check.js'), '--json'], {
      env: { ...process.env, DATA_DIR: dataDir },
      encoding: 'utf8',
    });
    return { code: 0, report: JSON.parse(out) };
  } catch (error) {
    const e = error as { status: number; stdout: string };
    return { code: e.status, report: JSON.parse(e.stdout || '{}') };
  }
}
